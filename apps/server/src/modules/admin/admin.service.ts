import { ADMIN_MESSAGES, ADMIN_USAGE } from '@paygate/contracts';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { partners, userPartners, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { randomToken } from '../../lib/random.js';
import { createSandboxProviders } from '../../providers/index.js';
import type { BankNetwork } from '../../providers/types.js';
import type { AuditCheckpoints } from '../audit/index.js';
import { OPERATOR, recordAudit, verifyAuditLog } from '../audit/index.js';
import { hashPassword } from '../auth/index.js';
import { bankKeysOf, type FeeRule, parseFeeArgs, splitRefundRule } from './partner-settings.js';

// Operator commands (`npm run admin -- …`). The same functions run in the server process (through
// the admin socket, when the server owns the embedded database) and in the CLI itself.

export type AdminResult = { ok: boolean; message: string; data?: unknown };

export class AdminService {
  constructor(
    private readonly db: Db,
    /** Undefined when no checkpoint key is configured (production without AUDIT_CHECKPOINT_KEY). */
    private readonly checkpoints: AuditCheckpoints | undefined = undefined,
    private readonly banks: BankNetwork = createSandboxProviders().banks,
  ) {}

  async activateUser(emailInput: string): Promise<AdminResult> {
    const email = emailInput.trim().toLowerCase();
    const [user] = await this.db
      .update(users)
      .set({ activatedAt: sql`coalesce(${users.activatedAt}, now())` })
      .where(eq(users.email, email))
      .returning();
    if (!user) throw new AppError(ADMIN_MESSAGES.noUser(email), 'NOT_FOUND');
    const note = user.emailVerifiedAt ? '' : ' (their email is not verified yet: they must open the verification link)';
    return { ok: true, message: `Activated ${email}${note}` };
  }

  /** Makes an existing user a supervisor, or creates one with a one-time password to change. */
  async createSupervisor(emailInput: string): Promise<AdminResult> {
    const email = emailInput.trim().toLowerCase();
    const [existing] = await this.db
      .update(users)
      .set({ kind: 'SUPERVISOR', activatedAt: sql`coalesce(${users.activatedAt}, now())` })
      .where(eq(users.email, email))
      .returning();
    if (existing) return { ok: true, message: `${email} is now a supervisor` };
    const password = randomToken(12);
    await this.db.insert(users).values({
      name: email.split('@')[0] ?? email,
      email,
      passwordHash: await hashPassword(password),
      kind: 'SUPERVISOR',
      emailVerifiedAt: new Date(),
      activatedAt: new Date(),
    });
    return { ok: true, message: `Created supervisor ${email} with password ${password} (ask them to change it)` };
  }

  async listUsers(): Promise<AdminResult> {
    const rows = await this.db
      .select({
        email: users.email,
        name: users.name,
        kind: users.kind,
        verified: users.emailVerifiedAt,
        activated: users.activatedAt,
        partners: count(userPartners.id),
      })
      .from(users)
      .leftJoin(userPartners, eq(userPartners.userId, users.id))
      .groupBy(users.id)
      .orderBy(asc(users.createdAt));
    const data = rows.map((r) => ({
      email: r.email,
      name: r.name,
      type: r.kind,
      verified: r.verified !== null,
      activated: r.activated !== null,
      partners: Number(r.partners),
    }));
    return { ok: true, message: `${data.length} users`, data };
  }

  /** A partner by id, or by name when exactly one has it (case-insensitive). */
  private async partner(idOrName: string) {
    const wanted = idOrName.trim();
    const rows = /^[0-9a-f-]{36}$/i.test(wanted)
      ? await this.db.select().from(partners).where(eq(partners.id, wanted))
      : await this.db.select().from(partners).where(sql`lower(${partners.name}) = lower(${wanted})`);
    if (rows.length > 1) {
      throw new AppError(ADMIN_MESSAGES.partnerAmbiguous(rows.length, wanted), 'BAD_USER_INPUT');
    }
    const [row] = rows;
    if (!row) throw new AppError(ADMIN_MESSAGES.noPartner(wanted), 'NOT_FOUND');
    return row;
  }

  async listPartners(): Promise<AdminResult> {
    const rows = await this.db.select().from(partners).orderBy(asc(partners.createdAt));
    const data = rows.map((p) => ({
      id: p.id,
      name: p.name,
      fees: feesText(p.fees, p.refundFeeReturned),
      disabled_banks: p.disabledBanks.join(' '),
    }));
    return { ok: true, message: `${data.length} partners`, data };
  }

  async verifyAudit(idOrName: string): Promise<AdminResult> {
    return verifyAudit(this.db, await this.partner(idOrName), this.checkpoints);
  }

  /** Writes a signed checkpoint of every partner's audit head that moved, now (the job does it on a schedule). */
  async checkpointAudit(): Promise<AdminResult> {
    if (!this.checkpoints) return { ok: false, message: 'No audit checkpoint key: set AUDIT_CHECKPOINT_KEY' };
    const made = await this.checkpoints.write();
    return {
      ok: true,
      message: `${made.length} audit checkpoints written to ${this.checkpoints.dir}`,
      data: made.map((c) => ({ partner: c.partner_id, seq: c.seq, hash: c.hash, at: c.at })),
    };
  }

  /** Sets (or, with `off`, removes) some of a partner's fees, and its refund rule; the others stay. */
  async setFees(idOrName: string, args: string[]): Promise<AdminResult> {
    const { feeArgs, refundFeeReturned = undefined } = splitRefundRule(args);
    const changes = parseFeeArgs(feeArgs);
    const partner = await this.partner(idOrName);
    const isFeeReturned = refundFeeReturned ?? partner.refundFeeReturned;
    const fees: Record<string, FeeRule> = { ...partner.fees };
    for (const [key, rule] of Object.entries(changes)) {
      if (rule) fees[key] = rule;
      else delete fees[key];
    }
    await this.db.transaction(async (tx) => {
      await tx.update(partners).set({ fees, refundFeeReturned: isFeeReturned }).where(eq(partners.id, partner.id));
      await recordAudit(tx, partner.id, OPERATOR, {
        action: 'partner.settings_changed',
        target: { type: 'partner', id: partner.id, label: partner.name },
        changes: {
          fees: {
            before: feesText(partner.fees, partner.refundFeeReturned),
            after: feesText(fees, isFeeReturned),
          },
        },
      });
    });
    return { ok: true, message: `Fees of ${partner.name}: ${feesText(fees, isFeeReturned) || 'none'}` };
  }

  /** Adds keys to (disable) or removes them from (enable) a partner's disabled_banks. */
  async setBanks(idOrName: string, args: string[], disable: boolean): Promise<AdminResult> {
    const keys = bankKeysOf(args, this.banks, { allowUnknown: !disable });
    const partner = await this.partner(idOrName);
    const current = new Set(partner.disabledBanks);
    for (const key of keys) {
      if (disable) current.add(key);
      else current.delete(key);
    }
    const disabledBanks = [...current].sort();
    await this.db.transaction(async (tx) => {
      await tx.update(partners).set({ disabledBanks }).where(eq(partners.id, partner.id));
      await recordAudit(tx, partner.id, OPERATOR, {
        action: 'partner.settings_changed',
        target: { type: 'partner', id: partner.id, label: partner.name },
        changes: { disabled_banks: { before: partner.disabledBanks, after: disabledBanks } },
      });
    });
    return {
      ok: true,
      message: `${disable ? 'Disabled' : 'Enabled'} ${keys.join(', ')} for ${partner.name}; disabled now: ${disabledBanks.join(', ') || 'none'}`,
    };
  }
}

/**
 * Re-hashes a partner's audit chain, checks its head row and its checkpoints, and names every
 * check that fails (exit 1).
 */
export const verifyAudit = async (
  db: Db,
  partner: { id: string; name: string },
  checkpoints: AuditCheckpoints | undefined,
): Promise<AdminResult> => {
  const result = await verifyAuditLog(db, partner.id, checkpoints);
  const failures = [
    ...(result.ok
      ? []
      : [`is broken at entry #${result.brokenAt.seq} (${result.brokenAt.id}): ${result.brokenAt.reason}`]),
    ...result.failures,
  ];
  if (failures.length > 0) {
    // One failure reads as a sentence ("Audit log of X is broken at…", "…: head does not match…").
    const [first] = failures;
    const text =
      failures.length > 1
        ? `: verification failed\n${failures.map((f) => `  - ${f}`).join('\n')}`
        : `${result.ok ? ':' : ''} ${first}`;
    return { ok: false, message: `Audit log of ${partner.name}${text}`, data: result };
  }
  const anchor = !result.anchored
    ? 'not anchored (no AUDIT_CHECKPOINT_KEY: entries deleted from the end or a rewritten chain would not show)'
    : result.checkpoint
      ? `matches checkpoint ${result.checkpoint.at} (entry #${result.checkpoint.seq})`
      : 'no checkpoint yet';
  return {
    ok: true,
    message: `Audit log of ${partner.name}: ${result.entries} entries, chain intact, head matches, ${anchor}`,
    data: result,
  };
};

/** The fees as set-fees takes them; the refund rule only when it is on (off is the default). */
const feesText = (fees: Record<string, FeeRule>, isRefundFeeReturned = false) =>
  [
    ...Object.entries(fees).map(([key, r]) => `${key}=${r.rate}${r.fixed ? `+${r.fixed}` : ''}`),
    ...(isRefundFeeReturned ? ['refund_fee_returned=on'] : []),
  ].join(' ');

export const ADMIN_COMMANDS = [
  'activate-user',
  'create-supervisor',
  'list-users',
  'list-partners',
  'set-fees',
  'disable-bank',
  'enable-bank',
  'verify-audit',
  'checkpoint-audit',
] as const;
export type AdminCommand = { command: (typeof ADMIN_COMMANDS)[number]; args: string[] };

export const runAdminCommand = async (service: AdminService, { command, args }: AdminCommand): Promise<AdminResult> => {
  const needEmail = () => {
    const email = args[0];
    if (!email) throw new AppError(ADMIN_MESSAGES.usage(command, ADMIN_USAGE.email), 'BAD_USER_INPUT');
    return email;
  };
  switch (command) {
    case 'activate-user':
      return service.activateUser(needEmail());
    case 'create-supervisor':
      return service.createSupervisor(needEmail());
    case 'list-users':
      return service.listUsers();
    case 'list-partners':
      return service.listPartners();
    case 'verify-audit': {
      const [partner] = args;
      if (!partner) throw new AppError(ADMIN_MESSAGES.usage(command, ADMIN_USAGE.partner), 'BAD_USER_INPUT');
      return service.verifyAudit(partner);
    }
    case 'checkpoint-audit':
      return service.checkpointAudit();
    case 'set-fees':
    case 'disable-bank':
    case 'enable-bank': {
      const [partner, ...rest] = args;
      if (!partner || rest.length === 0) {
        const what = command === 'set-fees' ? ADMIN_USAGE.partnerFees : ADMIN_USAGE.partnerBanks;
        throw new AppError(ADMIN_MESSAGES.usage(command, what), 'BAD_USER_INPUT');
      }
      if (command === 'set-fees') return service.setFees(partner, rest);
      return service.setBanks(partner, rest, command === 'disable-bank');
    }
    default:
      throw new AppError(ADMIN_MESSAGES.unknownCommand(String(command)), 'BAD_USER_INPUT');
  }
};
