// Every route of apps/web/src/app/router.tsx, with who opens it: one list for the checks that
// visit them all (the JavaScript budget in e2e/perf/budget.ts, the accessibility sweep in
// e2e/tests/a11y-routes.spec.ts), so a new screen is added once and checked by both.

export type RouteVisitor = 'nobody' | 'owner' | 'supporter' | 'partnerless';
export type PortalRoute = { path: string; as: RouteVisitor; label?: string };

export const REPORT_ROUTES = ['revenue', 'number', 'channel', 'source', 'active', 'fee', 'payout'].map(
  (r) => `/report_${r}`,
);
export const DOCS_ROUTES = [
  '/docs/banks',
  '/docs/cashout-banks',
  '/docs/crypto',
  '/docs/direct-transfers',
  '/Docs/API',
  '/Docs/API/paygate',
  '/docs/webhook',
  '/docs/errorATM',
  '/docs/errorVA',
  '/docs/error/paygate',
  '/docs/callback-url',
];

/** The portal's routes (the hosted checkout is its own page, not listed). `appId`: an app of the owner. */
export const portalRoutes = (appId: string): PortalRoute[] => {
  const out = (p: string, label?: string): PortalRoute => ({ path: p, as: 'nobody', label });
  const partnerless = (p: string): PortalRoute => ({ path: p, as: 'partnerless' });
  const shell = (p: string, label?: string): PortalRoute => ({ path: p, as: 'owner', label });
  return [
    out('/login'),
    out('/register'),
    out('/register-success'),
    out('/active/not-a-real-token', '/active/:token'),
    out('/forgot-password'),
    out('/reset-password?user_id=1&token=measure', '/reset-password'),
    // The documentation without an account (issue 29): its own light frame.
    out('/Docs/API', '/Docs/API (signed out)'),
    partnerless('/register-partner'),
    partnerless('/join-partner'),
    shell('/', '/ (dashboard)'),
    shell('/transaction'),
    shell(`/payer?app_id=${appId}&user_id=cust-0001`, '/payer'),
    shell('/balance'),
    shell('/balance/statement'),
    shell('/apps'),
    shell(`/channels/${appId}`, '/channels/:app_id'),
    shell(`/apps/${appId}/webhooks`, '/apps/:app_id/webhooks'),
    shell('/sources'),
    shell('/users'),
    shell('/tool/api'),
    shell('/audit'),
    shell('/profile'),
    shell('/report'),
    ...REPORT_ROUTES.map((p) => shell(p)),
    ...DOCS_ROUTES.map((p) => shell(p)),
    shell('/notification'),
    shell('/setting'),
    shell('/404'),
    // A role that opens a screen it may not use by URL sees the permission screen (issue #12 item 9).
    { path: '/users', as: 'supporter', label: '(permission screen)' },
    { path: '/audit', as: 'supporter', label: '/audit (permission screen)' },
  ];
};
