import {
  COOKIE_ACTIVE_TOKEN,
  COOKIE_AUTH,
  COOKIE_PARTNER_NAME,
  COOKIE_USER_NAME,
  COOKIE_USER_TYPE,
} from '@paygate/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AllPartnerDocument } from '../../gql/ops/AllPartner';
import { ChangePasswordDocument } from '../../gql/ops/ChangePassword';
import { LoginDocument } from '../../gql/ops/Login';
import { LogoutDocument } from '../../gql/ops/Logout';
import { gqlError, renderProfile, userInfoMock } from './testSupport';

const ALL_COOKIES = [COOKIE_AUTH, COOKIE_USER_NAME, COOKIE_ACTIVE_TOKEN, COOKIE_USER_TYPE, COOKIE_PARTNER_NAME];

beforeEach(() => {
  Cookies.set(COOKIE_AUTH, 'token-before', { path: '/' });
  Cookies.set(COOKIE_ACTIVE_TOKEN, 'active-before', { path: '/' });
});

afterEach(() => {
  cleanup();
  for (const name of ALL_COOKIES) Cookies.remove(name, { path: '/' });
});

const errorOf = (label: string) =>
  screen.getByLabelText(label).closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? '';

const fill = async (values: { current?: string; next?: string; confirm?: string }) => {
  if (values.current) await userEvent.type(screen.getByLabelText('Current password'), values.current);
  if (values.next) await userEvent.type(screen.getByLabelText('New password'), values.next);
  if (values.confirm) await userEvent.type(screen.getByLabelText('Confirm password'), values.confirm);
};

// Several user-event steps each: generous on a busy two-core machine (nothing is timed).
describe('Change Password tab (PRODUCT §2.12, §5 Profile)', { timeout: 30_000 }, () => {
  it('shows the messages of §5 only for touched fields, and all of them on submit', async () => {
    renderProfile([userInfoMock({ isEnabled: false, config: [] })], '/profile?tab=password');
    const current = await screen.findByLabelText('Current password');
    expect(errorOf('Current password')).toBe('');

    await userEvent.click(current);
    await userEvent.click(screen.getByLabelText('New password'));
    await waitFor(() => expect(errorOf('Current password')).toBe('Current password is required!'));
    expect(errorOf('New password')).toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'Update password' }));
    await waitFor(() => expect(errorOf('New password')).toBe('Password must be at least 8 characters!'));
    expect(errorOf('Confirm password')).toBe('Password not match');

    await fill({ next: 'short' });
    await userEvent.tab();
    await waitFor(() => expect(errorOf('New password')).toBe('Password must be at least 8 characters!'));
    await userEvent.clear(screen.getByLabelText('New password'));
    await fill({ next: 'long-enough-1', confirm: 'long-enough-2' });
    await userEvent.tab();
    await waitFor(() => expect(errorOf('New password')).toBe(''));
    expect(errorOf('Confirm password')).toBe('Password not match');
  });

  it('changes the password, signs in again with the e-mail and the new password, and keeps the current partner', async () => {
    const calls: string[] = [];
    renderProfile(
      [
        userInfoMock({ isEnabled: false, config: [] }),
        {
          request: {
            query: ChangePasswordDocument,
            variables: { old_password: 'old-password', new_password: 'new-password-1' },
          },
          result: () => {
            calls.push('changePassword');
            return { data: { changePassword: true } };
          },
        },
        {
          request: {
            query: LoginDocument,
            variables: { email_or_phone_number: 'owner@demo.test', password: 'new-password-1' },
          },
          result: () => {
            calls.push('login');
            return {
              data: {
                loginByPassword: {
                  __typename: 'LoginResult',
                  access_token: 'token-after',
                  user: { __typename: 'UserSummary', id: 'u1', name: 'Olivia Owner', avatar: null },
                },
              },
            };
          },
        },
        {
          request: { query: LogoutDocument },
          result: () => {
            // The session that ends is the one from before the change.
            calls.push(`logout with ${Cookies.get(COOKIE_AUTH)}`);
            return { data: { logout: true } };
          },
        },
        {
          request: { query: AllPartnerDocument },
          result: () => {
            calls.push(`allPartner with ${Cookies.get(COOKIE_AUTH)}`);
            return {
              data: {
                allPartner: [
                  {
                    __typename: 'PartnerAccess',
                    token: 'token-other-shop',
                    user_type: 'FINANCIAL',
                    partner: { __typename: 'Partner', id: 'p2', name: 'Other Shop' },
                  },
                  {
                    __typename: 'PartnerAccess',
                    token: 'token-demo-shop',
                    user_type: 'OWNER',
                    partner: { __typename: 'Partner', id: 'p1', name: 'Demo Shop' },
                  },
                ],
              },
            };
          },
        },
      ],
      '/profile?tab=password',
    );
    await screen.findByLabelText('Current password');
    await fill({ current: 'old-password', next: 'new-password-1', confirm: 'new-password-1' });
    await userEvent.click(screen.getByRole('button', { name: 'Update password' }));

    await waitFor(() => expect(calls).toHaveLength(4), { timeout: 5000 });
    expect(await screen.findByText('Update password successful', {}, { timeout: 5000 })).toBeTruthy();
    expect(calls).toEqual(['changePassword', 'login', 'logout with token-before', 'allPartner with token-after']);
    expect(Cookies.get(COOKIE_AUTH)).toBe('token-demo-shop');
    expect(Cookies.get(COOKIE_USER_TYPE)).toBe('OWNER');
    expect(Cookies.get(COOKIE_PARTNER_NAME)).toBe('Demo Shop');
    // The active token named the session that ended.
    expect(Cookies.get(COOKIE_ACTIVE_TOKEN)).toBeUndefined();
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('shows a refused change as a notification titled Error and keeps the session', async () => {
    renderProfile(
      [
        userInfoMock({ isEnabled: false, config: [] }),
        {
          request: {
            query: ChangePasswordDocument,
            variables: { old_password: 'wrong-one', new_password: 'new-password-1' },
          },
          result: () => gqlError('Password is incorrect', 'BAD_USER_INPUT'),
        },
      ],
      '/profile?tab=password',
    );
    await screen.findByLabelText('Current password');
    await fill({ current: 'wrong-one', next: 'new-password-1', confirm: 'new-password-1' });
    await userEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Password is incorrect')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(Cookies.get(COOKIE_AUTH)).toBe('token-before');
  });

  it('keeps the current session when signing in again needs a two-factor code', async () => {
    renderProfile(
      [
        userInfoMock({ isEnabled: true, config: ['login'] }),
        {
          request: {
            query: ChangePasswordDocument,
            variables: { old_password: 'old-password', new_password: 'new-password-1' },
          },
          result: () => ({ data: { changePassword: true } }),
        },
        {
          request: {
            query: LoginDocument,
            variables: { email_or_phone_number: 'owner@demo.test', password: 'new-password-1' },
          },
          result: () => gqlError('OTP is required', 'OTP_REQUIRED'),
        },
      ],
      '/profile?tab=password',
    );
    await screen.findByLabelText('Current password');
    await fill({ current: 'old-password', next: 'new-password-1', confirm: 'new-password-1' });
    await userEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Update password successful')).toBeTruthy();
    expect(Cookies.get(COOKIE_AUTH)).toBe('token-before');
  });
});
