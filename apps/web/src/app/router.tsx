import { useApolloClient } from '@apollo/client/react';
import { type ComponentType, isValidElement, lazy, useEffect, useMemo } from 'react';
import { matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { UserInfoDocument } from '../gql/ops/UserInfo';
import { AuthGate } from './AuthGate';
import { DocsShell } from './DocsShell';
import { mayOpenScreen, restrictedScreen } from './routeGuard';
import { ScreenAccess } from './ScreenAccess';

// Declarative routing (useRoutes) rather than a data router: the portal uses no loaders or
// actions, and createBrowserRouter would add ~16 KB gzip to every route, /login included.
// Every screen loads lazily (the /login route stays small: issue #2 budget ≤ 200 KB gzip).
// A lazy screen keeps its loader as `preload`, so a route's nested layouts and page can be
// fetched side by side instead of one after another (see AppRoutes).
const page = <K extends string, P extends object = object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) =>
  Object.assign(
    lazy(async () => ({ default: (await load())[name] })),
    { preload: load },
  );

const LoginPage = page(() => import('../features/account/LoginPage'), 'LoginPage');
const RegisterPage = page(() => import('../features/account/RegisterPage'), 'RegisterPage');
const RegisterSuccessPage = page(() => import('../features/account/RegisterPage'), 'RegisterSuccessPage');
const ActivePage = page(() => import('../features/account/ActivePage'), 'ActivePage');
const RegisterPartnerPage = page(() => import('../features/account/RegisterPartnerPage'), 'RegisterPartnerPage');
const JoinPartnerPage = page(() => import('../features/account/JoinPartnerPage'), 'JoinPartnerPage');
const ForgotPasswordPage = page(() => import('../features/account/ForgotPasswordPage'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('../features/account/ResetPasswordPage'), 'ResetPasswordPage');
const AppShell = page(() => import('./shell/AppShell'), 'AppShell');
const AntdRoot = page(() => import('./AntdRoot'), 'AntdRoot');
const NotFoundPage = page(() => import('../features/errors/NotFoundPage'), 'NotFoundPage');
const NotificationPage = page(() => import('../features/notification/NotificationPage'), 'NotificationPage');
const SettingPage = page(() => import('../features/settings/SettingPage'), 'SettingPage');
const AppsPage = page(() => import('../features/apps/AppsPage'), 'AppsPage');
const WebhookLogPage = page(() => import('../features/webhooks/WebhookLogPage'), 'WebhookLogPage');
const ChannelsPage = page(() => import('../features/channels/ChannelsPage'), 'ChannelsPage');
const SourcesPage = page(() => import('../features/sources/SourcesPage'), 'SourcesPage');
const UsersPage = page(() => import('../features/users/UsersPage'), 'UsersPage');
const ApiToolPage = page(() => import('../features/api-tool/ApiToolPage'), 'ApiToolPage');
const ProfilePage = page(() => import('../features/profile/ProfilePage'), 'ProfilePage');
const ReportPage = page(() => import('../features/reports/ReportPage'), 'ReportPage');
const ReportChartPage = page(() => import('../features/reports/ReportChartPage'), 'ReportChartPage');
const FeeReportPage = page(() => import('../features/reports/FeeReportPage'), 'FeeReportPage');
const PayoutReportPage = page(() => import('../features/reports/PayoutReportPage'), 'PayoutReportPage');
const DocsPage = page(() => import('../features/docs/DocsPage'), 'DocsPage');
const DashboardPage = page(() => import('../features/dashboard/DashboardPage'), 'DashboardPage');
const TransactionsPage = page(() => import('../features/transactions/TransactionsPage'), 'TransactionsPage');
const PayerPage = page(() => import('../features/payers/PayerPage'), 'PayerPage');
const AuditPage = page(() => import('../features/audit/AuditPage'), 'AuditPage');
const BalancePage = page(() => import('../features/balance/BalancePage'), 'BalancePage');
const StatementPage = page(() => import('../features/balance/StatementPage'), 'StatementPage');

/** The static demonstration reports of PRODUCT §2.3, with their titles. */
const REPORTS = [
  ['/report_revenue', 'revenue', 'Revenue report'],
  ['/report_number', 'number', 'Transaction count report'],
  ['/report_channel', 'channel', 'Channel report'],
  ['/report_source', 'source', 'Traffic source report'],
  ['/report_active', 'active', 'Hourly activity report'],
] as const;

/** The eleven documentation pages of PRODUCT §2.3, exact paths (two capitalised), with their titles. */
const DOC_ROUTES = [
  ['/docs/banks', 'banks', 'Banks'],
  ['/docs/cashout-banks', 'cashout-banks', 'Cash-out banks'],
  ['/docs/crypto', 'crypto', 'Crypto'],
  ['/docs/direct-transfers', 'direct-transfers', 'Direct transfers'],
  ['/Docs/API', 'api', 'API'],
  ['/Docs/API/paygate', 'api-paygate', 'Paygate API'],
  ['/docs/webhook', 'webhook', 'Webhook'],
  ['/docs/errorATM', 'error-atm', 'ATM error codes'],
  ['/docs/errorVA', 'error-va', 'VA error codes'],
  ['/docs/error/paygate', 'error-paygate', 'Paygate error codes'],
  ['/docs/callback-url', 'callback-url', 'Callback URL'],
] as const;

/** A route's document title (issue 12 item 10), read by useRouteTitle. */
const titled = (title: string) => ({ handle: { title } });

const routes: RouteObject[] = [
  {
    element: <AuthGate />,
    children: [
      // /login loads without antd (JavaScript budget); account screens: no header, no sidebars.
      { path: '/login', element: <LoginPage />, ...titled('Login') },
      {
        element: <AntdRoot />,
        children: [
          { path: '/register', element: <RegisterPage />, ...titled('Register') },
          { path: '/register-success', element: <RegisterSuccessPage />, ...titled('Register successful') },
          { path: '/active/:token', element: <ActivePage />, ...titled('Verify email') },
          { path: '/register-partner', element: <RegisterPartnerPage />, ...titled('Register New Partner') },
          { path: '/join-partner', element: <JoinPartnerPage />, ...titled('Join partner') },
          { path: '/forgot-password', element: <ForgotPasswordPage />, ...titled('Forgot Password') },
          { path: '/reset-password', element: <ResetPasswordPage />, ...titled('Update Password') },
          {
            // Open to visitors too (issue 29): the portal's shell once signed in, a public one before.
            element: <DocsShell />,
            children: DOC_ROUTES.map(([path, doc, title]) => ({
              path,
              element: <DocsPage doc={doc} />,
              ...titled(`${title} · Docs`),
            })),
          },
          {
            element: <AppShell />,
            children: [
              {
                // A role opening a screen its menu item is not for sees the permission screen.
                element: <ScreenAccess />,
                children: [
                  { path: '/', element: <DashboardPage />, ...titled('Dashboard') },
                  { path: '/transaction', element: <TransactionsPage />, ...titled('Transaction') },
                  { path: '/payer', element: <PayerPage />, ...titled('Payer') },
                  { path: '/apps', element: <AppsPage />, ...titled('Apps') },
                  { path: '/apps/:app_id/webhooks', element: <WebhookLogPage />, ...titled('Webhook deliveries') },
                  { path: '/channels/:app_id', element: <ChannelsPage />, ...titled('Channels') },
                  { path: '/sources', element: <SourcesPage />, ...titled('Sources') },
                  { path: '/users', element: <UsersPage />, ...titled('User Manager') },
                  { path: '/tool/api', element: <ApiToolPage />, ...titled('Api Tool') },
                  { path: '/audit', element: <AuditPage />, ...titled('Audit Log') },
                  { path: '/balance', element: <BalancePage />, ...titled('Balance history') },
                  { path: '/balance/statement', element: <StatementPage />, ...titled('Statements') },
                  { path: '/profile', element: <ProfilePage />, ...titled('Profile') },
                  { path: '/report', element: <ReportPage />, ...titled('Reports') },
                  ...REPORTS.map(([path, report, title]) => ({
                    path,
                    element: <ReportChartPage report={report} />,
                    ...titled(title),
                  })),
                  { path: '/report_fee', element: <FeeReportPage />, ...titled('Fee report') },
                  { path: '/report_payout', element: <PayoutReportPage />, ...titled('Payout report') },
                  { path: '/notification', element: <NotificationPage />, ...titled('Notification') },
                  { path: '/setting', element: <SettingPage />, ...titled('Setting') },
                  { path: '/404', element: <NotFoundPage />, ...titled('Page not found') },
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
export const routeTitle = (pathname: string): string => {
  const matched = matchRoutes(routes, pathname) ?? [];
  const title = matched.map(({ route }) => (route.handle as { title?: string } | undefined)?.title).findLast(Boolean);
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
};

/** The one place that sets document.title: every route's own, on every navigation. */
const useRouteTitle = (pathname: string) => {
  // matchRoutes walks the whole route table: once per path, not on every render of the shell.
  const title = useMemo(() => routeTitle(pathname), [pathname]);
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
