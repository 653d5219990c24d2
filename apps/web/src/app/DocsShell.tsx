import { useQuery } from '@apollo/client/react';

import { UserInfoDocument } from '../gql/ops/UserInfo';
import { authToken } from '../lib/cookies';
import { BootSplash } from './BootSplash';
import { page } from './lazyPage';

const AppShell = page(() => import('./shell/AppShell'), 'AppShell', 'app/shell/AppShell');
const PublicDocsLayout = page(
  () => import('../features/docs/PublicDocsLayout'),
  'PublicDocsLayout',
  'features/docs/PublicDocsLayout',
);

/**
 * The documentation pages' frame (issue 29): the portal's shell for a signed-in member, a light
 * public one for a visitor (the policy table opens /docs to visitors; routeGuard lets them stay).
 * A token the server refuses counts as none, as in AuthGate, which clears it; a member without a
 * partner yet reads the public frame too (the portal's shell needs a partner).
 */
export const DocsShell = () => {
  const hasCookie = Boolean(authToken());
  const { data, error } = useQuery(UserInfoDocument, { skip: !hasCookie });
  if (!hasCookie || error) return <PublicDocsLayout />;
  if (!data?.userInfo) return <BootSplash />;
  // Signed in without a partner, there is no portal yet: the public frame, with the way to one.
  return data.userInfo.partner?.id ? <AppShell /> : <PublicDocsLayout partnerless />;
};
