import {
  type AppStatus,
  STATEMENT_MESSAGES,
  type StatementPeriod,
  statementPeriodLabel,
  statementRange,
} from '@paygate/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { ledgerAccounts, ledgerEntries, payments } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { decimal, milli, normalize } from '../../lib/money.js';

// Issue 30 item 2: a statement of one app's balance in one currency for a closed day or month of
// the partner's calendar (docs/adr/0032-statements.md). The period is a range of the balance's
// line numbers (seq): from after the last line written before its first instant to the last line
// written before its end, so the opening is one line's balance_after (ADR 0030), the closing
// another's, and the lines between are exactly the movements — the identity opening + movements =
// closing is then a check of the ledger itself, made every time, never an assumption.

export type StatementRequest = {
  appId: string;
  environment: AppStatus;
  currency: string;
  /** '' for VND. */
  chain: string;
  period: StatementPeriod;
  timeZone: string;
};

/** One kind of movement in the period: what it put in, what it took out, and the gateway's fee on it. */
export type StatementKind = { kind: string; count: number; credits: string; debits: string; fees: string };

export type Statement = {
  period: string;
  from: Date;
  until: Date;
  currency: string;
  chain: string | null;
  opening: string;
  closing: string;
  kinds: StatementKind[];
  totals: Omit<StatementKind, 'kind'>;
  /** Payments of the app in this currency made in the period and not finished when it was made. */
  pendingPayments: number;
  madeAt: Date;
};

/** opening + movements ≠ closing: the ledger disagrees with itself, and no statement is given. */
export class UnbalancedStatement extends AppError {
  constructor(readonly detail: Record<string, string>) {
    super(STATEMENT_MESSAGES.doesNotAddUp, 'CONFLICT');
  }
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The last line of the balance written before an instant: its number and the balance after it. */
const cutBefore = (accountId: string, at: Date) => sql`(
  select seq, balance_after from ${ledgerEntries}
  where account_id = ${accountId} and created_at < ${at.toISOString()}::timestamptz
  order by created_at desc, seq desc limit 1
)`;

export class Statements {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly onUnbalanced: () => void = () => undefined,
  ) {}

  async make(request: StatementRequest): Promise<Statement> {
    const { from, until } = statementRange(request.period, request.timeZone);
    const base = {
      period: statementPeriodLabel(request.period),
      from,
      until,
      currency: request.currency,
      chain: request.chain === '' ? null : request.chain,
    };
    // One snapshot: the cuts, the sums and the pending count read the same committed ledger.
    return this.db.transaction(
      async (tx) => {
        const [account] = rowsOf<{ id: string }>(
          await tx.execute(sql`select id from ${ledgerAccounts}
            where app_id = ${request.appId} and environment = ${request.environment} and kind = 'merchant'
              and currency = ${request.currency} and chain = ${request.chain}`),
        );
        const pendingPayments = await this.pending(tx as unknown as Db, request, from, until);
        if (!account) {
          const zero = { count: 0, credits: '0', debits: '0', fees: '0' };
          return { ...base, opening: '0', closing: '0', kinds: [], totals: zero, pendingPayments, madeAt: new Date() };
        }
        const [cuts] = rowsOf<{
          open_seq: string | null;
          opening: string | null;
          close_seq: string | null;
          closing: string | null;
        }>(
          await tx.execute(sql`select o.seq as open_seq, o.balance_after as opening, c.seq as close_seq, c.balance_after as closing
            from (select 1) one
            left join ${cutBefore(account.id, from)} o on true
            left join ${cutBefore(account.id, until)} c on true`),
        );
        const openSeq = cuts?.open_seq ?? '0';
        const closeSeq = cuts?.close_seq ?? '0';
        // The period's lines by kind, on the balance's (account_id, seq) index.
        const byKind = rowsOf<{
          kind: string;
          count: number;
          credits: string;
          debits: string;
          fees: string;
        }>(
          // The fee is on the balance's own line (docs/adr/0034): no join with the shared fee account.
          await tx.execute(sql`select kind, count(*)::int as count,
              coalesce(sum(amount) filter (where amount > 0), 0)::text as credits,
              coalesce(sum(amount) filter (where amount < 0), 0)::text as debits,
              coalesce(sum(fee), 0)::text as fees
            from ${ledgerEntries}
            where account_id = ${account.id} and seq > ${openSeq}::bigint and seq <= ${closeSeq}::bigint
            group by kind order by kind`),
        );
        const opening = normalize(cuts?.opening) ?? '0';
        const closing = normalize(cuts?.closing) ?? '0';
        const lines: StatementKind[] = byKind.map((k) => ({
          kind: k.kind,
          count: Number(k.count),
          credits: normalize(k.credits) ?? '0',
          debits: normalize(k.debits) ?? '0',
          fees: normalize(k.fees) ?? '0',
        }));
        const sum = (pick: (k: StatementKind) => string) => decimal(lines.reduce((s, k) => s + milli(pick(k)), 0n));
        const totals = {
          count: lines.reduce((n, k) => n + k.count, 0),
          credits: sum((k) => k.credits),
          debits: sum((k) => k.debits),
          fees: sum((k) => k.fees),
        };
        const movements = milli(totals.credits) + milli(totals.debits);
        if (milli(opening) + movements !== milli(closing)) {
          const detail = {
            appId: request.appId,
            environment: request.environment,
            currency: request.currency,
            chain: request.chain,
            period: base.period,
            opening,
            movements: decimal(movements),
            closing,
          };
          // The alarm: an operator's log line and /metrics' paygate_statements_unbalanced_total.
          this.log.error({ statement: detail }, 'statement does not add up: opening + movements != closing');
          this.onUnbalanced();
          throw new UnbalancedStatement(detail);
        }
        return {
          ...base,
          opening,
          closing,
          kinds: lines,
          totals: {
            ...totals,
            credits: normalize(totals.credits) ?? '0',
            debits: normalize(totals.debits) ?? '0',
            fees: normalize(totals.fees) ?? '0',
          },
          pendingPayments,
          madeAt: new Date(),
        };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  /** Payments made in the period, in this balance's currency, that have not finished yet. */
  private async pending(db: Db, request: StatementRequest, from: Date, until: Date): Promise<number> {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from ${payments}
        where app_id = ${request.appId} and environment = ${request.environment} and status = 'PENDING'
          and currency = ${request.currency} and coalesce(chain, '') = ${request.chain}
          and created_at >= ${from.toISOString()}::timestamptz and created_at < ${until.toISOString()}::timestamptz`),
    );
    return Number(row?.n ?? 0);
  }
}
