import type { ApolloClient } from '@apollo/client';
import type { AppStatus } from '@paygate/contracts';
import type { UserInfoQuery } from '../../gql/graphql';
import { DashboardBalancesDocument } from '../../gql/ops/DashboardBalances';

// Which apps the dashboard's balance cards offer, and their first query started before the
// dashboard's code has loaded. Kept out of BalanceCards so the shell can use it: the balance
// tile is the dashboard's largest paint (Lighthouse's LCP), and its query used to start only once
// the page had rendered, a round trip after everything else (issue #12 item 4).

type User = UserInfoQuery['userInfo'] | undefined;

/** The partner's apps of the environment, the first one shown by default. */
export const balanceApps = (user: User, env: AppStatus) =>
  (user?.partner?.list_app ?? []).filter((app) => app.status === env);

const keyOf = (appId: string, env: AppStatus) => `${appId}|${env}`;
/** How long a prefetched answer counts as this visit's: the cards mount well within it. */
const FRESH_MS = 10_000;
/** The balances the prefetch asked for, and when. */
let prefetched: { key: string; at: number } | undefined;

/**
 * Starts the default balance query of the dashboard, as BalanceCards will ask it: its first
 * render then finds the answer in the cache, or joins the request in flight.
 */
export const prefetchBalances = (client: ApolloClient, user: User, env: AppStatus) => {
  const app = balanceApps(user, env)[0];
  if (!app) return;
  prefetched = { key: keyOf(app.id, env), at: Date.now() };
  void client.query({ query: DashboardBalancesDocument, variables: { app_id: app.id, app_status: env } }).catch(() => {
    // BalanceCards asks again and shows the error where the balances go.
  });
};

/**
 * True when the balances BalanceCards first shows were prefetched seconds ago: the cards read
 * them from the cache instead of asking a second time. Not a one-time token: React may render a
 * component's first mount more than once (a suspended first attempt is thrown away).
 */
export const isFreshlyPrefetched = (appId: string, env: AppStatus): boolean =>
  prefetched !== undefined && prefetched.key === keyOf(appId, env) && Date.now() - prefetched.at < FRESH_MS;
