import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';
import { auditHash } from './audit.record.js';

export type AuditVerification =
  | { ok: true; entries: number }
  | { ok: false; entries: number; brokenAt: { seq: number; id: string; reason: string } };

const BATCH = 2000;

/**
 * Walks a partner's chain in seq order and recomputes every hash: an edited field, a removed or
 * inserted entry, or a re-linked chain shows at the first entry that no longer holds.
 */
export const verifyAuditChain = async (db: Db, partnerId: string): Promise<AuditVerification> => {
  let previous: { seq: number; hash: string } | undefined;
  let entries = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.partnerId, partnerId), previous ? gt(auditLog.seq, previous.seq) : undefined))
      .orderBy(asc(auditLog.seq))
      .limit(BATCH);
    for (const row of rows) {
      const expectedSeq = (previous?.seq ?? 0) + 1;
      const broken = (reason: string): AuditVerification => ({
        ok: false,
        entries,
        brokenAt: { seq: row.seq, id: row.id, reason },
      });
      if (row.seq !== expectedSeq) return broken(`expected entry #${expectedSeq} here: an entry is missing`);
      if (row.prevHash !== (previous?.hash ?? null)) return broken('prev_hash does not match the previous entry');
      const { id: _id, hash, ...content } = row;
      if (auditHash(content) !== hash)
        return broken('its content does not match its hash (changed after it was written)');
      previous = { seq: row.seq, hash: row.hash };
      entries += 1;
    }
    if (rows.length < BATCH) return { ok: true, entries };
  }
};
