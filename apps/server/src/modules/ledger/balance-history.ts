import { Readable } from 'node:stream';
import { type AppStatus, BALANCE_HISTORY_COUNT_CAP } from '@paygate/contracts';
import { and, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ledgerAccounts, ledgerEntries } from '../../db/schema.js';
import { CSV_EOL, type CsvColumn, csvHeader, csvLine, localTime, plain } from '../../lib/http/csv.js';
import { normalize } from '../../lib/money.js';

// Issue 30 item 1: the balance history, a read model of the ledger. Every line that moved one of an
// app's merchant balances, newest first, with the balance after it — written by the statement that
// moved the balance (ledger.service.ts, docs/adr/0030), so nothing here sums the ledger.

/** What a page or an export is of: one app's balances in one environment, narrowed by the rest. */
export type BalanceHistoryFilter = {
  appId: string;
  environment: AppStatus;
  currency?: string | undefined;
  /** '' for VND; undefined for every chain. */
  chain?: string | undefined;
  kinds?: readonly string[] | undefined;
  from?: Date | undefined;
  until?: Date | undefined;
};

export type BalanceMovement = {
  id: string;
  createdAt: Date;
  kind: string;
  paymentId: string | null;
  currency: string;
  chain: string | null;
  amount: string;
  /** The gateway's fee in the same posting: what the merchant paid (negative when given back); null if none. */
  fee: string | null;
  balanceAfter: string;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Lines per read of an export: one keyset page at a time, so its memory stays flat. */
const EXPORT_CHUNK = 1000;

/** The balances a filter reads, and how many lines each has (counted as the balance moves). */
type Account = { id: string; movements: number };

/** A count: exact, or BALANCE_HISTORY_COUNT_CAP when more lines match (capped). */
export type BalanceHistoryTotal = { total: number; capped: boolean };

export class BalanceHistory {
  constructor(private readonly db: Db) {}

  /** The app's merchant balances the filter keeps: a handful of rows, read first so the planner knows them. */
  private accounts(filter: BalanceHistoryFilter): Promise<Account[]> {
    return this.db
      .select({ id: ledgerAccounts.id, movements: ledgerAccounts.movements })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.appId, filter.appId),
          eq(ledgerAccounts.environment, filter.environment),
          eq(ledgerAccounts.kind, 'merchant'),
          filter.currency !== undefined ? eq(ledgerAccounts.currency, filter.currency) : undefined,
          filter.chain !== undefined ? eq(ledgerAccounts.chain, filter.chain) : undefined,
        ),
      )
      .orderBy(ledgerAccounts.id);
  }

  /** The lines of `accounts` the filter keeps, below `before` (a seq) when given. */
  private lineWhere(accounts: readonly Account[], filter: BalanceHistoryFilter, before?: number): SQL | undefined {
    return and(
      inArray(
        ledgerEntries.accountId,
        accounts.map((a) => a.id),
      ),
      filter.kinds && filter.kinds.length > 0 ? inArray(ledgerEntries.kind, [...filter.kinds]) : undefined,
      filter.from ? gte(ledgerEntries.createdAt, filter.from) : undefined,
      filter.until ? lt(ledgerEntries.createdAt, filter.until) : undefined,
      before !== undefined ? lt(ledgerEntries.seq, before) : undefined,
    );
  }

  /**
   * The ids of the newest `take` lines after `skip`, across the balances. Each balance is read
   * newest first on its own (account_id, seq) index and stops at skip + take lines; the branches
   * are merged by seq. One `account_id IN (…) ORDER BY seq` cannot walk that index in seq order
   * and sorts every line of the balances instead: 250 ms for the first page of a 500,000-line
   * balance against 0.2 ms (BENCHMARKS.md, "Balance history").
   */
  private async newest(
    accounts: readonly Account[],
    filter: BalanceHistoryFilter,
    window: { skip: number; take: number; before?: number | undefined },
  ): Promise<{ id: string; seq: number }[]> {
    if (accounts.length === 0) return [];
    const branches = accounts.map(
      (a) =>
        sql`(select ${ledgerEntries.id} as id, ${ledgerEntries.seq} as seq from ${ledgerEntries}
          where ${this.lineWhere([a], filter, window.before)}
          order by ${ledgerEntries.seq} desc limit ${window.skip + window.take})`,
    );
    const rows = await this.db.execute(
      sql`select id, seq from (${sql.join(branches, sql` union all `)}) merged
        order by seq desc limit ${window.take} offset ${window.skip}`,
    );
    return rowsOf<{ id: string; seq: string | number }>(rows).map((r) => ({ id: r.id, seq: Number(r.seq) }));
  }

  private select(ids: readonly string[]) {
    return this.db
      .select({
        id: ledgerEntries.id,
        seq: ledgerEntries.seq,
        createdAt: ledgerEntries.createdAt,
        kind: ledgerEntries.kind,
        paymentId: ledgerEntries.paymentId,
        currency: ledgerAccounts.currency,
        chain: ledgerAccounts.chain,
        amount: ledgerEntries.amount,
        fee: ledgerEntries.fee,
        balanceAfter: ledgerEntries.balanceAfter,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(inArray(ledgerEntries.id, [...ids]))
      .orderBy(desc(ledgerEntries.seq));
  }

  /** A page, newest first: within a balance a later number is a later balance (the row was locked). */
  async page(filter: BalanceHistoryFilter, page: { offset: number; limit: number }): Promise<BalanceMovement[]> {
    const lines = await this.newest(await this.accounts(filter), filter, { skip: page.offset, take: page.limit });
    if (lines.length === 0) return [];
    const rows = await this.select(lines.map((l) => l.id));
    return rows.map(movementOf);
  }

  /**
   * How many lines the filter keeps. Without a kind or dates it is the balances' own count
   * (ledger_accounts.movements, kept by the statement that moves them): nothing of the ledger is
   * read. With them, lines are counted up to BALANCE_HISTORY_COUNT_CAP, so a filter over a large
   * ledger stops there instead of counting every line on each page.
   */
  async total(filter: BalanceHistoryFilter): Promise<BalanceHistoryTotal> {
    const accounts = await this.accounts(filter);
    if (accounts.length === 0) return { total: 0, capped: false };
    const narrowed = (filter.kinds && filter.kinds.length > 0) || filter.from || filter.until;
    if (!narrowed) return { total: accounts.reduce((n, a) => n + Number(a.movements), 0), capped: false };
    const counted = await this.db.execute(
      sql`select count(*)::int as n from (
        select 1 from ${ledgerEntries}
        where ${this.lineWhere(accounts, filter)}
        limit ${BALANCE_HISTORY_COUNT_CAP + 1}
      ) counted`,
    );
    const n = Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0);
    return n > BALANCE_HISTORY_COUNT_CAP
      ? { total: BALANCE_HISTORY_COUNT_CAP, capped: true }
      : { total: n, capped: false };
  }

  /** The filter's lines as CSV, newest first, read a keyset chunk at a time (ids by `newest`, then the lines). */
  exportStream(filter: BalanceHistoryFilter, timeZone: string): Readable {
    const db = this.db;
    const newest = this.newest.bind(this);
    const accountsOf = () => this.accounts(filter);
    const columns = csvColumns(timeZone);
    async function* chunks() {
      yield csvHeader(columns);
      const accounts = await accountsOf();
      let before: number | undefined;
      for (;;) {
        const ids = await newest(accounts, filter, { skip: 0, take: EXPORT_CHUNK, before });
        if (ids.length === 0) return;
        const rows = await db
          .select({ line: csvLine(columns).mapWith(String) })
          .from(ledgerEntries)
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
          .where(
            inArray(
              ledgerEntries.id,
              ids.map((l) => l.id),
            ),
          )
          .orderBy(desc(ledgerEntries.seq));
        yield rows.map((r) => r.line + CSV_EOL).join('');
        before = ids[ids.length - 1]?.seq;
        if (ids.length < EXPORT_CHUNK) return;
      }
    }
    return Readable.from(chunks(), { objectMode: false });
  }
}

/** The export's columns: what the screen shows, in the partner's time zone. */
const csvColumns = (timeZone: string): CsvColumn[] => [
  // Headers are codes, like the API's field names, in every language (issue 31): an import reads one header.
  { header: 'time', value: localTime(sql`${ledgerEntries.createdAt}`, timeZone) },
  { header: 'kind', value: plain(sql`${ledgerEntries.kind}`) },
  { header: 'payment_id', value: plain(sql`${ledgerEntries.paymentId}`) },
  { header: 'currency', value: plain(sql`${ledgerAccounts.currency}`) },
  { header: 'chain', value: plain(sql`${ledgerAccounts.chain}`) },
  { header: 'amount', value: plain(sql`trim_scale(${ledgerEntries.amount})`) },
  { header: 'fee', value: plain(sql`trim_scale(${ledgerEntries.fee})`) },
  { header: 'balance_after', value: plain(sql`trim_scale(${ledgerEntries.balanceAfter})`) },
];

const movementOf = (r: {
  id: string;
  createdAt: Date;
  kind: string;
  paymentId: string | null;
  currency: string;
  chain: string;
  amount: string;
  fee: string | null;
  balanceAfter: string | null;
}): BalanceMovement => ({
  id: r.id,
  createdAt: r.createdAt,
  kind: r.kind,
  paymentId: r.paymentId,
  currency: r.currency,
  chain: r.chain === '' ? null : r.chain,
  amount: normalize(r.amount) ?? '0',
  fee: normalize(r.fee),
  balanceAfter: normalize(r.balanceAfter) ?? '0',
});
