import { useApolloClient, useMutation } from '@apollo/client/react';
import { COOKIE_ACTIVE_TOKEN } from '@paygate/contracts';
import Cookies from 'js-cookie';
import { AllPartnerDocument } from '../../gql/ops/AllPartner';
import { ChangePasswordDocument } from '../../gql/ops/ChangePassword';
import { LoginDocument } from '../../gql/ops/Login';
import { LogoutDocument } from '../../gql/ops/Logout';
import { saveLogin, savePartnerSwitch } from '../../lib/cookies';

export type SignedInUser = { email: string; partnerId: string | undefined };

/**
 * PRODUCT §4 "Password change": change it, then log in again with the user's e-mail and the new
 * password and keep that token in the auth cookie for 30 days. The server already ended every
 * other session; the one this tab used ends too (logout) so that no session from before the
 * change survives. The new session is bound to the partner the user was working in, as a
 * partner switch would (docs/SPEC-DECISIONS.md).
 */
export const useChangePassword = () => {
  const client = useApolloClient();
  const [change, { loading }] = useMutation(ChangePasswordDocument);
  const [login] = useMutation(LoginDocument);
  const [logout] = useMutation(LogoutDocument);

  const signInAgain = async (user: SignedInUser, password: string) => {
    let token: string;
    let name: string;
    try {
      const { data } = await login({ variables: { email_or_phone_number: user.email, password } });
      if (!data?.loginByPassword.access_token) return;
      token = data.loginByPassword.access_token;
      name = data.loginByPassword.user.name;
    } catch (error) {
      // Two-factor at login (totp_config 'login') needs a code: this tab's session, which the
      // server kept, goes on instead.
      console.warn('[profile] signing in again after the password change failed', error);
      return;
    }
    // Still with the old token in the cookie: revoke the session it names.
    await logout().catch((error: unknown) => console.warn('[profile] logout of the previous session failed', error));
    saveLogin(token, name);
    // The active token was bound to the session that just ended.
    Cookies.remove(COOKIE_ACTIVE_TOKEN, { path: '/' });
    try {
      const { data } = await client.query({ query: AllPartnerDocument, fetchPolicy: 'network-only' });
      const same = data?.allPartner.find((p) => p.partner.id === user.partnerId);
      if (same) savePartnerSwitch(same.token, same.user_type, same.partner.name);
    } catch (error) {
      console.warn('[profile] could not bind the new session to the current partner', error);
    }
    await client.resetStore().catch((error: unknown) => console.warn('[profile] refetch failed', error));
  };

  const changePassword = async (user: SignedInUser, oldPassword: string, newPassword: string) => {
    await change({ variables: { old_password: oldPassword, new_password: newPassword } });
    await signInAgain(user, newPassword);
  };

  return { changePassword, loading };
};
