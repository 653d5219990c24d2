import { AUDIT_REDACTED, AUDIT_REDACTED_FIELDS, type AuditAction, type AuditActorType } from '@paygate/contracts';
import { eq, sql } from 'drizzle-orm';
import { configure } from 'safe-stable-stringify';
import type { Db, Tx } from '../../db/client.js';
import { auditHeads, auditLog, userPartners } from '../../db/schema.js';
import { sha256 } from '../../lib/random.js';

// The write side of the audit log (issue #15 item 1, docs/adr/0018). An entry is written with the
// transaction of the action it records, so either both commit or neither does. Entries of one
// partner form a hash chain whose head (audit_heads) is read FOR UPDATE: concurrent writers queue
// on the head's row lock instead of forking the chain (the unique (partner_id, seq) backs that up).

export type AuditActor =
  | {
      type: 'USER';
      userId: string;
      name: string;
      email: string;
      sessionId: string | null;
      ip: string | null;
      userAgent: string | null;
    }
  | { type: 'OPERATOR' | 'SYSTEM'; ip?: string | null; userAgent?: string | null };

/** A field's value before and after; a created thing has no before, a removed one no after. */
export type AuditChange = { before?: unknown; after?: unknown };

export type AuditEvent = {
  action: AuditAction;
  target?: { type: string; id: string; label?: string | null | undefined } | undefined;
  changes?: Record<string, AuditChange> | undefined;
};

export type AuditRow = typeof auditLog.$inferSelect;

/** The entry's hashed content, in a fixed order, every key present. */
type Hashed = Omit<AuditRow, 'id' | 'hash'>;

// Key order sorted, so a jsonb round trip (which reorders keys) hashes the same.
const canonical = configure({ deterministic: true, circularValue: null, bigint: true });

/** sha256 of the previous hash and the entry: what verify-audit recomputes from the stored row. */
export const auditHash = (entry: Hashed): string =>
  sha256(
    canonical([
      entry.prevHash,
      entry.partnerId,
      entry.seq,
      entry.createdAt.toISOString(),
      entry.actorType,
      entry.actorId,
      entry.actorName,
      entry.actorEmail,
      entry.sessionId,
      entry.action,
      entry.targetType,
      entry.targetId,
      entry.targetLabel,
      entry.changes,
      entry.ip,
      entry.userAgent,
    ]) ?? '',
  );

const REDACTED = new Set<string>(AUDIT_REDACTED_FIELDS);
const MAX_TEXT = 500;

/** A value as the log keeps it: JSON-safe, short, and never a secret. */
const scrub = (value: unknown): unknown => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(scrub);
  if (typeof value === 'object') return redactedChanges(value as Record<string, unknown>);
  return String(value);
};

const redactedChanges = (record: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(record).map(([key, value]) => [
      key,
      REDACTED.has(key.toLowerCase()) && value !== null && value !== undefined ? AUDIT_REDACTED : scrub(value),
    ]),
  );

/**
 * The stored form of the changes: secrets become `[redacted]` on both sides (the entry still says
 * the field changed), and fields whose value did not change are left out.
 */
export const auditChanges = (changes: Record<string, AuditChange> | undefined): Record<string, unknown> | null => {
  if (!changes) return null;
  const out: Record<string, unknown> = {};
  for (const [field, change] of Object.entries(changes)) {
    const secret = REDACTED.has(field.toLowerCase());
    const before = secret && change.before != null ? AUDIT_REDACTED : scrub(change.before);
    const after = secret && change.after != null ? AUDIT_REDACTED : scrub(change.after);
    if (!secret && canonical(before) === canonical(after)) continue;
    out[field] = { before, after };
  }
  return Object.keys(out).length > 0 ? out : null;
};

/** The before → after of the fields that differ between two versions of a row. */
export const diffFields = (
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[],
): Record<string, AuditChange> => Object.fromEntries(fields.map((f) => [f, { before: before[f], after: after[f] }]));

/**
 * The chain's head, locked until the transaction ends. In READ COMMITTED a writer that waited
 * for the lock reads the row its predecessor committed, so the read and the lock are one statement.
 * A partner's first entry makes the head row first (two writers racing there meet on its key).
 */
const lockHead = async (tx: Tx | Db, partnerId: string) => {
  const read = () =>
    tx
      .select({ seq: auditHeads.seq, hash: auditHeads.hash, createdAt: auditHeads.createdAt })
      .from(auditHeads)
      .where(eq(auditHeads.partnerId, partnerId))
      .for('update');
  const [head] = await read();
  if (head) return head;
  await tx.insert(auditHeads).values({ partnerId, seq: 0 }).onConflictDoNothing();
  const [made] = await read();
  if (!made) throw new Error(`audit head of ${partnerId} missing`);
  return made;
};

/**
 * Appends one entry per partner (a user's sign-in goes to every partner the user belongs to), in
 * `tx`. Partners are locked in id order, so two writers that share partners never deadlock. Call
 * it last in the transaction: the lock is held until commit.
 */
export const recordAudit = async (
  tx: Tx | Db,
  partnerIds: string | readonly string[],
  actor: AuditActor,
  event: AuditEvent,
): Promise<void> => {
  const ids = [...new Set(typeof partnerIds === 'string' ? [partnerIds] : partnerIds)].sort();
  const changes = auditChanges(event.changes);
  for (const partnerId of ids) {
    const head = await lockHead(tx, partnerId);
    // Never before the head: the chain's order is also its time order (the list sorts by time).
    const now = Date.now();
    const createdAt = new Date(head.createdAt && head.createdAt.getTime() > now ? head.createdAt.getTime() : now);
    const entry: Hashed = {
      partnerId,
      seq: head.seq + 1,
      createdAt,
      actorType: actor.type satisfies AuditActorType,
      actorId: actor.type === 'USER' ? actor.userId : null,
      actorName: actor.type === 'USER' ? actor.name : null,
      actorEmail: actor.type === 'USER' ? actor.email : null,
      sessionId: actor.type === 'USER' ? actor.sessionId : null,
      action: event.action,
      targetType: event.target?.type ?? null,
      targetId: event.target?.id ?? null,
      targetLabel: event.target?.label ? String(scrub(event.target.label)) : null,
      changes,
      ip: actor.ip ?? null,
      userAgent: actor.userAgent ? actor.userAgent.slice(0, 300) : null,
      prevHash: head.hash,
    };
    const hash = auditHash(entry);
    // The entry and the head's move in one statement (one round trip).
    // (Drizzle puts an embedded query in parentheses: that is the CTE's own.)
    await tx.execute(sql`with entry as ${tx.insert(auditLog).values({ ...entry, hash })}
      update ${auditHeads} set seq = ${entry.seq}, hash = ${hash}, created_at = ${createdAt.toISOString()}::timestamptz
      where ${auditHeads.partnerId} = ${partnerId}`);
  }
};

/** The operator CLI: no user, no session, no address. */
export const OPERATOR: AuditActor = { type: 'OPERATOR' };
/** The server itself, e.g. the settlement job that finishes a payout. */
export const SYSTEM: AuditActor = { type: 'SYSTEM' };

type RequestMetaLike = { ip: string; userAgent: string | undefined };

/** A member acting through a session, from a request. */
export const userActor = (
  user: { id: string; name: string; email: string },
  sessionId: string | null,
  meta: RequestMetaLike | undefined,
): AuditActor => ({
  type: 'USER',
  userId: user.id,
  name: user.name,
  email: user.email,
  sessionId,
  ip: meta?.ip ?? null,
  userAgent: meta?.userAgent ?? null,
});

/** The authenticated caller of a request. */
export const actorOf = (viewer: {
  user: { id: string; name: string; email: string };
  sessionId: string;
  meta?: RequestMetaLike | undefined;
}): AuditActor => userActor(viewer.user, viewer.sessionId, viewer.meta);

/** The partners a user belongs to: where the user's own security events (sign-in, password…) go. */
export const partnersOfUser = async (tx: Tx | Db, userId: string): Promise<string[]> => {
  const rows = await tx
    .select({ id: userPartners.partnerId })
    .from(userPartners)
    .where(eq(userPartners.userId, userId));
  return rows.map((r) => r.id);
};

/** An entry that records something with no write of its own (an export, a refused sign-in). */
export const recordAuditAlone = (
  db: Db,
  partnerIds: string | readonly string[],
  actor: AuditActor,
  event: AuditEvent,
) => db.transaction((tx) => recordAudit(tx, partnerIds, actor, event));
