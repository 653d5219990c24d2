import { useQuery } from '@apollo/client/react';

import { Outlet, useLocation } from 'react-router';
import { UserInfoDocument } from '../gql/ops/UserInfo';
import { page } from './lazyPage';
import { mayOpenScreen, restrictedScreen } from './routeGuard';

const ForbiddenPage = page(
  () => import('../features/errors/ForbiddenPage'),
  'ForbiddenPage',
  'features/errors/ForbiddenPage',
);

/**
 * The shell's screens, or the permission screen where the user's type may not open the path
 * (issue 12 item 9, `mayOpenScreen`). A restricted screen waits for the user info rather than
 * showing its form for a moment to a role that may not use it.
 */
export const ScreenAccess = () => {
  const { pathname } = useLocation();
  const { data } = useQuery(UserInfoDocument);
  const user = data?.userInfo;
  if (!user) return restrictedScreen(pathname) ? null : <Outlet />;
  if (!mayOpenScreen(pathname, user.user_type)) return <ForbiddenPage role={user.user_partner?.role} />;
  return <Outlet />;
};
