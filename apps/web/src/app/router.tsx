import { type ComponentType, isValidElement, lazy } from 'react';
import { matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { AuthGate } from './AuthGate';

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
const ChannelsPage = page(() => import('../features/channels/ChannelsPage'), 'ChannelsPage');
const UsersPage = page(() => import('../features/users/UsersPage'), 'UsersPage');
const ApiToolPage = page(() => import('../features/api-tool/ApiToolPage'), 'ApiToolPage');
const ProfilePage = page(() => import('../features/profile/ProfilePage'), 'ProfilePage');
const ReportPage = page(() => import('../features/reports/ReportPage'), 'ReportPage');
const ReportChartPage = page(() => import('../features/reports/ReportChartPage'), 'ReportChartPage');
const DocsPage = page(() => import('../features/docs/DocsPage'), 'DocsPage');
const DashboardPage = page(() => import('../features/dashboard/DashboardPage'), 'DashboardPage');
const TransactionsPage = page(() => import('../features/transactions/TransactionsPage'), 'TransactionsPage');

/** The static demonstration reports of spec §2.3. */
const REPORTS = [
  ['/report_revenue', 'revenue'],
  ['/report_number', 'number'],
  ['/report_channel', 'channel'],
  ['/report_source', 'source'],
  ['/report_active', 'active'],
] as const;

/** The eleven documentation pages of spec §2.3, exact paths (two capitalised). */
const DOC_ROUTES = [
  ['/docs/banks', 'banks'],
  ['/docs/cashout-banks', 'cashout-banks'],
  ['/docs/crypto', 'crypto'],
  ['/docs/direct-transfers', 'direct-transfers'],
  ['/Docs/API', 'api'],
  ['/Docs/API/paygate', 'api-paygate'],
  ['/docs/webhook', 'webhook'],
  ['/docs/errorATM', 'error-atm'],
  ['/docs/errorVA', 'error-va'],
  ['/docs/error/paygate', 'error-paygate'],
  ['/docs/callback-url', 'callback-url'],
] as const;

const routes: RouteObject[] = [
  {
    element: <AuthGate />,
    children: [
      // /login loads without antd (JavaScript budget); account screens: no header, no sidebars.
      { path: '/login', element: <LoginPage /> },
      {
        element: <AntdRoot />,
        children: [
          { path: '/register', element: <RegisterPage /> },
          { path: '/register-success', element: <RegisterSuccessPage /> },
          { path: '/active/:token', element: <ActivePage /> },
          { path: '/register-partner', element: <RegisterPartnerPage /> },
          { path: '/join-partner', element: <JoinPartnerPage /> },
          { path: '/forgot-password', element: <ForgotPasswordPage /> },
          { path: '/reset-password', element: <ResetPasswordPage /> },
          {
            element: <AppShell />,
            children: [
              { path: '/', element: <DashboardPage /> },
              { path: '/transaction', element: <TransactionsPage /> },
              { path: '/apps', element: <AppsPage /> },
              { path: '/channels/:app_id', element: <ChannelsPage /> },
              { path: '/users', element: <UsersPage /> },
              { path: '/tool/api', element: <ApiToolPage /> },
              { path: '/profile', element: <ProfilePage /> },
              { path: '/report', element: <ReportPage /> },
              ...REPORTS.map(([path, report]) => ({ path, element: <ReportChartPage report={report} /> })),
              ...DOC_ROUTES.map(([path, doc]) => ({ path, caseSensitive: true, element: <DocsPage doc={doc} /> })),
              { path: '/notification', element: <NotificationPage /> },
              { path: '/setting', element: <SettingPage /> },
              { path: '/404', element: <NotFoundPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

/** Starts loading every lazy layout and page a path needs at once (import() is idempotent). */
const preload = (pathname: string) => {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
    if (typeof type === 'object' && type !== null && 'preload' in type && typeof type.preload === 'function') {
      void type.preload();
    }
  }
};

export const AppRoutes = () => {
  const { pathname } = useLocation();
  preload(pathname);
  return useRoutes(routes);
};
