import { randomUUID } from 'node:crypto';
import { AMOUNT_GREATER_THAN_AVAILABLE, type AppStatus } from '@paygate/contracts';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { ledgerAccounts, ledgerEntries } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { decimal, milli, normalize } from '../../lib/money.js';
import { type AccountKey, type AccountKind, isAppAccount, type Posting, postingFee } from './postings.js';

export type Balance = { amount: string; currency: string; chain: string | null };

const keyOf = (a: AccountKey) => `${a.appId ?? '-'}|${a.environment}|${a.kind}|${a.currency}|${a.chain}`;

const isCheckViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23514' || e.cause?.code === '23514';
};

/** The balance constraint refused a debit: callers tell it apart by class, never by message. */
export class InsufficientFunds extends AppError {
  constructor() {
    super(AMOUNT_GREATER_THAN_AVAILABLE, 'BAD_USER_INPUT', { fields: { amount: AMOUNT_GREATER_THAN_AVAILABLE } });
  }
}

export const insufficientFunds = () => new InsufficientFunds();

/** Double-entry postings. Every call runs inside the caller's transaction. */
/** The one order balance rows are locked in, everywhere (by account id): two postings never deadlock. */
const byPostingOrder = (accountIds: string[]) => [...accountIds].sort((a, b) => a.localeCompare(b));

export class LedgerService {
  constructor(private readonly db: Db) {}

  /**
   * The ids of the posting's accounts: one query when they exist (the usual case); missing ones
   * are created (a concurrent creator wins the unique key, and its row is read back).
   */
  private async accountIds(tx: Tx, keys: AccountKey[]): Promise<Map<string, string>> {
    const wanted = [...new Map(keys.map((k) => [keyOf(k), k])).values()];
    const matches = (list: AccountKey[]) =>
      or(
        ...list.map((key) =>
          and(
            key.appId ? eq(ledgerAccounts.appId, key.appId) : isNull(ledgerAccounts.appId),
            eq(ledgerAccounts.environment, key.environment),
            eq(ledgerAccounts.kind, key.kind),
            eq(ledgerAccounts.currency, key.currency),
            eq(ledgerAccounts.chain, key.chain),
          ),
        ),
      );
    const read = async (list: AccountKey[]) => {
      const rows = await tx
        .select({
          id: ledgerAccounts.id,
          appId: ledgerAccounts.appId,
          environment: ledgerAccounts.environment,
          kind: ledgerAccounts.kind,
          currency: ledgerAccounts.currency,
          chain: ledgerAccounts.chain,
        })
        .from(ledgerAccounts)
        .where(matches(list));
      for (const r of rows) ids.set(keyOf({ ...r, kind: r.kind as AccountKind }), r.id);
    };
    const ids = new Map<string, string>();
    if (wanted.length === 0) return ids;
    await read(wanted);
    const missing = wanted.filter((k) => !ids.has(keyOf(k)));
    if (missing.length > 0) {
      await tx
        .insert(ledgerAccounts)
        .values(
          missing.map((key) => ({
            appId: key.appId,
            environment: key.environment,
            kind: key.kind,
            currency: key.currency,
            chain: key.chain,
          })),
        )
        .onConflictDoNothing();
      await read(missing);
    }
    for (const k of wanted) if (!ids.has(keyOf(k))) throw new Error(`ledger account ${keyOf(k)} was not created`);
    return ids;
  }

  /**
   * Writes one balanced posting. Merchant balances move in the same statement order every time
   * (by account id) so concurrent postings never deadlock; the CHECK constraint refuses a
   * negative balance, which surfaces as 'Amount is greater than available' and aborts the
   * caller's transaction — nothing of it is kept.
   */
  async post(tx: Tx, posting: Posting): Promise<void> {
    const sums = new Map<string, bigint>();
    for (const line of posting.lines) {
      const currency = `${line.account.currency}|${line.account.chain}`;
      sums.set(currency, (sums.get(currency) ?? 0n) + milli(line.amount));
    }
    for (const [currency, sum] of sums) {
      if (sum !== 0n) throw new Error(`unbalanced posting ${posting.kind}: ${currency} sums to ${decimal(sum)}`);
    }
    const postingId = randomUUID();
    const fee = postingFee(posting.kind, posting.lines);
    const moving = posting.lines.filter(
      (l) => milli(l.amount) !== 0n || (fee !== null && l.account.kind === 'merchant'),
    );
    const ids = await this.accountIds(
      tx,
      moving.map((l) => l.account),
    );
    const resolved = moving.map((l) => ({ ...l, accountId: ids.get(keyOf(l.account)) ?? '' }));
    if (resolved.length === 0) return;
    const entryOf = (l: (typeof resolved)[number]) => ({
      postingId,
      accountId: l.accountId,
      paymentId: posting.paymentId,
      refundId: posting.refundId ?? null,
      kind: posting.kind,
      amount: l.amount,
      fee: l.account.kind === 'merchant' ? fee : null,
      ...(posting.at ? { createdAt: posting.at } : {}),
    });
    const merchantLines = new Map<string, typeof resolved>();
    for (const l of resolved) {
      if (isAppAccount(l.account.kind)) merchantLines.set(l.accountId, [...(merchantLines.get(l.accountId) ?? []), l]);
    }
    const gatewayLines = resolved.filter((l) => !isAppAccount(l.account.kind));
    if (gatewayLines.length > 0) await tx.insert(ledgerEntries).values(gatewayLines.map(entryOf));
    // Balances last (PaymentsService, hot rows last): a merchant's balance row is what its
    // concurrent payments queue on, so it is locked after the gateway's lines are written, not
    // before. Its own lines are written by the statement that moves it (docs/adr/0030): the row is
    // locked there, so each line's balance after it, and its number, follow the balance's order.
    try {
      for (const id of byPostingOrder([...merchantLines.keys()])) {
        const lines = merchantLines.get(id) ?? [];
        await tx.execute(this.moveBalance(id, lines.map(entryOf), posting.at));
      }
    } catch (error) {
      if (isCheckViolation(error)) throw insufficientFunds();
      throw error;
    }
  }

  /**
   * One statement: the balance moves by the lines' sum, and the lines are written with the balance
   * after each (the last line's is the new balance; an earlier one's is less the lines after it).
   */
  private moveBalance(accountId: string, lines: (typeof ledgerEntries.$inferInsert)[], at: Date | undefined) {
    const delta = lines.reduce((sum, l) => sum + milli(l.amount), 0n);
    let later = delta;
    const rows = lines.map((l, i) => {
      later -= milli(l.amount);
      return sql`(${i}::int, ${l.postingId}::uuid, ${l.paymentId ?? null}::uuid, ${l.refundId ?? null}::uuid, ${l.kind}::text, ${l.amount}::numeric, ${l.fee ?? null}::numeric, ${decimal(later)}::numeric)`;
    });
    return sql`with moved as (
        update ${ledgerAccounts}
        set balance = balance + ${decimal(delta)}::numeric, movements = movements + ${lines.length}
        where id = ${accountId}
        returning balance
      )
      insert into ${ledgerEntries} (posting_id, account_id, payment_id, refund_id, kind, amount, fee, balance_after, created_at)
      select line.posting_id, ${accountId}::uuid, line.payment_id, line.refund_id, line.kind, line.amount, line.fee, moved.balance - line.later,
        coalesce(${at?.toISOString() ?? null}::timestamptz, now())
      from moved, (values ${sql.join(rows, sql`, `)}) as line(n, posting_id, payment_id, refund_id, kind, amount, fee, later)
      order by line.n`;
  }

  /**
   * An app's available balance in one currency, read with it and its held balance locked until the
   * transaction ends (0 when it has none yet): what a complaint's hold may take (ADR 0031), read
   * where nothing can move it first. Both rows are locked here, in the order `post` moves balances
   * (by account id), because the hold then moves both: locking the available one alone first let
   * a complaint and a release of another complaint each hold the row the other waited for.
   */
  async lockedBalance(tx: Tx, account: { appId: string; environment: AppStatus; currency: string; chain: string }) {
    const available = { ...account, kind: 'merchant' as const };
    const ids = await this.accountIds(tx, [available, { ...account, kind: 'merchant_held' }]);
    const availableId = ids.get(keyOf(available));
    let balance = '0';
    for (const id of byPostingOrder([...ids.values()])) {
      const [row] = await tx
        .select({ balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.id, id))
        .for('update');
      if (id === availableId) balance = row?.balance ?? '0';
    }
    return normalize(balance) ?? '0';
  }

  /** The merchant balances of an app in one environment; VND always first, even when zero. */
  async balances(appId: string, environment: AppStatus, db: Db | Tx = this.db): Promise<Balance[]> {
    const rows = await db
      .select({ balance: ledgerAccounts.balance, currency: ledgerAccounts.currency, chain: ledgerAccounts.chain })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.appId, appId),
          eq(ledgerAccounts.environment, environment),
          eq(ledgerAccounts.kind, 'merchant'),
        ),
      )
      .orderBy(asc(ledgerAccounts.currency), asc(ledgerAccounts.chain));
    const list = rows.map((r) => ({
      amount: normalize(r.balance) ?? '0',
      currency: r.currency,
      chain: r.chain === '' ? null : r.chain,
    }));
    const vnd = list.find((b) => b.currency === 'VND') ?? { amount: '0', currency: 'VND', chain: null };
    return [vnd, ...list.filter((b) => b.currency !== 'VND')];
  }

  async balanceOf(appId: string, environment: AppStatus, currency: string, chain: string): Promise<string | null> {
    const [row] = await this.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.appId, appId),
          eq(ledgerAccounts.environment, environment),
          eq(ledgerAccounts.kind, 'merchant'),
          eq(ledgerAccounts.currency, currency),
          eq(ledgerAccounts.chain, chain),
        ),
      );
    return row ? normalize(row.balance) : null;
  }
}
