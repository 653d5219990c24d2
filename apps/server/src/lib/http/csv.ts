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

/** A keyset batch of an export: each line, and the (k_at, k_id) the next batch continues after. */
export type KeysetLines = { line: string; k_at: string; k_id: string }[];

/**
 * An export's lines read in keyset batches (PGlite's path; PostgreSQL streams one COPY), one
 * chunk of CSV per batch. The next batch is read while this one is sent — the database and the
 * socket work at the same time — and a consumer that reads slowly holds the batch after next back:
 * two batches in memory at most, whatever the export's size.
 */
export async function* keysetCsvChunks(
  read: (after: { at: string; id: string } | undefined) => Promise<KeysetLines>,
  batchRows: number,
): AsyncGenerator<string> {
  const batch = (after?: { at: string; id: string }) => {
    const rows = read(after);
    // A download abandoned while this batch is read never awaits it: its failure must not
    // become an unhandled rejection. Awaiting it below still throws.
    rows.catch(() => undefined);
    return rows;
  };
  let pending = batch();
  for (;;) {
    const rows = await pending;
    const last = rows[rows.length - 1];
    if (!last) return;
    const hasMore = rows.length === batchRows;
    if (hasMore) pending = batch({ at: last.k_at, id: last.k_id });
    let chunk = '';
    for (const row of rows) chunk += row.line + CSV_EOL;
    yield chunk;
    if (!hasMore) return;
  }
}
