import { gatewayHash } from '@paygate/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AppRow } from '../../src/db/schema.js';
import { refunds } from '../../src/db/schema.js';
import { eventually, uniqueTxn } from './gateway.js';
import { postJson } from './money.js';
import type { TestServer } from './server.js';

// A refund made as a merchant makes one, through the signed POST /v1/partner/refund and so through
// the refund flow itself (the payment's refunded amount, the balance's debit, the settlement job).

export type MadeRefund = { refund_id: string; status: string; amount: string };

/** Refunds `amount` of a payment of `app` through the gateway; the accepted (PENDING) refund. */
export const refundViaGateway = async (
  s: TestServer,
  app: Pick<AppRow, 'id' | 'appSecret'>,
  paymentId: string,
  amount: string,
  reason = 'Customer returned the goods',
): Promise<MadeRefund> => {
  const body = { app_id: app.id, transaction_id: `refund-${uniqueTxn()}`, payment_id: paymentId, amount, reason };
  const res = await postJson(s, '/v1/partner/refund', undefined, {
    ...body,
    hash: gatewayHash('refund', body, app.appSecret),
  });
  expect(res.body).toMatchObject({ error_code: 0, refund: { status: 'PENDING' } });
  return (res.body as unknown as { refund: MadeRefund }).refund;
};

/** The refund once its bank (or chain) answered. */
export const settledRefund = (s: TestServer, refundId: string) =>
  eventually(async () => {
    const [row] = await s.database.db.select().from(refunds).where(eq(refunds.id, refundId));
    return row && row.status !== 'PENDING' ? row : undefined;
  });
