import { OUTGOING_PAYMENT_TYPES } from '@paygate/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { apps, channels, payments } from '../../db/schema.js';

// The export's CSV (RFC 4180: comma, CRLF, UTF-8 without BOM). The database writes each line, so
// the stream and the GraphQL result are the same bytes, and the `COPY (same query)` baseline of
// `npm run bench` runs exactly this SELECT. Times are ISO 8601 with the partner zone's offset
// (2026-11-22T17:05:09+07:00); the header names the zone.

/** Merchant-supplied text, always quoted; a leading = + - @ tab or CR gets a ' (no formula injection). */
export const quoted = (value: SQL) => sql`case when ${value} is null then '' else '"' || replace(
  case when left(${value}, 1) in ('=', '+', '-', '@', chr(9), chr(13)) then '''' || ${value} else ${value} end,
  '"', '""') || '"' end`;

/** An instant as local ISO 8601 with its offset in the zone (right across DST changes). */
export const localTime = (column: SQL, timeZone: string) => {
  const local = sql`(${column} at time zone ${timeZone})`;
  const offset = sql`(${local} - (${column} at time zone 'UTC'))`;
  return sql`case when ${column} is null then '' else to_char(${local}, 'YYYY-MM-DD"T"HH24:MI:SS') ||
    case when ${offset} < interval '0' then '-' || to_char(-${offset}, 'HH24:MI') else '+' || to_char(${offset}, 'HH24:MI') end end`;
};

export const plain = (value: SQL) => sql`coalesce(${value}::text, '')`;
const amount = (column: SQL) => sql`trim_scale(${column})::text`;

/** A payment type's direction in SQL, from contracts' one list of outgoing types. */
export const paymentDirectionSql = (type: SQL) =>
  sql`case when ${type} in (${sql.join(
    OUTGOING_PAYMENT_TYPES.map((t) => sql`${t}`),
    sql`, `,
  )}) then 'OUTGOING' else 'INCOMING' end`;

type Column = { header: string; value: SQL };

/** The columns, in order; Fee only for roles that may see fees (PRODUCT §6). */
export const csvColumns = (timeZone: string, withFee: boolean): Column[] => [
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
];

export const CSV_EOL = '\r\n';

export const csvHeader = (columns: Column[]) => columns.map((c) => c.header).join(',') + CSV_EOL;

/** One text value per payment: its CSV line without the line ending. */
export const csvLine = (columns: Column[]) =>
  sql`(${sql.join(
    columns.map((c) => c.value),
    sql` || ',' || `,
  )})`;

/** FROM clause of the export: a payment with its app and channel names. */
export const csvFrom = sql`${payments} inner join ${apps} on ${apps.id} = ${payments.appId} left join ${channels} on ${channels.id} = ${payments.channelId}`;
