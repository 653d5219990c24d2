import { Webhook } from 'svix';
import { describe, expect, it } from 'vitest';
import { DEMO_FEES } from '../src/seed/demo.js';
import { startReceiver } from './support/apps.js';
import {
  demoApp,
  eventually,
  getJson,
  paymentCount,
  setDisabledBanks,
  setWebhookUrl,
  signedUrl,
  uniqueTxn,
} from './support/gateway.js';
import { useTestServer } from './support/server.js';

const server = useTestServer();

const atm = (appId: string, transactionId: string, extra: Record<string, string | number> = {}) => ({
  app_id: appId,
  transaction_id: transactionId,
  amount: 100_000,
  bank: 'VCB',
  callback_uri: 'https://shop.test/return',
  user_id: 'buyer-1',
  source: 'web',
  ...extra,
});

describe('GET /config/bank', () => {
  it('lists banks per type in the envelope', async () => {
    for (const type of ['pay', 'va', 'crypto']) {
      const { status, body } = await getJson(`${server().url}/config/bank?type=${type}`);
      expect(status).toBe(200);
      expect(body.error_code).toBe(0);
      expect((body.data as { id: string; name: string }[]).length).toBeGreaterThan(0);
    }
    const crypto = await getJson(`${server().url}/config/bank?type=crypto`);
    expect((crypto.body.data as { id: string }[]).map((b) => b.id)).toEqual(['USDT', 'USDC', 'BUSD']);
    const bad = await getJson(`${server().url}/config/bank?type=nope`);
    expect(bad.body.error_code).not.toBe(0);
  });
});

describe('GET /config/bank: every list type the spec names (issue 11 item 13)', () => {
  const list = async (type: string, appId?: string) => {
    const { status, body } = await getJson(
      `${server().url}/config/bank?type=${type}${appId ? `&app_id=${appId}` : ''}`,
    );
    expect({ status, error_code: body.error_code }).toEqual({ status: 200, error_code: 0 });
    return (body.data as { id: string; name: string }[]).map((b) => b.id);
  };

  // Agribank takes cards but issues no virtual accounts; Bac A Bank has no VietQR transfers; 4 of
  // the 29 banks only receive payouts (BANK), they take no cards (ATM).
  it.each([
    ['transaction', { has: ['VCB', 'VBA', 'BAB'], count: 25 }],
    ['pay', { has: ['VCB', 'VBA', 'BAB'], count: 25 }],
    ['ATM', { has: ['VCB', 'VBA', 'BAB'], count: 25 }],
    ['BANK', { has: ['VCB', 'VBA', 'BAB'], count: 29 }],
    ['all', { has: ['VCB', 'VBA', 'BAB'], count: 29 }],
    ['va', { has: ['VCB'], hasNot: ['VBA'] }],
    ['VA', { has: ['VCB'], hasNot: ['VBA'] }],
    ['directTransfer', { has: ['VCB', 'VBA'], hasNot: ['BAB'] }],
    ['crypto', { exactly: ['USDT', 'USDC', 'BUSD'] }],
    ['CRYPTO', { exactly: ['USDT', 'USDC', 'BUSD'] }],
    ['CC', { exactly: ['VISA', 'MASTERCARD', 'JCB'] }],
  ] as const)(
    'answers type=%s',
    async (type, want: {
      has?: readonly string[];
      hasNot?: readonly string[];
      count?: number;
      exactly?: readonly string[];
    }) => {
      const ids = await list(type);
      if (want.exactly) expect(ids).toEqual(want.exactly);
      for (const id of want.has ?? []) expect(ids).toContain(id);
      for (const id of want.hasNot ?? []) expect(ids).not.toContain(id);
      if (want.count) expect(ids).toHaveLength(want.count);
    },
  );

  it('leaves a partner’s disabled banks out of the docs lists too, and names the types on a wrong one', async () => {
    const s = server();
    const app = await demoApp(s, 'Demo Sandbox');
    await setDisabledBanks(s, app.partnerId, ['ATM_TCB', 'VA_MB']);
    try {
      expect(await list('transaction', app.id)).not.toContain('TCB');
      expect(await list('directTransfer', app.id)).not.toContain('MB');
      expect(await list('directTransfer', app.id)).toContain('TCB');
      expect(await list('transaction')).toContain('TCB');
    } finally {
      await setDisabledBanks(s, app.partnerId, []);
    }
    const bad = await getJson(`${s.url}/config/bank?type=Transaction`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(
      'type must be one of pay, transaction, va, directTransfer, crypto, ATM, CC, VA, BANK, CRYPTO, all',
    );
  });
});

describe('gateway payment APIs', () => {
  it('creates a pending payment with a checkout URL; an identical retry returns the same payment', async () => {
    const s = server();
    const app = await demoApp(s);
    const txn = uniqueTxn();
    const url = signedUrl(s, 'getATMCardPaymentURL', atm(app.id, txn), app.appSecret);
    const first = await getJson(url);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      error_code: 0,
      status: 'PENDING',
      transaction_id: txn,
      app: { app_id: app.id, name: 'Demo Sandbox', status: 'DEVELOPMENT' },
      payment: { amount: '100000', bank: 'VCB', status: 'PENDING', type: 'ATM_CARD' },
    });
    expect(String(first.body.payment_url)).toMatch(new RegExp(`^${s.config.publicUrl}/checkout/[\\w-]+$`));
    const again = await getJson(url);
    expect(again.body.payment_id).toBe(first.body.payment_id);
    expect(await paymentCount(s, app.id, txn)).toBe(1);
  });

  it('makes ONE payment from 20 concurrent identical requests', async () => {
    const s = server();
    const app = await demoApp(s);
    const txn = uniqueTxn('C');
    const url = signedUrl(s, 'getVirtualAccount', atm(app.id, txn, { account_name: 'Nguyen Van A' }), app.appSecret);
    const results = await Promise.all(Array.from({ length: 20 }, () => getJson(url)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.body.payment_id)).size).toBe(1);
    expect(await paymentCount(s, app.id, txn)).toBe(1);
  });

  it('refuses every bad request with an error envelope and creates nothing', async () => {
    const s = server();
    const app = await demoApp(s);
    const cases: { name: string; url: (txn: string) => string; code: number }[] = [
      {
        name: 'wrong hash',
        url: (txn) => signedUrl(s, 'getATMCardPaymentURL', atm(app.id, txn), 'not-the-secret'),
        code: 2,
      },
      {
        name: 'unknown app',
        url: (txn) =>
          signedUrl(s, 'getATMCardPaymentURL', atm('00000000-0000-4000-8000-000000000000', txn), app.appSecret),
        code: 3,
      },
      {
        name: 'amount below 10,000',
        url: (txn) => signedUrl(s, 'getATMCardPaymentURL', atm(app.id, txn, { amount: 9_999 }), app.appSecret),
        code: 1,
      },
      {
        name: 'fractional VND',
        url: (txn) => signedUrl(s, 'getATMCardPaymentURL', atm(app.id, txn, { amount: '10000.5' }), app.appSecret),
        code: 1,
      },
      {
        name: 'crypto below 0.5',
        url: (txn) =>
          signedUrl(
            s,
            'getCryptoPaymentUrl',
            { app_id: app.id, transaction_id: txn, amount: '0.4', crypto_token: 'USDT', chain: 'bsc' },
            app.appSecret,
          ),
        code: 1,
      },
      {
        name: 'unsupported bank',
        url: (txn) => signedUrl(s, 'getATMCardPaymentURL', atm(app.id, txn, { bank: 'NOPE' }), app.appSecret),
        code: 1,
      },
      {
        name: 'virtual account without a name',
        url: (txn) => signedUrl(s, 'getVirtualAccount', atm(app.id, txn), app.appSecret),
        code: 1,
      },
      {
        name: 'tampered amount',
        url: (txn) =>
          signedUrl(s, 'getATMCardPaymentURL', atm(app.id, txn), app.appSecret).replace(
            'amount=100000',
            'amount=200000',
          ),
        code: 2,
      },
    ];
    for (const c of cases) {
      const txn = uniqueTxn('E');
      const { status, body } = await getJson(c.url(txn));
      expect({ case: c.name, code: body.error_code, ok: status >= 400 }).toEqual({
        case: c.name,
        code: c.code,
        ok: true,
      });
      expect(typeof body.message).toBe('string');
      expect(await paymentCount(s, app.id, txn)).toBe(0);
    }
  });

  it('honours partner.disabled_banks (ATM_{bank}, VA_ALL, CRYPTO_{token})', async () => {
    const s = server();
    const app = await demoApp(s);
    await setDisabledBanks(s, app.partnerId, ['ATM_VCB', 'VA_ALL', 'CRYPTO_USDT']);
    try {
      const requests = [
        signedUrl(s, 'getATMCardPaymentURL', atm(app.id, uniqueTxn('D')), app.appSecret),
        signedUrl(
          s,
          'getVirtualAccount',
          atm(app.id, uniqueTxn('D'), { bank: 'TCB', account_name: 'A' }),
          app.appSecret,
        ),
        signedUrl(
          s,
          'getCryptoPaymentUrl',
          { app_id: app.id, transaction_id: uniqueTxn('D'), amount: 5, crypto_token: 'USDT', chain: 'bsc' },
          app.appSecret,
        ),
      ];
      for (const url of requests) {
        const { body } = await getJson(url);
        expect(body.error_code).toBe(4);
        expect(await paymentCount(s, app.id, new URL(url).searchParams.get('transaction_id') ?? '')).toBe(0);
      }
      // Another ATM bank still works.
      const ok = await getJson(
        signedUrl(s, 'getATMCardPaymentURL', atm(app.id, uniqueTxn('D'), { bank: 'TCB' }), app.appSecret),
      );
      expect(ok.body.error_code).toBe(0);
    } finally {
      await setDisabledBanks(s, app.partnerId, []);
    }
  });

  it('refuses the same transaction_id with different values', async () => {
    const s = server();
    const app = await demoApp(s);
    const txn = uniqueTxn('X');
    const first = await getJson(signedUrl(s, 'getATMCardPaymentURL', atm(app.id, txn), app.appSecret));
    expect(first.body.error_code).toBe(0);
    const changed = await getJson(
      signedUrl(s, 'getATMCardPaymentURL', atm(app.id, txn, { amount: 200_000 }), app.appSecret),
    );
    expect(changed.status).toBe(409);
    expect(changed.body.error_code).toBe(5);
    expect(await paymentCount(s, app.id, txn)).toBe(1);
  });

  it('accepts the previous secret during its grace period', async () => {
    const s = server();
    const app = await demoApp(s, 'Demo Store');
    const { apps } = await import('../src/db/schema.js');
    const { eq } = await import('drizzle-orm');
    await s.database.db
      .update(apps)
      .set({ previousSecret: 'old-secret', previousSecretExpiresAt: new Date(Date.now() + 60_000) })
      .where(eq(apps.id, app.id));
    const { body } = await getJson(signedUrl(s, 'getATMCardPaymentURL', atm(app.id, uniqueTxn('G')), 'old-secret'));
    expect(body.error_code).toBe(0);
  });
});

describe('hosted checkout', () => {
  const checkoutToken = (paymentUrl: unknown) => String(paymentUrl).split('/checkout/')[1];

  it('shows what the payer needs per method', async () => {
    const s = server();
    const app = await demoApp(s);
    const qr = await getJson(
      signedUrl(
        s,
        'getDynamicQrPaymentUrl',
        atm(app.id, uniqueTxn('Q'), { amount: 150_000, bank: 'MB' }),
        app.appSecret,
      ),
    );
    const qrView = await getJson(`${s.url}/v1/checkout/${checkoutToken(qr.body.payment_url)}`);
    const qrData = qrView.body.data as { qr: { payload: string }; transfer: { account_number: string } };
    expect(qrData.qr.payload).toMatch(/^000201010212/);
    expect(qrData.qr.payload).toContain('0006970422'); // MB's BIN
    expect(qrData.qr.payload).toContain('5406150000');
    expect(qrData.qr.payload).toContain(qrData.transfer.account_number);

    const crypto = await getJson(
      signedUrl(
        s,
        'getCryptoPaymentUrl',
        { app_id: app.id, transaction_id: uniqueTxn('K'), amount: '12.5', crypto_token: 'USDC', chain: 'polygon' },
        app.appSecret,
      ),
    );
    const cryptoView = await getJson(`${s.url}/v1/checkout/${checkoutToken(crypto.body.payment_url)}`);
    expect(cryptoView.body.data).toMatchObject({
      amount: '12.5',
      currency: 'USDC',
      crypto: { token: 'USDC', chain: 'polygon', chain_id: 137, amount: '12.5' },
    });
    expect((cryptoView.body.data as { crypto: { address: string } }).crypto.address).toMatch(/^0x[0-9a-f]{40}$/);

    const missing = await getJson(`${s.url}/v1/checkout/not-a-token`);
    expect(missing.status).toBe(404);
  });

  it('Pay → SUCCESS, balance + amount − fee, one signed webhook that svix verifies', async () => {
    const s = server();
    const app = await demoApp(s);
    const receiver = await startReceiver();
    await setWebhookUrl(s, app.id, receiver.url);
    try {
      const before = await s.services.ledger.balances(app.id, 'DEVELOPMENT');
      const txn = uniqueTxn('P');
      const created = await getJson(signedUrl(s, 'getATMCardPaymentURL', atm(app.id, txn), app.appSecret));
      const token = checkoutToken(created.body.payment_url);
      const paid = await getJson(`${s.url}/v1/checkout/${token}/pay`, { method: 'POST' });
      expect(paid.body).toMatchObject({ error_code: 0, data: { status: 'SUCCESS' } });
      expect(String((paid.body.data as { return_url: string }).return_url)).toContain('status=SUCCESS');
      // A second click changes nothing.
      const twice = await getJson(`${s.url}/v1/checkout/${token}/fail`, { method: 'POST' });
      expect(twice.status).toBe(409);

      const after = await s.services.ledger.balances(app.id, 'DEVELOPMENT');
      const fee = Math.round(100_000 * DEMO_FEES.atm_vnd.rate) + DEMO_FEES.atm_vnd.fixed;
      expect(Number(after[0]?.amount) - Number(before[0]?.amount)).toBe(100_000 - fee);

      const delivery = await eventually(async () => receiver.received.find((r) => r.body.includes(txn)));
      const verified = new Webhook(app.webhookSecret).verify(delivery.body, {
        'webhook-id': String(delivery.headers['webhook-id']),
        'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
        'webhook-signature': String(delivery.headers['webhook-signature']),
      }) as { transaction_id: string; payment: { status: string; amount: string; type: string } };
      expect(verified).toMatchObject({
        transaction_id: txn,
        payment: { status: 'SUCCESS', amount: '100000', type: 'ATM_CARD' },
      });
    } finally {
      await setWebhookUrl(s, app.id, null);
      await receiver.close();
    }
  });

  it('Fail and Expire move no money', async () => {
    const s = server();
    const app = await demoApp(s);
    const before = await s.services.ledger.balances(app.id, 'DEVELOPMENT');
    for (const outcome of ['fail', 'expire'] as const) {
      const created = await getJson(
        signedUrl(s, 'getInternetBankingPaymentURL', atm(app.id, uniqueTxn('F')), app.appSecret),
      );
      const done = await getJson(`${s.url}/v1/checkout/${checkoutToken(created.body.payment_url)}/${outcome}`, {
        method: 'POST',
      });
      expect((done.body.data as { status: string }).status).toBe(outcome === 'fail' ? 'FAILED' : 'CANCEL');
    }
    expect(await s.services.ledger.balances(app.id, 'DEVELOPMENT')).toEqual(before);
  });
});
