import { OUTGOING_PAYMENT_TYPES } from '@paygate/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { apps, channels, payments } from '../../db/schema.js';
import { type CsvColumn, localTime, plain, quoted } from '../../lib/http/csv.js';

// The transaction export's columns (RFC 4180 as lib/http/csv.ts writes it), and the SELECT that the
// `COPY (same query)` baseline of `npm run bench` runs. The header names the partner's zone.

const amount = (column: SQL) => sql`trim_scale(${column})::text`;

/** A payment type's direction in SQL, from contracts' one list of outgoing types. */
export const paymentDirectionSql = (type: SQL) =>
  sql`case when ${type} in (${sql.join(
    OUTGOING_PAYMENT_TYPES.map((t) => sql`${t}`),
    sql`, `,
  )}) then 'OUTGOING' else 'INCOMING' end`;

/** The columns, in order; Fee only for roles that may see fees (PRODUCT §6). */
export const csvColumns = (timeZone: string, withFee: boolean): CsvColumn[] => [
  { header: 'Payment ID', value: plain(sql`${payments.id}`) },
  { header: 'Transaction ID', value: quoted(sql`${payments.transactionId}`) },
  { header: `Created time (${timeZone})`, value: localTime(sql`${payments.createdAt}`, timeZone) },
  { header: `Completed time (${timeZone})`, value: localTime(sql`${payments.completedAt}`, timeZone) },
  { header: 'Status', value: plain(sql`${payments.status}`) },
  { header: 'Type', value: plain(sql`${payments.type}`) },
  { header: 'Environment', value: plain(sql`${payments.environment}`) },
  { header: 'App ID', value: plain(sql`${payments.appId}`) },
  { header: 'App', value: quoted(sql`${apps.name}`) },
  { header: 'Channel', value: quoted(sql`${channels.name}`) },
  { header: 'Source', value: quoted(sql`${payments.source}`) },
  { header: 'Bank', value: quoted(sql`${payments.bank}`) },
  { header: 'Currency', value: plain(sql`${payments.currency}`) },
  { header: 'Chain', value: plain(sql`${payments.chain}`) },
  { header: 'Amount', value: amount(sql`${payments.amount}`) },
  ...(withFee ? [{ header: 'Fee', value: amount(sql`${payments.fee}`) }] : []),
  { header: 'User ID', value: quoted(sql`${payments.userId}`) },
  { header: 'Pay ID', value: quoted(sql`${payments.payId}`) },
  { header: 'Pay memo', value: quoted(sql`${payments.payMemo}`) },
  { header: 'Account number', value: quoted(sql`${payments.accountNumber}`) },
  { header: 'Account name', value: quoted(sql`${payments.accountName}`) },
  { header: 'Failure reason', value: quoted(sql`${payments.failureReason}`) },
  // Which way the money moved (issue 28): Amount is summed per direction, never across. Last, so
  // the columns a merchant's import reads by position keep their places.
  { header: 'Direction', value: paymentDirectionSql(sql`${payments.type}`) },
  // What pending and succeeded refunds took back (PRODUCT §11), in the payment's currency; 0 when
  // none. Appended for the same reason as Direction.
  { header: 'Refunded amount', value: amount(sql`${payments.refundedAmount}`) },
];

/** FROM clause of the export: a payment with its app and channel names. */
export const csvFrom = sql`${payments} inner join ${apps} on ${apps.id} = ${payments.appId} left join ${channels} on ${channels.id} = ${payments.channelId}`;
