import {
  DEFAULT_LANGUAGE,
  TRANSACTION_CSV_HEADERS as H,
  type Language,
  OUTGOING_PAYMENT_TYPES,
} from '@paygate/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { apps, channels, payments } from '../../db/schema.js';
import { type CsvColumn, localTime, plain, quoted } from '../../lib/http/csv.js';
import { messageIn } from '../../lib/i18n.js';

// The transaction export's columns (RFC 4180 as lib/http/csv.ts writes it), and the SELECT that the
// `COPY (same query)` baseline of `npm run bench` runs. The header names the partner's zone.

const amount = (column: SQL) => sql`trim_scale(${column})::text`;

/** A payment type's direction in SQL, from contracts' one list of outgoing types. */
export const paymentDirectionSql = (type: SQL) =>
  sql`case when ${type} in (${sql.join(
    OUTGOING_PAYMENT_TYPES.map((t) => sql`${t}`),
    sql`, `,
  )}) then 'OUTGOING' else 'INCOMING' end`;

/**
 * The columns, in order; Fee only for roles that may see fees (PRODUCT §6). The headers in the
 * language the export was asked in (issue 31), the values the same in every language.
 */
export const csvColumns = (timeZone: string, withFee: boolean, language: Language = DEFAULT_LANGUAGE): CsvColumn[] =>
  transactionColumns(timeZone, withFee).map((column) => ({ ...column, header: messageIn(language, column.header) }));

const transactionColumns = (timeZone: string, withFee: boolean): CsvColumn[] => [
  { header: H.paymentId, value: plain(sql`${payments.id}`) },
  { header: H.transactionId, value: quoted(sql`${payments.transactionId}`) },
  { header: H.createdTime(timeZone), value: localTime(sql`${payments.createdAt}`, timeZone) },
  { header: H.completedTime(timeZone), value: localTime(sql`${payments.completedAt}`, timeZone) },
  { header: H.status, value: plain(sql`${payments.status}`) },
  { header: H.type, value: plain(sql`${payments.type}`) },
  { header: H.environment, value: plain(sql`${payments.environment}`) },
  { header: H.appId, value: plain(sql`${payments.appId}`) },
  { header: H.app, value: quoted(sql`${apps.name}`) },
  { header: H.channel, value: quoted(sql`${channels.name}`) },
  { header: H.source, value: quoted(sql`${payments.source}`) },
  { header: H.bank, value: quoted(sql`${payments.bank}`) },
  { header: H.currency, value: plain(sql`${payments.currency}`) },
  { header: H.chain, value: plain(sql`${payments.chain}`) },
  { header: H.amount, value: amount(sql`${payments.amount}`) },
  ...(withFee ? [{ header: H.fee, value: amount(sql`${payments.fee}`) }] : []),
  { header: H.userId, value: quoted(sql`${payments.userId}`) },
  { header: H.payId, value: quoted(sql`${payments.payId}`) },
  { header: H.payMemo, value: quoted(sql`${payments.payMemo}`) },
  { header: H.accountNumber, value: quoted(sql`${payments.accountNumber}`) },
  { header: H.accountName, value: quoted(sql`${payments.accountName}`) },
  { header: H.failureReason, value: quoted(sql`${payments.failureReason}`) },
  // Which way the money moved (issue 28): Amount is summed per direction, never across. Last, so
  // the columns a merchant's import reads by position keep their places.
  { header: H.direction, value: paymentDirectionSql(sql`${payments.type}`) },
  // What pending and succeeded refunds took back (PRODUCT §11), in the payment's currency; 0 when
  // none. Appended for the same reason as Direction.
  { header: H.refundedAmount, value: amount(sql`${payments.refundedAmount}`) },
];

/** FROM clause of the export: a payment with its app and channel names. */
export const csvFrom = sql`${payments} inner join ${apps} on ${apps.id} = ${payments.appId} left join ${channels} on ${channels.id} = ${payments.channelId}`;
