import type { users } from '../../db/schema.js';
import type { PartnerAccess, PartnerRow, Viewer } from '../../lib/caller.js';

/** What resolvers return for the contract's object types (codegen mappers). */
export type PartnerParent = PartnerRow;
export type UserParent = { viewer: Viewer; access: PartnerAccess | null };
export type UserPartnerParent = {
  membership: { id: string; role: PartnerAccess['role']; createdAt: Date };
  user: Pick<typeof users.$inferSelect, 'id' | 'name' | 'avatar'>;
  /** What the team screen shows of a member (issue 28 item 15); only `members()` reads it. */
  team?: { email: string; twoFactorEnabled: boolean; lastActiveAt: Date | null };
};
