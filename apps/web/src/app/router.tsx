import { useApolloClient } from '@apollo/client/react';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { isValidElement, useEffect, useMemo } from 'react';
import { matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { UserInfoDocument } from '../gql/ops/UserInfo';
import { AuthGate } from './AuthGate';
import { DocsShell } from './DocsShell';
import { page } from './lazyPage';
import { mayOpenScreen, restrictedScreen } from './routeGuard';
import { ScreenAccess } from './ScreenAccess';

// Declarative routing (useRoutes) rather than a data router: the portal uses no loaders or
// actions, and createBrowserRouter would add ~16 KB gzip to every route, /login included.
// Every screen loads lazily (the /login route stays small: issue #2 budget ≤ 200 KB gzip), with
// its messages (lazyPage.ts).
const LoginPage = page(() => import('../features/account/LoginPage'), 'LoginPage', 'features/account/LoginPage');
const RegisterPage = page(
  () => import('../features/account/RegisterPage'),
  'RegisterPage',
  'features/account/RegisterPage',
);
const RegisterSuccessPage = page(
  () => import('../features/account/RegisterPage'),
  'RegisterSuccessPage',
  'features/account/RegisterPage',
);
const ActivePage = page(() => import('../features/account/ActivePage'), 'ActivePage', 'features/account/ActivePage');
const RegisterPartnerPage = page(
  () => import('../features/account/RegisterPartnerPage'),
  'RegisterPartnerPage',
  'features/account/RegisterPartnerPage',
);
const JoinPartnerPage = page(
  () => import('../features/account/JoinPartnerPage'),
  'JoinPartnerPage',
  'features/account/JoinPartnerPage',
);
const ForgotPasswordPage = page(
  () => import('../features/account/ForgotPasswordPage'),
  'ForgotPasswordPage',
  'features/account/ForgotPasswordPage',
);
const ResetPasswordPage = page(
  () => import('../features/account/ResetPasswordPage'),
  'ResetPasswordPage',
  'features/account/ResetPasswordPage',
);
const AppShell = page(() => import('./shell/AppShell'), 'AppShell', 'app/shell/AppShell');
const AntdRoot = page(() => import('./AntdRoot'), 'AntdRoot', 'app/AntdRoot');
const NotFoundPage = page(
  () => import('../features/errors/NotFoundPage'),
  'NotFoundPage',
  'features/errors/NotFoundPage',
);
const NotificationPage = page(
  () => import('../features/notification/NotificationPage'),
  'NotificationPage',
  'features/notification/NotificationPage',
);
const SettingPage = page(
  () => import('../features/settings/SettingPage'),
  'SettingPage',
  'features/settings/SettingPage',
);
const AppsPage = page(() => import('../features/apps/AppsPage'), 'AppsPage', 'features/apps/AppsPage');
const WebhookLogPage = page(
  () => import('../features/webhooks/WebhookLogPage'),
  'WebhookLogPage',
  'features/webhooks/WebhookLogPage',
);
const ChannelsPage = page(
  () => import('../features/channels/ChannelsPage'),
  'ChannelsPage',
  'features/channels/ChannelsPage',
);
const SourcesPage = page(
  () => import('../features/sources/SourcesPage'),
  'SourcesPage',
  'features/sources/SourcesPage',
);
const UsersPage = page(() => import('../features/users/UsersPage'), 'UsersPage', 'features/users/UsersPage');
const ApiToolPage = page(
  () => import('../features/api-tool/ApiToolPage'),
  'ApiToolPage',
  'features/api-tool/ApiToolPage',
);
const ProfilePage = page(
  () => import('../features/profile/ProfilePage'),
  'ProfilePage',
  'features/profile/ProfilePage',
);
const ReportPage = page(() => import('../features/reports/ReportPage'), 'ReportPage', 'features/reports/ReportPage');
const ReportChartPage = page(
  () => import('../features/reports/ReportChartPage'),
  'ReportChartPage',
  'features/reports/ReportChartPage',
);
const FeeReportPage = page(
  () => import('../features/reports/FeeReportPage'),
  'FeeReportPage',
  'features/reports/FeeReportPage',
);
const PayoutReportPage = page(
  () => import('../features/reports/PayoutReportPage'),
  'PayoutReportPage',
  'features/reports/PayoutReportPage',
);
const DocsPage = page(() => import('../features/docs/DocsPage'), 'DocsPage', 'features/docs/DocsPage');
const DashboardPage = page(
  () => import('../features/dashboard/DashboardPage'),
  'DashboardPage',
  'features/dashboard/DashboardPage',
);
const TransactionsPage = page(
  () => import('../features/transactions/TransactionsPage'),
  'TransactionsPage',
  'features/transactions/TransactionsPage',
);
const PayerPage = page(() => import('../features/payers/PayerPage'), 'PayerPage', 'features/payers/PayerPage');
const AuditPage = page(() => import('../features/audit/AuditPage'), 'AuditPage', 'features/audit/AuditPage');
const BalancePage = page(
  () => import('../features/balance/BalancePage'),
  'BalancePage',
  'features/balance/BalancePage',
);
const StatementPage = page(
  () => import('../features/balance/StatementPage'),
  'StatementPage',
  'features/balance/StatementPage',
);

/** The static demonstration reports of PRODUCT §2.3, with their titles. */
const REPORTS = [
  ['/report_revenue', 'revenue', msg`Revenue report`],
  ['/report_number', 'number', msg`Transaction count report`],
  ['/report_channel', 'channel', msg`Channel report`],
  ['/report_source', 'source', msg`Traffic source report`],
  ['/report_active', 'active', msg`Hourly activity report`],
] as const;

/** The eleven documentation pages of PRODUCT §2.3, exact paths (two capitalised), with their titles. */
const DOC_ROUTES = [
  ['/docs/banks', 'banks', msg`Banks`],
  ['/docs/cashout-banks', 'cashout-banks', msg`Cash-out banks`],
  ['/docs/crypto', 'crypto', msg`Crypto`],
  ['/docs/direct-transfers', 'direct-transfers', msg`Direct transfers`],
  ['/Docs/API', 'api', msg`API`],
  ['/Docs/API/paygate', 'api-paygate', msg`Paygate API`],
  ['/docs/webhook', 'webhook', msg`Webhook`],
  ['/docs/errorATM', 'error-atm', msg`ATM error codes`],
  ['/docs/errorVA', 'error-va', msg`VA error codes`],
  ['/docs/error/paygate', 'error-paygate', msg`Paygate error codes`],
  ['/docs/callback-url', 'callback-url', msg`Callback URL`],
] as const;

/** A route's document title (issue 12 item 10), read by useRouteTitle. */
const titled = (title: MessageDescriptor, section?: MessageDescriptor) => ({ handle: { title, section } });
/** The documentation pages' titles say they are docs: "Banks · Docs · Paygate". */
const DOCS = msg`Docs`;

const routes: RouteObject[] = [
  {
    element: <AuthGate />,
    children: [
      // /login loads without antd (JavaScript budget); account screens: no header, no sidebars.
      { path: '/login', element: <LoginPage />, ...titled(msg`Login`) },
      {
        element: <AntdRoot />,
        children: [
          { path: '/register', element: <RegisterPage />, ...titled(msg`Register`) },
          { path: '/register-success', element: <RegisterSuccessPage />, ...titled(msg`Register successful`) },
          { path: '/active/:token', element: <ActivePage />, ...titled(msg`Verify email`) },
          { path: '/register-partner', element: <RegisterPartnerPage />, ...titled(msg`Register New Partner`) },
          { path: '/join-partner', element: <JoinPartnerPage />, ...titled(msg`Join partner`) },
          { path: '/forgot-password', element: <ForgotPasswordPage />, ...titled(msg`Forgot Password`) },
          { path: '/reset-password', element: <ResetPasswordPage />, ...titled(msg`Update Password`) },
          {
            // Open to visitors too (issue 29): the portal's shell once signed in, a public one before.
            element: <DocsShell />,
            children: DOC_ROUTES.map(([path, doc, title]) => ({
              path,
              element: <DocsPage doc={doc} />,
              ...titled(title, DOCS),
            })),
          },
          {
            element: <AppShell />,
            children: [
              {
                // A role opening a screen its menu item is not for sees the permission screen.
                element: <ScreenAccess />,
                children: [
                  { path: '/', element: <DashboardPage />, ...titled(msg`Dashboard`) },
                  { path: '/transaction', element: <TransactionsPage />, ...titled(msg`Transaction`) },
                  { path: '/payer', element: <PayerPage />, ...titled(msg`Payer`) },
                  { path: '/apps', element: <AppsPage />, ...titled(msg`Apps`) },
                  { path: '/apps/:app_id/webhooks', element: <WebhookLogPage />, ...titled(msg`Webhook deliveries`) },
                  { path: '/channels/:app_id', element: <ChannelsPage />, ...titled(msg`Channels`) },
                  { path: '/sources', element: <SourcesPage />, ...titled(msg`Sources`) },
                  { path: '/users', element: <UsersPage />, ...titled(msg`User Manager`) },
                  { path: '/tool/api', element: <ApiToolPage />, ...titled(msg`Api Tool`) },
                  { path: '/audit', element: <AuditPage />, ...titled(msg`Audit Log`) },
                  { path: '/balance', element: <BalancePage />, ...titled(msg`Balance history`) },
                  { path: '/balance/statement', element: <StatementPage />, ...titled(msg`Statements`) },
                  { path: '/profile', element: <ProfilePage />, ...titled(msg`Profile`) },
                  { path: '/report', element: <ReportPage />, ...titled(msg`Reports`) },
                  ...REPORTS.map(([path, report, title]) => ({
                    path,
                    element: <ReportChartPage report={report} />,
                    ...titled(title),
                  })),
                  { path: '/report_fee', element: <FeeReportPage />, ...titled(msg`Fee report`) },
                  { path: '/report_payout', element: <PayoutReportPage />, ...titled(msg`Payout report`) },
                  { path: '/notification', element: <NotificationPage />, ...titled(msg`Notification`) },
                  { path: '/setting', element: <SettingPage />, ...titled(msg`Setting`) },
                  { path: '/404', element: <NotFoundPage />, ...titled(msg`Page not found`) },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

export const APP_NAME = 'Paygate';

/** The document title of a path: its route's title and the product's name (issue 12 item 10). */
type RouteHandle = ReturnType<typeof titled>['handle'];

/**
 * The document title of a path: its route's title and the product's name (issue 12 item 10), in
 * the portal's language (issue 31).
 */
export const routeTitle = (pathname: string): string => {
  const matched = matchRoutes(routes, pathname) ?? [];
  const handle = matched.map(({ route }) => route.handle as RouteHandle | undefined).findLast((h) => h?.title);
  if (!handle) return APP_NAME;
  const words = handle.section ? [handle.title, handle.section] : [handle.title];
  return [...words.map((descriptor) => i18n._(descriptor)), APP_NAME].join(' · ');
};

/** The one place that sets document.title: every route's own, on every navigation. */
const useRouteTitle = (pathname: string) => {
  // matchRoutes walks the whole route table: once per path and language, not on every render of
  // the shell.
  const { i18n: active } = useLingui();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the title is read in the active language
  const title = useMemo(() => routeTitle(pathname), [pathname, active.locale]);
  useEffect(() => {
    document.title = title;
  }, [title]);
};

/**
 * Starts loading every lazy layout and page a path needs at once (import() is idempotent). The
 * page of a restricted screen waits until the user is known to may open it (ScreenAccess renders
 * it then): a role that opens it by URL downloads only the permission screen.
 */
const preload = (pathname: string, mayOpen: boolean) => {
  const matches = matchRoutes(routes, pathname) ?? [];
  for (const [index, { route }] of matches.entries()) {
    if (!mayOpen && index === matches.length - 1) break;
    const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
    if (typeof type === 'object' && type !== null && 'preload' in type && typeof type.preload === 'function') {
      void type.preload();
    }
  }
};

export const AppRoutes = () => {
  const { pathname } = useLocation();
  const userType = useApolloClient().readQuery({ query: UserInfoDocument })?.userInfo?.user_type;
  preload(pathname, !restrictedScreen(pathname) || (userType !== undefined && mayOpenScreen(pathname, userType)));
  useRouteTitle(pathname);
  return useRoutes(routes);
};
