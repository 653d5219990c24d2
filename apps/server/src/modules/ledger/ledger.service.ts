import { randomUUID } from 'node:crypto';
import { AMOUNT_GREATER_THAN_AVAILABLE, type AppStatus } from '@paygate/contracts';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ledgerAccounts, ledgerEntries } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { Tx } from '../../lib/jobs.js';
import { decimal, milli, normalize } from '../../lib/money.js';
import type { AccountKey, AccountKind, Posting } from './postings.js';

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
    const moving = posting.lines.filter((l) => milli(l.amount) !== 0n);
    const ids = await this.accountIds(
      tx,
      moving.map((l) => l.account),
    );
    const resolved = moving.map((l) => ({ ...l, accountId: ids.get(keyOf(l.account)) ?? '' }));
    const merchantDeltas = new Map<string, bigint>();
    for (const l of resolved) {
      if (l.account.kind === 'merchant') {
        merchantDeltas.set(l.accountId, (merchantDeltas.get(l.accountId) ?? 0n) + milli(l.amount));
      }
    }
    if (resolved.length === 0) return;
    await tx.insert(ledgerEntries).values(
      resolved.map((l) => ({
        postingId,
        accountId: l.accountId,
        paymentId: posting.paymentId,
        kind: posting.kind,
        amount: l.amount,
      })),
    );
    // Balances last (PaymentsService, hot rows last): a merchant's balance row is what its
    // concurrent payments queue on, so it is locked after the entries are written, not before.
    try {
      for (const [id, delta] of [...merchantDeltas].sort(([a], [b]) => a.localeCompare(b))) {
        await tx
          .update(ledgerAccounts)
          .set({ balance: sql`${ledgerAccounts.balance} + ${decimal(delta)}::numeric` })
          .where(eq(ledgerAccounts.id, id));
      }
    } catch (error) {
      if (isCheckViolation(error)) throw insufficientFunds();
      throw error;
    }
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
