import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { open, readdir } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { auditHeads, auditLog } from '../../db/schema.js';
import { randomToken, sha256 } from '../../lib/random.js';

// Signed checkpoints of the partners' audit heads, kept outside the database (docs/adr/0024): a
// database-only attacker who deletes the newest entries, or rewrites the chain with recomputed
// hashes and moves audit_heads to match, cannot make the rows agree with a checkpoint again.

/** One line of a checkpoint file: a partner's head at a moment, signed with HMAC-SHA256. */
export type AuditCheckpoint = {
  v: 1;
  partner_id: string;
  seq: number;
  hash: string;
  at: string;
  /** Which key signed it (a short digest of the key, never the key): tells a rotated key from a forgery. */
  kid: string;
  sig: string;
};

/** A line of a checkpoint file, for messages: `audit-checkpoints-2026-11-26.jsonl line 3`. */
export type CheckpointPlace = { file: string; line: number };

const FILE = /^audit-checkpoints-\d{4}-\d{2}-\d{2}\.jsonl$/;
const fileOfDay = (at: Date) => `audit-checkpoints-${at.toISOString().slice(0, 10)}.jsonl`;

/** The key file development falls back to when AUDIT_CHECKPOINT_KEY is unset (never production). */
export const devCheckpointKeyPath = (dataDir: string) => path.join(dataDir, 'audit-checkpoint.key');

/**
 * The checkpoint key: AUDIT_CHECKPOINT_KEY; outside production a key file under DATA_DIR, made on
 * first use when `create` (the server) and only read by the CLI; in production without the
 * variable, none (the server warns at start and writes no checkpoints).
 */
export const loadCheckpointKey = (config: Config, { create }: { create: boolean }): string | undefined => {
  if (config.auditCheckpointKey) return config.auditCheckpointKey;
  if (config.isProduction) return undefined;
  const file = devCheckpointKeyPath(config.dataDir);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  if (!create) return undefined;
  mkdirSync(config.dataDir, { recursive: true });
  try {
    writeFileSync(file, `${randomToken(32)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process made it first: use that one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
};

/** Why a production server without AUDIT_CHECKPOINT_KEY warns at start. */
export const CHECKPOINT_KEY_MISSING =
  'AUDIT_CHECKPOINT_KEY is not set: no audit checkpoints are written, so verify-audit cannot tell a chain ' +
  'whose newest entries were deleted, or that was rewritten with recomputed hashes, from an intact one ' +
  '(docs/DEPLOY.md, "Audit checkpoints")';

type Signed = Omit<AuditCheckpoint, 'sig'>;
const signingText = (c: Signed) =>
  `paygate-audit-checkpoint:v${c.v}\n${c.kid}\n${c.partner_id}\n${c.seq}\n${c.hash}\n${c.at}`;

export class AuditCheckpoints {
  private readonly kid: string;
  /** The head this process last checkpointed, per partner: only a head that moved is written again. */
  private readonly written = new Map<string, { seq: number; hash: string }>();

  constructor(
    private readonly db: Db,
    private readonly key: string,
    readonly dir: string,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.kid = sha256(`paygate-audit-checkpoint-kid:${key}`).slice(0, 12);
  }

  private sign(c: Signed): string {
    return createHmac('sha256', this.key).update(signingText(c)).digest('hex');
  }

  private isSigned(c: AuditCheckpoint): boolean {
    const expected = Buffer.from(this.sign(c), 'hex');
    const given = Buffer.from(typeof c.sig === 'string' ? c.sig : '', 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /**
   * Appends a signed checkpoint of every partner whose head moved since this process last wrote
   * one, and logs each. Idempotent: a second run (or a second instance) writes the same heads again,
   * which changes nothing verify-audit concludes. A head that went back, or whose earlier entry no
   * longer has the hash checkpointed, is not checkpointed again: it is logged as an error.
   */
  async write(now = new Date()): Promise<AuditCheckpoint[]> {
    const heads = await this.db
      .select({ partnerId: auditHeads.partnerId, seq: auditHeads.seq, hash: auditHeads.hash })
      .from(auditHeads)
      .where(gt(auditHeads.seq, 0));
    const at = now.toISOString();
    const made: AuditCheckpoint[] = [];
    for (const head of heads) {
      if (!head.hash) continue;
      const before = this.written.get(head.partnerId);
      if (before && before.seq === head.seq && before.hash === head.hash) continue;
      if (before && !(await this.stillHolds(head.partnerId, before, head.seq))) {
        this.log?.error(
          { partnerId: head.partnerId, checkpointed: before.seq, head: head.seq },
          'audit chain lost or changed entries since its last checkpoint: not checkpointed; run verify-audit',
        );
        continue;
      }
      const signed: Signed = { v: 1, partner_id: head.partnerId, seq: head.seq, hash: head.hash, at, kid: this.kid };
      made.push({ ...signed, sig: this.sign(signed) });
    }
    if (made.length === 0) return made;
    mkdirSync(this.dir, { recursive: true });
    // Appended and flushed before the heads count as written: a crash loses a run, never half a line.
    const file = await open(path.join(this.dir, fileOfDay(now)), 'a', 0o640);
    try {
      await file.appendFile(made.map((c) => `${JSON.stringify(c)}\n`).join(''));
      await file.sync();
    } finally {
      await file.close();
    }
    for (const c of made) {
      this.written.set(c.partner_id, { seq: c.seq, hash: c.hash });
      // The log is the second place outside the database (shipped elsewhere by the operator).
      this.log?.info({ auditCheckpoint: c }, 'audit checkpoint');
    }
    return made;
  }

  /** The entry a checkpoint named is still there, with its hash, and the head has not gone back. */
  private async stillHolds(partnerId: string, before: { seq: number; hash: string }, seq: number) {
    if (seq < before.seq) return false;
    const [row] = await this.db
      .select({ hash: auditLog.hash })
      .from(auditLog)
      .where(and(eq(auditLog.partnerId, partnerId), eq(auditLog.seq, before.seq)));
    return row?.hash === before.hash;
  }

  /**
   * Every checkpoint of a partner in the folder: the signed ones, and the places of lines for the
   * partner whose signature does not hold (forged, or signed with another key). Lines that are
   * not JSON (a torn write) are counted, not trusted.
   */
  async of(
    partnerId: string,
  ): Promise<{ checkpoints: AuditCheckpoint[]; forged: CheckpointPlace[]; unreadable: number }> {
    const checkpoints: AuditCheckpoint[] = [];
    const forged: CheckpointPlace[] = [];
    let unreadable = 0;
    const files = existsSync(this.dir) ? (await readdir(this.dir)).filter((f) => FILE.test(f)).sort() : [];
    for (const file of files) {
      let line = 0;
      const lines = createInterface({
        input: createReadStream(path.join(this.dir, file), 'utf8'),
        crlfDelay: Infinity,
      });
      for await (const text of lines) {
        line += 1;
        // Cheap filter first: most lines are other partners'.
        if (!text.includes(partnerId)) continue;
        let parsed: AuditCheckpoint;
        try {
          parsed = JSON.parse(text) as AuditCheckpoint;
        } catch {
          unreadable += 1;
          continue;
        }
        if (parsed.partner_id !== partnerId) continue;
        if (this.isSigned(parsed) && Number.isSafeInteger(parsed.seq)) checkpoints.push(parsed);
        else forged.push({ file, line });
      }
    }
    return { checkpoints, forged, unreadable };
  }
}
