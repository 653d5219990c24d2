import {
  type AuditFilter,
  DEFAULT_LANGUAGE,
  AUDIT_CSV_HEADERS as H,
  type Language,
  NOT_FOUND_MESSAGES,
} from '@paygate/contracts';
import { and, asc, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, userPartners, users } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { CSV_EOL, csvHeader, csvLine, localTime, plain, quoted } from '../../lib/http/csv.js';
import { messageIn } from '../../lib/i18n.js';
import { isUuid } from '../../lib/ids.js';
import type { AuditRow } from './audit.record.js';

// The read side of the audit log: the `/audit` list, one entry, the members to filter by, and the
// CSV export of a filter. Every query starts with the caller's partner: another partner's entries
// are never read. Nothing here writes (the table refuses updates and deletes anyway).

const EXPORT_BATCH_ROWS = 5_000;

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown): T[] => (result as Rows<T>).rows;

/** The filter as SQL conditions, the partner's first (it leads every index). */
const conditions = (partnerId: string, filter: AuditFilter): SQL | undefined => {
  const target = filter.target;
  return and(
    eq(auditLog.partnerId, partnerId),
    // An actor id that is not a uuid matches nothing rather than failing the query.
    filter.actorId ? (isUuid(filter.actorId) ? eq(auditLog.actorId, filter.actorId) : sql`false`) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    target ? or(eq(auditLog.targetId, target), sql`lower(${auditLog.targetLabel}) = lower(${target})`) : undefined,
    filter.from ? gte(auditLog.createdAt, filter.from) : undefined,
    filter.to ? lt(auditLog.createdAt, filter.to) : undefined,
  );
};

/** Newest first; seq breaks ties (one partner's entries never share a seq). */
const NEWEST_FIRST = [desc(auditLog.createdAt), desc(auditLog.seq)] as const;

/** The export's columns: the headers in the language the export was asked in (issue 31), the values the same. */
const csvColumns = (timeZone: string, language: Language) =>
  [
    { header: H.time(timeZone), value: localTime(sql`${auditLog.createdAt}`, timeZone) },
    { header: H.seq, value: plain(sql`${auditLog.seq}`) },
    { header: H.actorType, value: plain(sql`${auditLog.actorType}`) },
    { header: H.actorId, value: plain(sql`${auditLog.actorId}`) },
    { header: H.actorName, value: quoted(sql`${auditLog.actorName}`) },
    { header: H.actorEmail, value: quoted(sql`${auditLog.actorEmail}`) },
    { header: H.sessionId, value: plain(sql`${auditLog.sessionId}`) },
    { header: H.action, value: plain(sql`${auditLog.action}`) },
    { header: H.targetType, value: plain(sql`${auditLog.targetType}`) },
    { header: H.targetId, value: quoted(sql`${auditLog.targetId}`) },
    { header: H.target, value: quoted(sql`${auditLog.targetLabel}`) },
    { header: H.changes, value: quoted(sql`${auditLog.changes}::text`) },
    { header: H.clientAddress, value: quoted(sql`${auditLog.ip}`) },
    { header: H.userAgent, value: quoted(sql`${auditLog.userAgent}`) },
    { header: H.hash, value: plain(sql`${auditLog.hash}`) },
  ].map((column) => ({ ...column, header: messageIn(language, column.header) }));

export class AuditService {
  constructor(readonly db: Db) {}

  /** One page, newest first, and whether another follows (the log is never counted). */
  async list(
    partnerId: string,
    filter: AuditFilter,
    page: { offset: number; limit: number },
  ): Promise<{ data: AuditRow[]; hasMore: boolean }> {
    const rows = await this.db
      .select()
      .from(auditLog)
      .where(conditions(partnerId, filter))
      .orderBy(...NEWEST_FIRST)
      .limit(page.limit + 1)
      .offset(page.offset);
    return { data: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
  }

  /** Another partner's entry answers "not found", as a missing one does. */
  async entry(partnerId: string, id: string): Promise<AuditRow> {
    if (!isUuid(id)) throw notFound(NOT_FOUND_MESSAGES.auditEntry);
    const [row] = await this.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.partnerId, partnerId), eq(auditLog.id, id)));
    if (!row) throw notFound(NOT_FOUND_MESSAGES.auditEntry);
    return row;
  }

  /** The partner's current members, by name: the actor filter's choices. */
  actors(partnerId: string) {
    return this.db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(userPartners)
      .innerJoin(users, eq(users.id, userPartners.userId))
      .where(eq(userPartners.partnerId, partnerId))
      .orderBy(asc(users.name), asc(users.email));
  }

  /**
   * The filter's entries as CSV (the transaction export's RFC 4180 columns and formula guard),
   * newest first, one chunk per batch continuing from the last (created_at, seq) seen. The
   * headers in `language`.
   */
  async *exportChunks(
    partnerId: string,
    filter: AuditFilter,
    timeZone: string,
    language: Language = DEFAULT_LANGUAGE,
  ): AsyncGenerator<string> {
    const columns = csvColumns(timeZone, language);
    yield csvHeader(columns);
    let after: { at: string; seq: string } | undefined;
    for (;;) {
      const result = await this.db.execute(sql`select ${csvLine(columns)} as line,
          ${auditLog.createdAt}::text as k_at, ${auditLog.seq}::text as k_seq
        from ${auditLog}
        where ${conditions(partnerId, filter)}
          ${after ? sql`and (${auditLog.createdAt}, ${auditLog.seq}) < (${after.at}::timestamptz, ${after.seq}::bigint)` : sql``}
        order by ${auditLog.createdAt} desc, ${auditLog.seq} desc
        limit ${EXPORT_BATCH_ROWS}`);
      const rows = rowsOf<{ line: string; k_at: string; k_seq: string }>(result);
      if (rows.length === 0) return;
      let chunk = '';
      for (const row of rows) chunk += row.line + CSV_EOL;
      yield chunk;
      const last = rows[rows.length - 1] as { k_at: string; k_seq: string };
      if (rows.length < EXPORT_BATCH_ROWS) return;
      after = { at: last.k_at, seq: last.k_seq };
    }
  }
}
