import type { Readable } from 'node:stream';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';

// CSV as the exports write it (RFC 4180: comma, CRLF, UTF-8 without BOM), shared by every export
// (transactions, audit log). The database writes each line, so a stream and a GraphQL result are
// the same bytes. Times are ISO 8601 with the partner zone's offset (2026-11-22T17:05:09+07:00).

export const CSV_EOL = '\r\n';

/** One column: its header and the SQL text of its value. */
export type CsvColumn = { header: string; value: SQL };

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

export const csvHeader = (columns: CsvColumn[]) => columns.map((c) => c.header).join(',') + CSV_EOL;

/** One text value per row: its CSV line without the line ending. */
export const csvLine = (columns: CsvColumn[]) =>
  sql`(${sql.join(
    columns.map((c) => c.value),
    sql` || ',' || `,
  )})`;

/** Sends a file as a download that no cache keeps (the exports, a statement's CSV or PDF). */
export const sendDownload = (
  reply: FastifyReply,
  filename: string,
  contentType: string,
  body: Readable | Buffer | string,
) =>
  reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(body);

/** Sends a CSV stream as a download that no cache keeps. */
export const sendCsv = (reply: FastifyReply, filename: string, body: Readable) =>
  sendDownload(reply, filename, 'text/csv; charset=utf-8', body);
