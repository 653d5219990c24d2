import {
  NOT_FOUND_MESSAGES,
  SAVED_VIEW_NAME_TAKEN,
  SAVED_VIEWS_FULL,
  SAVED_VIEWS_MAX,
  type SaveViewInput,
} from '@paygate/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { transactionViews, userPartners } from '../../db/schema.js';
import { AppError, notFound, violatedIndex } from '../../lib/errors.js';

// Saved views of the transaction list (issue #15 item 3). Every call names the caller's
// membership (their user in their current partner), and every query is scoped to it: a view id
// of another member or partner is "not found", exactly as a missing one.

export type TransactionViewRow = typeof transactionViews.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const viewNotFound = () => notFound(NOT_FOUND_MESSAGES.view);
const nameTaken = () => new AppError(SAVED_VIEW_NAME_TAKEN, 'CONFLICT', { fields: { name: SAVED_VIEW_NAME_TAKEN } });
/** A name already used by the member (case-insensitive, the database's unique index decides). */
const isNameTaken = (error: unknown) => violatedIndex(error) === 'transaction_views_name_key';

export class TransactionViewsService {
  constructor(private readonly db: Db) {}

  list(membershipId: string): Promise<TransactionViewRow[]> {
    return this.db
      .select()
      .from(transactionViews)
      .where(eq(transactionViews.membershipId, membershipId))
      .orderBy(asc(sql`lower(${transactionViews.name})`));
  }

  async save(membershipId: string, input: SaveViewInput): Promise<TransactionViewRow> {
    try {
      return await this.db.transaction(async (tx) => {
        // The membership row is the member's lock: concurrent saves count one after the other,
        // so a burst cannot pass the cap, and only one of them can end as the default.
        await lockMembership(tx, membershipId);
        const [{ views } = { views: 0 }] = await tx
          .select({ views: count() })
          .from(transactionViews)
          .where(eq(transactionViews.membershipId, membershipId));
        if (views >= SAVED_VIEWS_MAX) throw new AppError(SAVED_VIEWS_FULL, 'BAD_USER_INPUT');
        if (input.is_default) await clearDefault(tx, membershipId);
        const [row] = await tx
          .insert(transactionViews)
          .values({ membershipId, name: input.name, query: input.query, isDefault: input.is_default })
          .returning();
        return row!;
      });
    } catch (error) {
      if (isNameTaken(error)) throw nameTaken();
      throw error;
    }
  }

  async rename(membershipId: string, id: string, name: string): Promise<TransactionViewRow> {
    if (!UUID.test(id)) throw viewNotFound();
    try {
      const [row] = await this.db
        .update(transactionViews)
        .set({ name })
        .where(and(eq(transactionViews.id, id), eq(transactionViews.membershipId, membershipId)))
        .returning();
      if (!row) throw viewNotFound();
      return row;
    } catch (error) {
      if (isNameTaken(error)) throw nameTaken();
      throw error;
    }
  }

  /** The one view /transaction opens with, or none (`id` null). */
  async setDefault(membershipId: string, id: string | null): Promise<TransactionViewRow[]> {
    if (id !== null && !UUID.test(id)) throw viewNotFound();
    await this.db.transaction(async (tx) => {
      await lockMembership(tx, membershipId);
      await clearDefault(tx, membershipId);
      if (id === null) return;
      const [row] = await tx
        .update(transactionViews)
        .set({ isDefault: true })
        .where(and(eq(transactionViews.id, id), eq(transactionViews.membershipId, membershipId)))
        .returning({ id: transactionViews.id });
      if (!row) throw viewNotFound();
    });
    return this.list(membershipId);
  }

  async remove(membershipId: string, id: string): Promise<boolean> {
    if (!UUID.test(id)) throw viewNotFound();
    const rows = await this.db
      .delete(transactionViews)
      .where(and(eq(transactionViews.id, id), eq(transactionViews.membershipId, membershipId)))
      .returning({ id: transactionViews.id });
    if (rows.length === 0) throw viewNotFound();
    return true;
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const lockMembership = async (tx: Tx, membershipId: string) => {
  const [member] = await tx
    .select({ id: userPartners.id })
    .from(userPartners)
    .where(eq(userPartners.id, membershipId))
    .for('update');
  // Removed from the partner between the access check and now: nothing to save into.
  if (!member) throw viewNotFound();
};

const clearDefault = (tx: Tx, membershipId: string) =>
  tx
    .update(transactionViews)
    .set({ isDefault: false })
    .where(and(eq(transactionViews.membershipId, membershipId), eq(transactionViews.isDefault, true)));
