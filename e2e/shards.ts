// `npm test` runs the spec files in shards side by side, each with its own server, port and data
// folder (E2E_SHARD=i/N, scripts/test-all.mjs): the browser tests wait far more than they compute
// (11 tests: 151 s wall, 62 CPU s on the quiet 2-core machine, 2026-12-07), so one runner of every
// file was the run's longest step. A file stays whole in one shard (its tests share a sign-in and
// data); the files are dealt by their seconds, the longest first, each to the shard with the least
// so far, so that the shards end together. Every file is in exactly one shard.

/**
 * Seconds each file took in `npm test`'s fresh-clone run of 7dd1f82 (2026-12-07, beside the other
 * steps): only their proportions matter. A file not listed counts DEFAULT_SECONDS until added.
 */
export const SPEC_SECONDS: Readonly<Record<string, number>> = {
  'a11y-routes.spec.ts': 599,
  'money.spec.ts': 467,
  'profile-docs.spec.ts': 268,
  'apps.spec.ts': 116,
  'transactions.spec.ts': 98,
  'saved-views.spec.ts': 93,
  'global-search.spec.ts': 86,
  'payments.spec.ts': 81,
  'vietnamese.spec.ts': 80,
  'keyboard.spec.ts': 79,
  'refunds.spec.ts': 64,
  'shell.spec.ts': 63,
  'complaints.spec.ts': 63,
  'webhook-log.spec.ts': 55,
  'live-transactions.spec.ts': 55,
  'account.spec.ts': 51,
  'money-directions.spec.ts': 50,
  'fee-payout-reports.spec.ts': 45,
  'refund-figures.spec.ts': 40,
  'statements.spec.ts': 37,
  'routing.spec.ts': 36,
  'audit.spec.ts': 36,
  'filter-requests.spec.ts': 36,
  'docs-public.spec.ts': 32,
  'language.spec.ts': 30,
  'invites.spec.ts': 30,
  'money-fee-preview.spec.ts': 30,
  'sources.spec.ts': 28,
  'messages.spec.ts': 27,
  'fit.spec.ts': 26,
  'sandbox.spec.ts': 26,
  'balance.spec.ts': 25,
  'menu-roles.spec.ts': 24,
  'phone-menu.spec.ts': 11,
  'dashboard-range.spec.ts': 8,
};
const DEFAULT_SECONDS = 60;

/** `i/N` (1 ≤ i ≤ N) read from E2E_SHARD; undefined for every file. */
export const parseShard = (value: string | undefined): { index: number; count: number } | undefined => {
  if (!value) return undefined;
  const match = /^(\d+)\/(\d+)$/.exec(value);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || index < 1 || index > count) throw new Error(`E2E_SHARD is "${value}": write i/N, e.g. 2/4`);
  return { index, count };
};

/** The files of shard `index` (1-based) of `count`: longest first, each to the lightest shard. */
export const shardFiles = (files: readonly string[], index: number, count: number): string[] => {
  const shards = Array.from({ length: count }, () => ({ seconds: 0, files: [] as string[] }));
  const byLength = [...files].sort(
    (a, b) => (SPEC_SECONDS[b] ?? DEFAULT_SECONDS) - (SPEC_SECONDS[a] ?? DEFAULT_SECONDS) || a.localeCompare(b),
  );
  for (const file of byLength) {
    const lightest = shards.reduce((min, shard) => (shard.seconds < min.seconds ? shard : min));
    lightest.seconds += SPEC_SECONDS[file] ?? DEFAULT_SECONDS;
    lightest.files.push(file);
  }
  return shards[index - 1]!.files.sort();
};
