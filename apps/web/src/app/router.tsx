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
const ComingSoonPage = page(() => import('../features/placeholder/ComingSoonPage'), 'ComingSoonPage');

/** Screens of later issues: the route exists with its title (issue #2 §7). */
const LATER: [string, string][] = [
  ['/', 'Dashboard'],
  ['/transaction', 'Transaction'],
  ['/report', 'Report'],
  ['/report_revenue', 'Revenue report'],
  ['/report_number', 'Transaction count report'],
  ['/report_channel', 'Channel report'],
  ['/report_source', 'Traffic source report'],
  ['/report_active', 'Hourly activity report'],
  ['/tool/api', 'Api Tool'],
  ['/profile', 'Profile'],
  ['/docs/banks', 'Banks'],
  ['/docs/cashout-banks', 'Cash-out banks'],
  ['/docs/crypto', 'Crypto'],
  ['/docs/direct-transfers', 'Direct transfers'],
  ['/Docs/API', 'API documentation'],
  ['/Docs/API/paygate', 'Paygate API'],
  ['/docs/webhook', 'Webhook'],
  ['/docs/errorATM', 'ATM error codes'],
  ['/docs/errorVA', 'VA error codes'],
  ['/docs/error/paygate', 'Paygate error codes'],
  ['/docs/callback-url', 'Callback URL'],
];

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
              ...LATER.map(([path, title]) => ({ path, element: <ComingSoonPage title={title} /> })),
              { path: '/apps', element: <AppsPage /> },
              { path: '/channels/:app_id', element: <ChannelsPage /> },
              { path: '/users', element: <UsersPage /> },
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
