import { describe, expect, it } from 'vitest';
import { loginToken } from './support/account.js';
import { newPartnerWorkspace, seedPayment } from './support/payments.js';
import { errorCode, useTestServer } from './support/server.js';

// Issue 28 item 18: a payer (user_id within an app) has a page with their payments, totals and
// first and last payment — with the transaction list's roles and today's active token.

const server = useTestServer();

const PAYER = `query($app: ID!, $user: String!) {
  payer(app_id: $app, user_id: $user) {
    user_id app { id name } total_payment total_payment_success paid { currency amount }
    first_payment_time last_payment_time
  }
}`;
type Payer = {
  user_id: string;
  app: { id: string; name: string };
  total_payment: number;
  total_payment_success: number;
  paid: { currency: string; amount: string }[];
  first_payment_time: string;
  last_payment_time: string;
};

describe('a payer (issue 28 item 18)', () => {
  it('sums the payer’s payments in the app: counts, what succeeded per currency, first and last', async () => {
    const s = server();
    const shop = await newPartnerWorkspace(s, 'payer');
    const day = (d: number) => new Date(Date.UTC(2026, 10, d, 3));
    await seedPayment(s, shop.prod, { userId: 'cust-0289', amount: '150000', status: 'SUCCESS', createdAt: day(3) });
    await seedPayment(s, shop.prod, { userId: 'cust-0289', amount: '250000', status: 'SUCCESS', createdAt: day(9) });
    await seedPayment(s, shop.prod, { userId: 'cust-0289', amount: '999000', status: 'FAILED', createdAt: day(12) });
    await seedPayment(s, shop.prod, {
      userId: 'cust-0289',
      type: 'CRYPTO',
      currency: 'USDT',
      chain: 'bsc',
      amount: '12.5',
      fee: '0',
      status: 'SUCCESS',
      bank: null,
      createdAt: day(5),
    });
    // Another payer, and the same payer id in another app: neither counts.
    await seedPayment(s, shop.prod, { userId: 'cust-0290', amount: '777000', createdAt: day(1) });
    await seedPayment(s, shop.dev, { userId: 'cust-0289', amount: '555000', createdAt: day(1) });

    const res = await s.gql<{ payer: Payer }>(PAYER, { app: shop.prod.id, user: 'cust-0289' }, shop.options);
    expect(res.errors).toBeUndefined();
    expect(res.data?.payer).toEqual({
      user_id: 'cust-0289',
      app: { id: shop.prod.id, name: shop.prod.name },
      total_payment: 4,
      total_payment_success: 3,
      paid: [
        { currency: 'USDT', amount: '12.5' },
        { currency: 'VND', amount: '400000' },
      ],
      first_payment_time: day(3).toISOString(),
      last_payment_time: day(12).toISOString(),
    });
  });

  it("answers NOT_FOUND alike for an unknown payer, another partner's app and a malformed app id", async () => {
    const s = server();
    const shop = await newPartnerWorkspace(s, 'payer-own');
    const other = await newPartnerWorkspace(s, 'payer-other');
    await seedPayment(s, other.prod, { userId: 'cust-1', amount: '100000' });
    await seedPayment(s, shop.prod, { userId: 'cust-2', amount: '100000' });
    for (const [app, user] of [
      [shop.prod.id, 'nobody'],
      [other.prod.id, 'cust-1'],
      ['not-a-uuid', 'cust-2'],
      [shop.prod.id, 'x'.repeat(300)],
    ]) {
      const res = await s.gql(PAYER, { app, user }, shop.options);
      expect(errorCode(res), `${app} ${user}`).toBe('NOT_FOUND');
      expect(res.data ?? null).toBeNull();
    }
    // The other partner sees their own payer.
    expect((await s.gql(PAYER, { app: other.prod.id, user: 'cust-1' }, other.options)).errors).toBeUndefined();
  });

  it('needs today’s active token, as the transaction list; a burst without it reads nothing', async () => {
    const s = server();
    const shop = await newPartnerWorkspace(s, 'payer-token');
    await seedPayment(s, shop.prod, { userId: 'cust-9', amount: '100000' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => s.gql(PAYER, { app: shop.prod.id, user: 'cust-9' }, { token: shop.token })),
    );
    for (const answer of answers) {
      expect(errorCode(answer)).toBe('ACTIVE_TOKEN_REQUIRED');
      expect(answer.data ?? null).toBeNull();
    }
    // A member of the demo partner never reads this partner's payer.
    const demo = await loginToken(s, 'owner@demo.test');
    expect(errorCode(await s.gql(PAYER, { app: shop.prod.id, user: 'cust-9' }, { token: demo }))).not.toBeUndefined();
  });
});
