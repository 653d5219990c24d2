import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditHeads, auditLog } from '../../db/schema.js';
import type { AuditCheckpoint, AuditCheckpoints } from './audit.checkpoint.js';
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

/** The chain, its head row and its checkpoints, checked together; every failure named. */
export type AuditLogVerification = AuditVerification & {
  /** What failed besides the chain itself: the head row, the checkpoints. */
  failures: string[];
  /** The newest checkpoint that still holds, if any. */
  checkpoint?: { seq: number; at: string } | undefined;
  /** No key: the rows were checked against each other and the head only. */
  anchored: boolean;
};

const CHECKED_PER_QUERY = 1000;

/**
 * verify-audit: (1) the rows chain, (2) the last row is the one audit_heads names, (3) every signed
 * checkpoint's entry is still there with the hash it recorded, so the chain neither shrank below
 * nor was rewritten before it (docs/adr/0024). A checkpoint line for the partner that is not
 * signed with the key fails the check too.
 */
export const verifyAuditLog = async (
  db: Db,
  partnerId: string,
  checkpoints: AuditCheckpoints | undefined,
): Promise<AuditLogVerification> => {
  const chain = await verifyAuditChain(db, partnerId);
  const failures: string[] = [];
  const [last] = await db
    .select({ seq: auditLog.seq, hash: auditLog.hash })
    .from(auditLog)
    .where(eq(auditLog.partnerId, partnerId))
    .orderBy(desc(auditLog.seq))
    .limit(1);
  const [head] = await db.select().from(auditHeads).where(eq(auditHeads.partnerId, partnerId));
  const lastSeq = last?.seq ?? 0;
  if (last && !head) failures.push(`the head row (audit_heads) is missing; the log ends at #${lastSeq}`);
  if (head && (head.seq !== lastSeq || (head.hash ?? null) !== (last?.hash ?? null))) {
    failures.push(
      head.seq === lastSeq
        ? `head does not match: audit_heads has another hash than the last entry #${lastSeq}`
        : `head does not match: audit_heads names entry #${head.seq}, the log ends at #${lastSeq}`,
    );
  }
  if (!checkpoints) return { ...chain, failures, anchored: false };

  const found = await checkpoints.of(partnerId);
  for (const place of found.forged) {
    failures.push(
      `checkpoint ${place.file} line ${place.line} is not signed with the configured key (forged, or another key)`,
    );
  }
  // One verdict per checkpointed entry: the newest checkpoint that names it.
  const bySeq = new Map<number, AuditCheckpoint[]>();
  for (const c of found.checkpoints) bySeq.set(c.seq, [...(bySeq.get(c.seq) ?? []), c]);
  const newest = found.checkpoints.reduce<AuditCheckpoint | undefined>(
    (a, c) => (a && a.seq >= c.seq ? a : c),
    undefined,
  );
  if (newest && newest.seq > lastSeq) {
    failures.push(
      `newest entries missing since checkpoint ${newest.at}: it recorded entry #${newest.seq}, the log ends at #${lastSeq}`,
    );
  }
  const seqs = [...bySeq.keys()].filter((seq) => seq <= lastSeq).sort((a, b) => a - b);
  const rewritten: { seq: number; at: string }[] = [];
  for (let i = 0; i < seqs.length; i += CHECKED_PER_QUERY) {
    const slice = seqs.slice(i, i + CHECKED_PER_QUERY);
    const rows = await db
      .select({ seq: auditLog.seq, hash: auditLog.hash })
      .from(auditLog)
      .where(and(eq(auditLog.partnerId, partnerId), inArray(auditLog.seq, slice)));
    const hashes = new Map(rows.map((r) => [r.seq, r.hash]));
    for (const seq of slice) {
      for (const c of bySeq.get(seq) ?? []) {
        if (hashes.get(seq) !== c.hash) rewritten.push({ seq, at: c.at });
      }
    }
  }
  const [first] = rewritten;
  if (first) {
    failures.push(
      `entry #${first.seq} is not the one checkpoint ${first.at} recorded (removed or rewritten with recomputed hashes)` +
        (rewritten.length > 1 ? `; ${rewritten.length - 1} later checkpoints disagree too` : ''),
    );
  }
  const holding = newest && newest.seq <= lastSeq && !rewritten.length ? newest : undefined;
  return {
    ...chain,
    failures,
    anchored: true,
    checkpoint: holding ? { seq: holding.seq, at: holding.at } : undefined,
  };
};
