// Per-route JavaScript a browser downloads, gzip-compressed, from Vite's manifest, against the
// issue #2 budget (/login ≤ 200 KB, every route ≤ 400 KB); writes dist/bundle-sizes.json.
// A route is the entry, its lazily loaded layouts and page, and everything those import
// statically. A route over budget fails the build, except the routes listed in NOT_YET_ENFORCED:
// those are over today, reported as such here, in BENCHMARKS.md and in the README's known gaps.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// BUNDLE_DIST measures another build's output (e.g. `vite build --outDir /tmp/x`).
const dist = path.resolve(process.env.BUNDLE_DIST ?? path.join(import.meta.dirname, '../dist'));
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
// Two pages: the portal (index.html) and the hosted checkout (checkout.html, its own entry).
const entryKey = 'index.html' in manifest ? 'index.html' : Object.keys(manifest).find((k) => manifest[k].isEntry);
/** Routes served by another page than the portal: measured from that page's entry alone. */
const ENTRY_OF = { '/checkout/:token': 'checkout.html' };
const gz = new Map();
const gzipSize = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(dist, file))).length);
  return gz.get(file);
};

/** A chunk and everything it imports statically: what loads before it can run. */
const closure = (key, seen = new Set()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
};
const jsOf = (keys) => [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));

// The layouts of src/app/router.tsx: /login has none, the other account screens load antd's
// root, the authenticated screens also the shell.
const ANTD = ['src/app/AntdRoot.tsx'];
const SHELL = [...ANTD, 'src/app/shell/AppShell.tsx'];
const account = (page) => [...ANTD, `src/features/account/${page}.tsx`];
const shell = (page) => [...SHELL, `src/features/${page}.tsx`];

/** Every route of src/app/router.tsx, with the modules it loads lazily. */
const ROUTES = {
  '/login': ['src/features/account/LoginPage.tsx'],
  '/register': account('RegisterPage'),
  '/register-success': account('RegisterPage'),
  '/active/:token': account('ActivePage'),
  '/register-partner': account('RegisterPartnerPage'),
  '/join-partner': account('JoinPartnerPage'),
  '/forgot-password': account('ForgotPasswordPage'),
  '/reset-password': account('ResetPasswordPage'),
  '/': shell('dashboard/DashboardPage'),
  '/transaction': shell('transactions/TransactionsPage'),
  '/report': shell('reports/ReportPage'),
  '/report_* (5 charts)': shell('reports/ReportChartPage'),
  '/apps': shell('apps/AppsPage'),
  '/channels/:app_id': shell('channels/ChannelsPage'),
  '/users': shell('users/UsersPage'),
  '/tool/api': shell('api-tool/ApiToolPage'),
  '/profile': shell('profile/ProfilePage'),
  '/notification': shell('notification/NotificationPage'),
  '/setting': shell('settings/SettingPage'),
  '/docs/* (11 pages)': shell('docs/DocsPage'),
  '/404': shell('errors/NotFoundPage'),
  // The hosted checkout that payers open on their phones (issue #4): its own page and budget.
  '/checkout/:token': [],
};
/** Routes over budget that the build does not fail on yet: none, every route is enforced (issue #3). */
const NOT_YET_ENFORCED = new Set([]);
const BUDGET = { '/login': 200 * 1024, '/checkout/:token': 100 * 1024, default: 400 * 1024 };

// A page the table does not measure would escape the budget: name it and stop.
const measured = new Set(Object.values(ROUTES).flat());
const unmeasured = Object.keys(manifest).filter(
  (k) => manifest[k].isDynamicEntry && /Page\.tsx$/.test(k) && !measured.has(k),
);
if (unmeasured.length) {
  console.error(`Pages without a route in bundle-report.mjs ROUTES: ${unmeasured.join(', ')}`);
  process.exit(1);
}

const rows = [];
let failed = false;
for (const [route, keys] of Object.entries(ROUTES)) {
  const all = new Set(closure(ENTRY_OF[route] ?? entryKey));
  for (const key of keys) {
    if (!manifest[key]) throw new Error(`${key} is not a chunk of the build: update ROUTES in bundle-report.mjs`);
    closure(key, all);
  }
  const files = jsOf(all);
  const bytes = files.reduce((sum, f) => sum + gzipSize(f), 0);
  const budget = BUDGET[route] ?? BUDGET.default;
  const enforced = !NOT_YET_ENFORCED.has(route);
  if (bytes > budget && enforced) failed = true;
  rows.push({
    route,
    files: files.length,
    gzipKB: Number((bytes / 1024).toFixed(1)),
    budgetKB: budget / 1024,
    ok: bytes <= budget,
    enforced,
  });
}
console.table(rows);
writeFileSync(
  path.join(dist, 'bundle-sizes.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), routes: rows }, null, 2)}\n`,
);
const known = rows.filter((r) => !r.ok && !r.enforced).map((r) => r.route);
if (known.length) console.warn(`Over budget, not enforced yet (known gap): ${known.join(', ')}`);
const fixed = rows.filter((r) => r.ok && !r.enforced).map((r) => r.route);
if (fixed.length) console.warn(`Within budget now, enforce them (remove from NOT_YET_ENFORCED): ${fixed.join(', ')}`);
if (failed) {
  console.error('OVER BUDGET: a route is over its JavaScript budget (gzip); see the table above.');
  process.exit(1);
}
