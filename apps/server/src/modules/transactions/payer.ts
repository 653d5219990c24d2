import { NOT_FOUND_MESSAGES, PORTAL_PAYMENT_TYPES } from '@paygate/contracts';
import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { apps, payments } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { normalize } from '../../lib/money.js';

// A payer's page (issue 28 item 18): a payer is the merchant's own customer, the `user_id` the
// merchant sent with its payments, within one app. What Stripe's customer view gives: how many
// payments, how many succeeded, what they paid (per currency), the first and the last. Portal
// payments (a member's cash-in, cash-out…) carry the member's id and are no payer's.

export type PayerSummary = {
  appId: string;
  appName: string;
  appLogo: string | null;
  userId: string;
  total: number;
  totalSuccess: number;
  paid: { currency: string; amount: string }[];
  firstAt: Date;
  lastAt: Date;
};

/** A payer id is the merchant's text: at most this long (longer never matches a stored one). */
export const PAYER_ID_MAX_LENGTH = 255;

/**
 * The payer `userId` of the partner's app `appId`; NOT_FOUND ("Payer not found") for an app of another partner, a
 * deleted app, or a payer with no payment (the same answer, so nothing tells them apart). Both
 * statements run on the (partner_id, user_id) index.
 */
export const payerSummary = async (db: Db, partnerId: string, appId: string, userId: string): Promise<PayerSummary> => {
  const missing = () => notFound(NOT_FOUND_MESSAGES.payer);
  if (!isUuid(appId) || userId === '' || userId.length > PAYER_ID_MAX_LENGTH) throw missing();
  const [app] = await db
    .select({ id: apps.id, name: apps.name, logo: apps.logo })
    .from(apps)
    .where(and(eq(apps.id, appId), eq(apps.partnerId, partnerId), isNull(apps.deletedAt)));
  if (!app) throw missing();
  const rows = await db
    .select({
      currency: payments.currency,
      total: sql<string>`count(*)`,
      totalSuccess: sql<string>`count(*) filter (where ${payments.status} = 'SUCCESS')`,
      paid: sql<string | null>`sum(${payments.amount}) filter (where ${payments.status} = 'SUCCESS')`,
      firstAt: sql<Date | string>`min(${payments.createdAt})`,
      lastAt: sql<Date | string>`max(${payments.createdAt})`,
    })
    .from(payments)
    .where(
      and(
        eq(payments.partnerId, partnerId),
        eq(payments.userId, userId),
        eq(payments.appId, appId),
        notInArray(payments.type, [...PORTAL_PAYMENT_TYPES]),
      ),
    )
    .groupBy(payments.currency)
    .orderBy(payments.currency);
  if (rows.length === 0) throw missing();
  const time = (v: Date | string) => new Date(v).getTime();
  return {
    appId: app.id,
    appName: app.name,
    appLogo: app.logo,
    userId,
    total: rows.reduce((n, r) => n + Number(r.total), 0),
    totalSuccess: rows.reduce((n, r) => n + Number(r.totalSuccess), 0),
    paid: rows.map((r) => ({ currency: r.currency, amount: normalize(r.paid ?? '0') ?? '0' })),
    firstAt: new Date(Math.min(...rows.map((r) => time(r.firstAt)))),
    lastAt: new Date(Math.max(...rows.map((r) => time(r.lastAt)))),
  };
};
