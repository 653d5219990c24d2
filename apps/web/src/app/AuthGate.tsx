import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { UserInfoDocument } from '../gql/graphql';
import { errorCode } from '../lib/apollo';
import { authToken, clearAuth, saveUserType } from '../lib/cookies';
import { routeGuard } from './routeGuard';

/** Applies spec §2.1 on every navigation; the user info is fetched fresh on load. */
export const AuthGate = () => {
  const location = useLocation();
  const client = useApolloClient();
  const hasAuth = Boolean(authToken());
  const { data, error } = useQuery(UserInfoDocument, {
    skip: !hasAuth,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  const userInfo = data?.userInfo;
  const result = routeGuard(location.pathname, {
    hasAuth,
    user: userInfo ? { hasPartner: Boolean(userInfo.partner) } : undefined,
  });

  useEffect(() => {
    if (userInfo?.user_type) saveUserType(userInfo.user_type);
  }, [userInfo?.user_type]);

  // A cookie the server does not accept (forged, from another install) is dropped.
  const rejected = errorCode(error) === 'UNAUTHENTICATED';
  useEffect(() => {
    if (rejected) {
      clearAuth();
      void client.clearStore();
    }
  }, [rejected, client]);
  if (rejected) return <Navigate to="/login" replace />;

  // The warning ('You need to login') travels with the redirect and shows on the login screen.
  if (result) return <Navigate to={result.to} replace state={result.warn ? { warn: result.warn } : undefined} />;
  return <Outlet />;
};
