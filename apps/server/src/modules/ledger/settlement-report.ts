import { createHash } from 'node:crypto';
import { pipeline, Readable, Transform, type TransformCallback } from 'node:stream';
import {
  type AppStatus,
  isStatementPeriodClosed,
  OUTGOING_PAYMENT_TYPES,
  SETTLEMENT_MESSAGES,
  SETTLEMENT_REPORT_COLUMNS,
  type StatementPeriod,
  settlementChecksumLine,
  statementPeriodLabel,
  statementRange,
} from '@paygate/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../../db/client.js';
import { paymentKeys, payments, refunds } from '../../db/schema.js';
import { badInput } from '../../lib/errors.js';
import { CSV_EOL, type KeysetLines, keysetCsvChunks, localTime, plain, quoted } from '../../lib/http/csv.js';
import { copyExportLines } from '../../lib/http/csv-copy.js';

// The reconciliation file (issue 30 item 4, docs/adr/0033-settlement-report.md): one closed day of
// the partner's calendar, one app and environment, every payment, payout and refund that settled
// that day — a payment when it succeeded, a payout or refund when the bank or chain answered,
// paid out or failed — oldest first, and the checksum line (contracts settlement-report.ts). The
// lines are written by the database; on PostgreSQL one `COPY … TO STDOUT` streams them (the
// export's fast path), on PGlite batched keyset reads do; the checksum is counted as they pass,
// so memory stays flat whatever the day's size.

export type SettlementReportRequest = {
  appId: string;
  environment: AppStatus;
  day: StatementPeriod;
  timeZone: string;
};

type Column = (typeof SETTLEMENT_REPORT_COLUMNS)[number];

/** A currency exchange moves money between the merchant's own balances: its statement shows it, this file does not. */
const NOT_SETTLEMENTS = ['CRYPTO_EXCHANGE'];
/** An incoming payment in one of these has succeeded once (a refund or complaint came after). */
const SUCCEEDED = sql`('SUCCESS', 'REFUNDED', 'IN_COMPLAIN')`;
const OUTGOING = sql.raw(`(${OUTGOING_PAYMENT_TYPES.map((t) => `'${t}'`).join(', ')})`);
const BATCH_ROWS = 5_000;

const money = (value: SQL) => plain(sql`trim_scale(${value})`);

/** A payment's or payout's line: what it is, its ids, and what its settlement left on the balance. */
const paymentValues = (timeZone: string): Record<Column, SQL> => {
  const outgoing = sql`${payments.type} in ${OUTGOING}`;
  // A payout's debit (details.debited: amount and fee, or the amount when the payee paid the fee)
  // stays out when it was paid; a failed one's came back. A payment leaves amount − fee.
  const debited = sql`coalesce((${payments.details}->>'debited')::numeric, ${payments.amount} + ${payments.fee})`;
  return {
    record_type: sql`case when ${outgoing} then 'PAYOUT' else 'PAYMENT' end`,
    id: plain(sql`${payments.id}`),
    transaction_id: quoted(sql`${payments.transactionId}`),
    payment_id: sql`''`,
    payment_transaction_id: sql`''`,
    method: plain(sql`${payments.type}`),
    status: sql`case when ${outgoing} then ${payments.status}::text else 'SUCCESS' end`,
    currency: plain(sql`${payments.currency}`),
    chain: plain(sql`${payments.chain}`),
    amount: money(sql`${payments.amount}`),
    fee: money(sql`${payments.fee}`),
    net: money(
      sql`case when not ${outgoing} then ${payments.amount} - ${payments.fee}
        when ${payments.status} = 'SUCCESS' then -${debited} else 0 end`,
    ),
    created_at: localTime(sql`${payments.createdAt}`, timeZone),
    settled_at: localTime(sql`${payments.completedAt}`, timeZone),
    network_reference: quoted(sql`(${payments.details}->>'network_reference')`),
  };
};

/** A refund's line: its payment by both ids; fee is the payment's fee share given back. */
const refundValues = (timeZone: string): Record<Column, SQL> => ({
  record_type: sql`'REFUND'`,
  id: plain(sql`${refunds.id}`),
  transaction_id: quoted(sql`${refunds.transactionId}`),
  payment_id: plain(sql`${refunds.paymentId}`),
  payment_transaction_id: quoted(sql`${paymentKeys.transactionId}`),
  method: sql`''`,
  status: plain(sql`${refunds.status}`),
  currency: plain(sql`${refunds.currency}`),
  chain: plain(sql`${refunds.chain}`),
  amount: money(sql`${refunds.amount}`),
  fee: money(sql`${refunds.feeReturned}`),
  net: money(sql`case when ${refunds.status} = 'SUCCESS' then -${refunds.debited} else 0 end`),
  created_at: localTime(sql`${refunds.createdAt}`, timeZone),
  settled_at: localTime(sql`${refunds.completedAt}`, timeZone),
  network_reference: quoted(sql`${refunds.networkReference}`),
});

const lineOf = (values: Record<Column, SQL>) =>
  sql.join(
    SETTLEMENT_REPORT_COLUMNS.map((c) => values[c]),
    sql` || ',' || `,
  );

/** The header line, from the contract's column list (the values above are keyed by it). */
export const SETTLEMENT_REPORT_HEADER = SETTLEMENT_REPORT_COLUMNS.join(',') + CSV_EOL;

/**
 * The day's lines as `line`, in settlement order, with the keyset (k_at, k_id) a batch continues
 * from. Both halves read an index on (app, environment, finished at): payments_app_completed_idx
 * probes each month's partition, refunds_app_completed_idx the refunds.
 */
export const settledSelect = (
  request: SettlementReportRequest,
  page?: { after?: { at: string; id: string }; limit: number },
): SQL => {
  const { from, until } = statementRange(request.day, request.timeZone);
  const inDay = (column: SQL) =>
    sql`${column} >= ${from.toISOString()}::timestamptz and ${column} < ${until.toISOString()}::timestamptz`;
  const after = page?.after ? sql`where (k_at, k_id) > (${page.after.at}::timestamptz, ${page.after.id})` : sql``;
  return sql`select line, k_at::text as k_at, k_id from (
    select ${lineOf(paymentValues(request.timeZone))} as line, ${payments.completedAt} as k_at, ${payments.id}::text as k_id
    from ${payments}
    where ${payments.appId} = ${request.appId} and ${payments.environment} = ${request.environment}
      and ${payments.completedAt} is not null and ${inDay(sql`${payments.completedAt}`)}
      and ${payments.type} not in (${sql.join(
        NOT_SETTLEMENTS.map((t) => sql`${t}`),
        sql`, `,
      )})
      and (case when ${payments.type} in ${OUTGOING} then ${payments.status} <> 'PENDING'
        else ${payments.status} in ${SUCCEEDED} end)
    union all
    select ${lineOf(refundValues(request.timeZone))} as line, ${refunds.completedAt} as k_at, ${refunds.id}::text as k_id
    from ${refunds} join ${paymentKeys} on ${paymentKeys.id} = ${refunds.paymentId}
    where ${refunds.appId} = ${request.appId} and ${refunds.environment} = ${request.environment}
      and ${refunds.completedAt} is not null and ${inDay(sql`${refunds.completedAt}`)}
  ) settled ${after}
  order by k_at, k_id ${page ? sql`limit ${page.limit}` : sql``}`;
};

/**
 * Passes a CSV through, hashing every byte and counting its lines, then adds the checksum line.
 * Lines are counted by their LF: no value of the file holds a line break.
 */
export class ChecksumLine extends Transform {
  private readonly hash = createHash('sha256');
  private lines = 0;

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, done: TransformCallback) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    this.hash.update(bytes);
    for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) this.lines++;
    done(null, bytes);
  }

  override _flush(done: TransformCallback) {
    // The header is a line too; the count is of the data lines.
    done(null, settlementChecksumLine(this.lines - 1, this.hash.digest('hex')) + CSV_EOL);
  }
}

export class SettlementReports {
  constructor(
    private readonly db: Db,
    /** PostgreSQL's pool: the COPY path. Absent on PGlite. */
    private readonly pool?: pg.Pool,
  ) {}

  /** A closed day only: a file for a day still running would change after the merchant filed it. */
  requestOf(request: SettlementReportRequest, now = new Date()): SettlementReportRequest {
    if (!isStatementPeriodClosed(request.day, request.timeZone, now)) {
      throw badInput(SETTLEMENT_MESSAGES.dateNotClosed, { date: SETTLEMENT_MESSAGES.dateNotClosed });
    }
    return request;
  }

  filename(request: SettlementReportRequest): string {
    return `settlement-${statementPeriodLabel(request.day)}-${request.environment.toLowerCase()}-${request.appId}.csv`;
  }

  /** The file's bytes, read only as fast as the client takes them; the checksum line last. */
  async stream(request: SettlementReportRequest): Promise<Readable> {
    const lines = this.pool
      ? await copyExportLines(this.pool, settledSelect(request))
      : Readable.from(this.batches(request), { objectMode: false });
    const out = new ChecksumLine();
    out.write(SETTLEMENT_REPORT_HEADER);
    // pipeline: a client that goes away destroys every stage, so COPY stops and its connection
    // is closed (copyExportLines) rather than running on for nobody.
    pipeline(lines, out, () => undefined);
    return out;
  }

  /** PGlite's path: keyset batches (keysetCsvChunks: two in memory at most). */
  private batches(request: SettlementReportRequest): AsyncGenerator<string> {
    return keysetCsvChunks(
      async (after) =>
        (
          (await this.db.execute(settledSelect(request, { after, limit: BATCH_ROWS }))) as unknown as {
            rows: KeysetLines;
          }
        ).rows,
      BATCH_ROWS,
    );
  }
}
