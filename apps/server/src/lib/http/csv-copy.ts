import { Transform, type TransformCallback } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { CSV_EOL } from './csv.js';

// The exports' fast path on PostgreSQL (issue #13): `COPY (the export's SELECT) TO STDOUT` streams
// the lines the database already writes, so the server only frames them. PGlite has no streaming
// COPY; there an export keeps its batched keyset reads (TransactionsService.exportChunks, the
// settlement report's). Both send the same bytes: the SELECT is the same, only the transport
// differs. Used by the transaction export and the reconciliation file (issue 30 item 4).

const dialect = new PgDialect();

/**
 * The statement as text with its parameters as literals: COPY takes no bind parameters. Every value
 * goes through pg's escapeLiteral, and a quoted literal is typed by its context exactly as `$n` was
 * (both are of type unknown until then). Anything but a scalar is refused rather than guessed.
 */
export const inlineForCopy = (query: SQL): string => {
  const { sql, params } = dialect.sqlToQuery(query);
  return sql.replace(/\$(\d+)\b/g, (_, n: string) => {
    const value: unknown = params[Number(n) - 1];
    if (typeof value === 'string') return pg.escapeLiteral(value);
    if (typeof value === 'number' || typeof value === 'bigint') return pg.escapeLiteral(String(value));
    if (typeof value === 'boolean') return value ? 'true' : 'false';
    if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
    throw new Error(`export COPY: parameter $${n} is not a scalar`);
  });
};

// COPY's binary format: an 11-byte signature, 4 bytes of flags, a 4-byte extension length and the
// extension; then per row an int16 field count (-1 ends the data) and per field an int32 length
// (-1 for NULL) and the bytes. A text column's bytes are its UTF-8 text, untouched — unlike the text
// format, which would escape the tabs, backslashes and line breaks a merchant's memo may hold.
const SIGNATURE_BYTES = 11;
const EOL = Buffer.from(CSV_EOL);

/** Binary COPY rows of one text column → each value followed by CRLF. */
export class CopyLines extends Transform {
  private pending: Buffer = Buffer.alloc(0);
  private headerRead = false;
  private ended = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    const data = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    let at = 0;
    if (!this.headerRead) {
      if (data.length < SIGNATURE_BYTES + 8) return this.keep(data, at, done);
      at = SIGNATURE_BYTES + 8 + data.readInt32BE(SIGNATURE_BYTES + 4);
      if (data.length < at) return this.keep(data, 0, done);
      this.headerRead = true;
    }
    const out: Buffer[] = [];
    while (!this.ended && data.length - at >= 2) {
      const fields = data.readInt16BE(at);
      if (fields === -1) {
        this.ended = true;
        at += 2;
        break;
      }
      if (fields !== 1) return done(new Error(`export COPY: expected one column, got ${fields}`));
      if (data.length - at < 6) break;
      const length = data.readInt32BE(at + 2);
      if (length < 0) return done(new Error('export COPY: a line was NULL'));
      if (data.length - at < 6 + length) break;
      out.push(data.subarray(at + 6, at + 6 + length), EOL);
      at += 6 + length;
    }
    if (out.length) this.push(Buffer.concat(out));
    this.keep(data, at, done);
  }

  override _flush(done: TransformCallback) {
    done(this.ended ? null : new Error('export COPY: the data ended before its trailer'));
  }

  private keep(data: Buffer, from: number, done: TransformCallback) {
    // A copy, not a view: the rest of a large chunk must not keep the whole chunk alive.
    this.pending = from >= data.length ? Buffer.alloc(0) : Buffer.from(data.subarray(from));
    done();
  }
}

/**
 * Streams the lines of `select` (its first column, `line`) as CSV lines from one pooled connection.
 * The connection goes back to the pool when the data is read to its end; a download abandoned
 * half-way leaves that connection mid-COPY, so it is closed rather than reused.
 */
export const copyExportLines = async (pool: pg.Pool, select: SQL): Promise<CopyLines> => {
  const client = await pool.connect();
  const lines = new CopyLines();
  let released = false;
  const release = (broken: boolean) => {
    if (released) return;
    released = true;
    client.release(broken);
  };
  try {
    // One statement streams the whole export: the server's statement timeout (meant for a
    // request's statements, issue 26 item 4) must not cut a large download half-way.
    await client.query('SET statement_timeout = 0');
    const copy = client.query(
      copyTo(`COPY (SELECT line FROM (${inlineForCopy(select)}) AS export) TO STDOUT (FORMAT binary)`),
    );
    copy.on('error', (error) => {
      release(true);
      lines.destroy(error);
    });
    // Back to the pool with the pool's own timeout (the startup value RESET returns to).
    copy.on('end', () => {
      client.query('RESET statement_timeout').then(
        () => release(false),
        () => release(true),
      );
    });
    lines.on('close', () => {
      // Closed before COPY finished: the client went away (or the framing failed).
      if (!released) {
        copy.destroy();
        release(true);
      }
    });
    copy.pipe(lines);
    return lines;
  } catch (error) {
    release(true);
    throw error;
  }
};
