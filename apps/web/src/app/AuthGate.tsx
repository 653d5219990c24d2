import { useApolloClient, useQuery } from '@apollo/client/react';
import { Suspense, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { prefetchBalances } from '../features/dashboard/balanceApps';
import { UserInfoDocument } from '../gql/ops/UserInfo';
import { currentLanguage, switchLanguage } from '../i18n/language';
import { errorCode, isSessionGoneCode } from '../lib/apollo';
import { authToken, clearAuth, hadSession, saveUserType } from '../lib/cookies';
import { currentEnvironment } from '../lib/environment';
import { warnLater } from '../lib/lazyFeedback';
import { BootSplash } from './BootSplash';
import { mayOpenScreen, routeGuard } from './routeGuard';

/** Applies PRODUCT §2.1 on every navigation; the user info is fetched fresh on load. */
export const AuthGate = () => {
  const { pathname } = useLocation();
  const client = useApolloClient();
  const hasCookie = Boolean(authToken());
  const { data, error } = useQuery(UserInfoDocument, {
    skip: !hasCookie,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  // A token the server refuses (forged, from another install, or a session that ended) counts
  // as none: public pages stay open, the others lead to /login.
  const code = errorCode(error);
  const isRejected = code === 'UNAUTHENTICATED' || isSessionGoneCode(code);
  const hasAuth = hasCookie && !isRejected;
  const userInfo = hasAuth ? data?.userInfo : undefined;
  const result = routeGuard(pathname, { hasAuth, userInfo, hadSession: hadSession() });

  useEffect(() => {
    if (userInfo?.user_type) saveUserType(userInfo.user_type);
  }, [userInfo?.user_type]);

  // The user's saved language follows them from browser to browser (issue 31 item 2): once the
  // server says which it is, the portal speaks it.
  const savedLanguage = userInfo?.language;
  useEffect(() => {
    if (savedLanguage && savedLanguage !== currentLanguage()) void switchLanguage(savedLanguage);
  }, [savedLanguage]);

  // The dashboard's balance query starts with the user info, while the screen's code loads.
  const opensDashboard =
    pathname === '/' && userInfo?.user_type != null && !result && mayOpenScreen('/', userInfo.user_type);
  const prefetched = useRef(false);
  useEffect(() => {
    if (!opensDashboard || prefetched.current) return;
    prefetched.current = true;
    prefetchBalances(client, userInfo, currentEnvironment());
  }, [opensDashboard, userInfo, client]);

  useEffect(() => {
    if (!isRejected) return;
    clearAuth();
    void client.clearStore();
  }, [isRejected, client]);

  const warning = result?.warn;
  useEffect(() => {
    if (warning) warnLater(warning, 'session');
  }, [warning]);

  if (result) return <Navigate to={result.to} replace />;
  // Its own boundary: the gate commits (and its user-info query starts) while screens load.
  return (
    <Suspense fallback={<BootSplash />}>
      <Outlet />
    </Suspense>
  );
};
