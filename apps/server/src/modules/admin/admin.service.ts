import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userPartners, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { randomToken } from '../../lib/random.js';
import { hashPassword } from '../auth/password.js';

// Operator commands (`npm run admin -- …`). The same functions run in the server process (through
// the admin socket, when the server owns the embedded database) and in the CLI itself.

export type AdminResult = { ok: boolean; message: string; data?: unknown };

export class AdminService {
  constructor(private readonly db: Db) {}

  async activateUser(emailInput: string): Promise<AdminResult> {
    const email = emailInput.trim().toLowerCase();
    const [user] = await this.db
      .update(users)
      .set({ activatedAt: sql`coalesce(${users.activatedAt}, now())` })
      .where(eq(users.email, email))
      .returning();
    if (!user) throw new AppError(`No user with email ${email}`, 'NOT_FOUND');
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
}

export type AdminCommand = { command: 'activate-user' | 'create-supervisor' | 'list-users'; args: string[] };

export const runAdminCommand = async (service: AdminService, { command, args }: AdminCommand): Promise<AdminResult> => {
  const needEmail = () => {
    const email = args[0];
    if (!email) throw new AppError(`Usage: ${command} <email>`, 'BAD_USER_INPUT');
    return email;
  };
  switch (command) {
    case 'activate-user':
      return service.activateUser(needEmail());
    case 'create-supervisor':
      return service.createSupervisor(needEmail());
    case 'list-users':
      return service.listUsers();
    default:
      throw new AppError(`Unknown command ${String(command)}`, 'BAD_USER_INPUT');
  }
};
