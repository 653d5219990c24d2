import {
  ERROR_CODES,
  GATEWAY_ERRORS,
  gatewayErrorBody,
  gatewayHash,
  PAYMENT_APIS,
  WALLET_CHECKSUM_MISSING,
} from '@paygate/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { channels, ledgerEntries, payments, sources } from '../src/db/schema.js';
import { loginActive } from './support/account.js';
import { demoApp, getJson, signedUrl, uniqueTxn } from './support/gateway.js';
import { balanceOf, cashOutBody, demoOwner, newOwnerWithApp, postJson, withdrawBody } from './support/money.js';
import { type GraphQLResponse, type TestServer, useTestServer } from './support/server.js';

// Bad input on every REST route and the GraphQL money mutation (issue 11 items 14, 15; issue 17
// items 4–8): NUL bytes, 100 KB strings and 21-digit amounts are refused by name before any
// query, no answer carries SQL, a driver message or a stack, every code sent is one contracts
// lists, and nothing changes.

const server = useTestServer();

const NUL = 'a\u0000b';
const HUGE = 'x'.repeat(100 * 1024);
/** Over every field's maximum, yet small enough for a query string (Node refuses 16 KB of headers). */
const LONG = 'y'.repeat(4 * 1024);
const HUGE_AMOUNT = '1'.repeat(21);

/** What must never reach a client: SQL, parameters, driver and ORM names, stack frames. */
const LEAKS = [
  /Failed query/i,
  /insert into/i,
  /select "/i,
  /update "/i,
  /params:/i,
  /\.(?:js|ts|mjs|cjs):\d+/,
  /drizzle/i,
  /pglite/i,
  /postgres/i,
  /invalid byte sequence/i,
  /unsupported Unicode/i,
  /numeric field overflow/i,
  /\b22(?:021|P05|003|001)\b/,
  /\bstack\b/i,
];

const expectNoLeak = (label: string, text: string) => {
  for (const pattern of LEAKS) expect(text, `${label}: ${pattern}`).not.toMatch(pattern);
};

type Sent = { status: number; text: string; body: unknown };

const send = async (url: string, init?: RequestInit): Promise<Sent> => {
  const res = await fetch(url, init);
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: res.status, text, body };
};

/** A refusal: 4xx, the contracts envelope with a listed code, no leak. */
const expectRefusal = (label: string, res: Sent) => {
  expect(res.status, `${label}: ${res.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(res.status, `${label}: ${res.text.slice(0, 300)}`).toBeLessThan(500);
  expectNoLeak(label, res.text);
  // Node refuses oversized headers (431) before the app; everything the app answers is an envelope.
  if (res.status !== 431) {
    const parsed = gatewayErrorBody.safeParse(res.body);
    expect(parsed.success, `${label}: ${res.text.slice(0, 300)}`).toBe(true);
  }
};

/** The field's own message: "<field> must …" (or the amount's rule). */
const expectFieldMessage = (label: string, res: Sent, field: string) => {
  const body = res.body as { message?: string; fields?: Record<string, string> };
  const message = body.fields?.[field];
  expect(message, `${label}: ${res.text.slice(0, 300)}`).toMatch(new RegExp(`^${field} must `));
  expect(body.message, label).toBe(message);
};

const postBody = (s: TestServer, path: string, token: string | undefined, body: Record<string, unknown>) =>
  send(`${s.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(token ? { ...body, token } : body),
  });

const stateOf = async (s: TestServer) => {
  const [p] = await s.database.db.select({ n: sql<number>`count(*)::int` }).from(payments);
  const [l] = await s.database.db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries);
  return { payments: Number(p?.n), ledgerEntries: Number(l?.n) };
};

/** Runs the requests a few at a time (and so many at once: a burst of bad input too). */
const inBatches = async <T>(tasks: (() => Promise<T>)[], size = 16): Promise<T[]> => {
  const out: T[] = [];
  for (let i = 0; i < tasks.length; i += size)
    out.push(...(await Promise.all(tasks.slice(i, i + size).map((t) => t()))));
  return out;
};

const MONEY_POSTS = {
  '/v1/partner/transfer/cms': {
    app_id: 'APP',
    transaction_id: 'cashout-1',
    amount: '100000',
    payee_bank: 'VCB',
    payee_account: '0011001234567',
    payee_account_type: 'BANK_ACCOUNT',
    payee_name: 'NGUYEN VAN A',
    payee_pay_fee: '0',
    currency: 'VND',
    message: '123',
    channel_id: '',
    source: '',
    hash: 'h',
    otp: '123456',
  },
  '/v1/partner/crypto-withdraw': {
    app_id: 'APP',
    transaction_id: 'withdraw-1',
    payee_wallet: '0x52908400098527886E0F7030069857D2E4169EE7',
    amount: '1',
    token_name: 'USDT',
    chain: 'bsc',
    type: 'PAY_CRYPTO_WITHDRAW',
    memo: 'Withdraw',
    channel_id: '',
    source: '',
    hash: 'h',
    otp: '123456',
  },
  '/v1/partner/cmsCashInVND': { app_id: 'APP', amount: '100000', bank_code: 'VCB', transaction_id: 'cashin_1' },
  // Issue 29 item 1: the signed refund (no token needed; one sent is ignored).
  '/v1/partner/refund': {
    app_id: 'APP',
    transaction_id: 'refund-1',
    payment_id: '3f6c1a52-8d0e-4c7b-9a51-2e7d9b4c6f10',
    amount: '1000',
    reason: 'Returned',
    hash: 'h',
  },
  '/v1/partner/cmsDepositCrypto': {
    app_id: 'APP',
    amount: '1',
    crypto_token: 'USDT',
    chain: 'bsc',
    bank_code: 'USDT',
    transaction_id: 'deposit_USDT_1',
  },
} as const;

/** The posts an app's server signs with its secret alone (no member's token). */
const APP_SIGNED_POSTS = { '/v1/partner/refund': true } as const;

/** Fields whose bad value is refused by a rule other than length and control characters. */
const FIXED_VALUES = new Set(['payee_account_type', 'currency', 'type', 'payee_pay_fee']);

const EXCHANGE = `mutation X($amount: Decimal!, $token_name: String!, $transaction_id: String!, $source: String, $channel_id: ID, $otp: String) {
  exchangeCrypto(amount: $amount, token_name: $token_name, transaction_id: $transaction_id, source: $source, channel_id: $channel_id, otp: $otp) {
    payment_id } }`;

const expectListedCodes = (label: string, res: GraphQLResponse) => {
  for (const error of res.errors ?? []) {
    expect(ERROR_CODES, `${label}: ${error.message}`).toContain(error.extensions?.code);
    expectNoLeak(label, JSON.stringify(error));
  }
};

describe('bad input on every REST route and the GraphQL money mutation (issue 11 item 14, issue 17 item 4)', () => {
  it('refuses NUL, 100 KB strings and 21-digit amounts in the money bodies by field, logged in or not; nothing changes', async () => {
    const s = server();
    const { owner, app } = await newOwnerWithApp(s, { production: true });
    const before = await stateOf(s);
    const tasks: (() => Promise<void>)[] = [];
    for (const [path, template] of Object.entries(MONEY_POSTS)) {
      const valid: Record<string, string> = { ...template, app_id: app.id };
      for (const field of Object.keys(valid)) {
        const bad = field === 'amount' ? [NUL, HUGE, HUGE_AMOUNT] : [NUL, HUGE];
        for (const value of bad) {
          const label = `${path} ${field}=${value.slice(0, 8)}…`;
          tasks.push(async () => {
            const res = await postBody(s, path, owner.token, { ...valid, [field]: value });
            expectRefusal(label, res);
            expect(res.status, label).toBe(400);
            if (field === 'amount') {
              expect((res.body as { fields?: Record<string, string> }).fields?.amount, label).toMatch(/^amount must /);
            } else if (!FIXED_VALUES.has(field)) {
              expectFieldMessage(label, res, field);
            }
          });
          tasks.push(async () => {
            const res = await postBody(s, path, undefined, { ...valid, [field]: value });
            expectRefusal(`${label} (no login)`, res);
            // The refund is the app's call, signed with its secret: no login, the same refusal.
            expect(res.status, label).toBe(path in APP_SIGNED_POSTS ? 400 : 401);
          });
        }
      }
    }
    await inBatches(tasks);
    expect(await stateOf(s)).toEqual(before);
  });

  it('refuses them in the seven payment-URL APIs, config/bank and the checkout routes; nothing changes', async () => {
    const s = server();
    const app = await demoApp(s, 'Demo Sandbox');
    const before = await stateOf(s);
    const base: Record<string, string> = {
      app_id: app.id,
      transaction_id: uniqueTxn(),
      callback_uri: 'https://shop.test/done',
      user_id: 'u-1',
      amount: '100000',
      bank: 'VCB',
      source: 'web',
      account_name: 'NGUYEN VAN A',
      crypto_token: 'USDT',
      chain: 'bsc',
      channel_id: '',
    };
    const tasks: (() => Promise<void>)[] = [];
    for (const api of PAYMENT_APIS) {
      const amount = api === 'getCryptoPaymentUrl' ? '1' : '100000';
      for (const field of [...Object.keys(base), 'hash']) {
        const bad = field === 'amount' ? [NUL, LONG, HUGE_AMOUNT] : [NUL, LONG];
        for (const value of bad) {
          const label = `${api} ${field}=${value.slice(0, 8)}…`;
          tasks.push(async () => {
            const values = { ...base, amount, [field]: value };
            const url = new URL(signedUrl(s, api, values, app.appSecret));
            if (field === 'hash') url.searchParams.set('hash', value);
            const res = await send(url.toString());
            expectRefusal(label, res);
            expect(res.status, label).toBe(400);
            if (field === 'amount') {
              expect((res.body as { fields?: Record<string, string> }).fields?.amount, label).toMatch(/^amount must /);
            } else {
              expectFieldMessage(label, res, field);
            }
          });
        }
      }
      // 100 KB in a query string: refused before the app reads it, and still no leak.
      tasks.push(async () => expectRefusal(`${api} 100 KB`, await send(`${s.url}/v1/partner/${api}?app_id=${HUGE}`)));
    }
    for (const value of [NUL, LONG]) {
      const encoded = encodeURIComponent(value);
      const label = value.slice(0, 8);
      tasks.push(async () =>
        expectRefusal(`config/bank ${label}`, await send(`${s.url}/config/bank?type=pay&app_id=${encoded}`)),
      );
      tasks.push(async () =>
        expectRefusal(`config/bank type ${label}`, await send(`${s.url}/config/bank?type=${encoded}`)),
      );
      tasks.push(async () => expectRefusal(`checkout ${label}`, await send(`${s.url}/v1/checkout/${encoded}`)));
      for (const outcome of ['pay', 'fail', 'expire', encoded]) {
        tasks.push(async () =>
          expectRefusal(
            `checkout ${outcome.slice(0, 8)} ${label}`,
            await send(`${s.url}/v1/checkout/${encoded}/${outcome}`, { method: 'POST' }),
          ),
        );
      }
      tasks.push(async () =>
        expectRefusal(`unknown api ${label}`, await send(`${s.url}/v1/partner/${encoded}?app_id=${encoded}`)),
      );
    }
    await inBatches(tasks);
    expect(await stateOf(s)).toEqual(before);
  });

  it('refuses them on the complaint routes (issue 29 item 2), logged in or not; nothing changes', async () => {
    const s = server();
    await demoApp(s, 'Demo Sandbox');
    const owner = await loginActive(s, 'owner@demo.test');
    const before = await stateOf(s);
    const tasks: (() => Promise<void>)[] = [];
    for (const value of [NUL, LONG]) {
      const encoded = encodeURIComponent(value);
      const label = value.slice(0, 8);
      const json = (body: Record<string, string>) => ({
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      tasks.push(async () => {
        const res = await send(`${s.url}/v1/checkout/no-such-link/complain`, json({ reason: value }));
        expectRefusal(`complain reason ${label}`, res);
        expect(res.status).toBe(400);
        expectFieldMessage(`complain reason ${label}`, res, 'reason');
      });
      tasks.push(async () =>
        expectRefusal(
          `complain token ${label}`,
          await send(`${s.url}/v1/checkout/${encoded}/complain`, json({ reason: 'x' })),
        ),
      );
      tasks.push(async () => {
        const res = await send(`${s.url}/v1/checkout/no-such-link/complaint/decide`, json({ outcome: value }));
        expectRefusal(`decide outcome ${label}`, res);
        expect(res.status).toBe(400);
      });
      for (const headers of [{}, { authorization: `Bearer ${owner.token}`, ...owner.headers }]) {
        tasks.push(async () =>
          expectRefusal(`evidence ${label}`, await send(`${s.url}/v1/complaint/evidence/${encoded}`, { headers })),
        );
        tasks.push(async () => {
          const form = new FormData();
          form.append('complaint_id', value);
          form.append('evidence', new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])]), 'a.pdf');
          expectRefusal(
            `evidence upload ${label}`,
            await send(`${s.url}/v1/complaint/evidence`, { method: 'POST', headers, body: form }),
          );
        });
      }
    }
    for (const [field, value] of [
      ['complaint_id', NUL],
      ['complaint_id', LONG],
      ['note', LONG],
      ['note', 'a\u0000b'],
      ['evidence_id', NUL],
      ['otp', NUL],
    ] as const) {
      tasks.push(async () => {
        const res = await s.gql(
          `mutation R($complaint_id: ID!, $note: String, $evidence_id: ID, $otp: String) {
            respondComplaint(complaint_id: $complaint_id, response: CONTEST, note: $note, evidence_id: $evidence_id, otp: $otp) { complaint_id } }`,
          { complaint_id: '00000000-0000-0000-0000-000000000000', note: 'Delivered', [field]: value },
          { token: owner.token },
        );
        expect(res.errors, `respondComplaint ${field}`).toBeDefined();
        expectListedCodes(`respondComplaint ${field}`, res);
      });
    }
    await inBatches(tasks);
    expect(await stateOf(s)).toEqual(before);
  });

  it('refuses them in the signed payment query (issue 29 item 3), each field by name; nothing changes', async () => {
    const s = server();
    const app = await demoApp(s, 'Demo Sandbox');
    const before = await stateOf(s);
    const tasks: (() => Promise<void>)[] = [];
    for (const field of ['app_id', 'transaction_id', 'payment_id', 'hash']) {
      for (const value of [NUL, LONG]) {
        const label = `payment ${field}=${value.slice(0, 8)}…`;
        tasks.push(async () => {
          // The payment by one id: the field under test is that id, or the transaction_id beside it.
          const values: Record<string, string> =
            field === 'payment_id' ? { app_id: app.id, payment_id: value } : { app_id: app.id, transaction_id: 'T-1' };
          if (field === 'app_id' || field === 'transaction_id') values[field] = value;
          const params = new URLSearchParams({ ...values, hash: gatewayHash('payment', values, app.appSecret) });
          if (field === 'hash') params.set('hash', value);
          const res = await send(`${s.url}/v1/partner/payment?${params}`);
          expectRefusal(label, res);
          expect(res.status, label).toBe(400);
          expectFieldMessage(label, res, field);
        });
      }
    }
    tasks.push(async () => expectRefusal('payment 100 KB', await send(`${s.url}/v1/partner/payment?app_id=${HUGE}`)));
    await inBatches(tasks);
    expect(await stateOf(s)).toEqual(before);
  });

  it('refuses them on the upload, the rate stream and the export, logged in or not', async () => {
    const s = server();
    const { owner, partnerId } = await newOwnerWithApp(s);
    const active = await loginActive(s, 'owner@demo.test');
    const cases: [string, string, RequestInit][] = [];
    for (const value of [NUL, HUGE]) {
      const json = {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ a: value }),
      };
      cases.push([`upload json ${value.slice(0, 4)}`, '/v1/upload', json]);
      cases.push([
        `upload json auth ${value.slice(0, 4)}`,
        '/v1/upload',
        { ...json, headers: { ...json.headers, authorization: owner.token } },
      ]);
    }
    for (const value of [NUL, LONG]) {
      const q = encodeURIComponent(value);
      for (const query of [`partner_id=${q}&token=USDT&type=BUY`, `partner_id=${partnerId}&token=${q}&type=BUY`]) {
        const path = `/v1/partner/crypto/exchange-rate?${query}`;
        cases.push([`rate ${query.slice(0, 24)}`, path, {}]);
        cases.push([`rate auth ${query.slice(0, 24)}`, path, { headers: { authorization: owner.token } }]);
      }
      for (const query of [
        `from_date=${q}&to_date=20260101`,
        `from_date=20260101&to_date=20260102&transaction_id=${q}`,
      ]) {
        const path = `/v1/partner/payments/export.csv?${query}`;
        cases.push([`export ${query.slice(0, 24)}`, path, {}]);
        cases.push([
          `export auth ${query.slice(0, 24)}`,
          path,
          { headers: { authorization: active.token, ...active.headers } },
        ]);
      }
    }
    for (const [label, path, init] of cases) expectRefusal(label, await send(`${s.url}${path}`, init));
  });

  it('refuses them in exchangeCrypto by field, with a listed code; nothing is created', async () => {
    const s = server();
    const { owner, defaultChannel } = await newOwnerWithApp(s, { production: true });
    const before = await stateOf(s);
    const valid: Record<string, string> = {
      amount: '100',
      token_name: 'USDT',
      transaction_id: uniqueTxn('X'),
      source: 'portal',
      channel_id: defaultChannel,
      otp: '',
    };
    for (const field of Object.keys(valid)) {
      const bad = field === 'amount' ? [HUGE_AMOUNT, '9'.repeat(30)] : [NUL, HUGE];
      for (const value of bad) {
        const label = `exchangeCrypto ${field}=${value.slice(0, 8)}…`;
        const res = await s.gql(EXCHANGE, { ...valid, [field]: value }, { token: owner.token });
        expectListedCodes(label, res);
        expect(res.errors?.[0]?.extensions?.code, label).toBe('BAD_USER_INPUT');
        const message = res.errors?.[0]?.extensions?.fields?.[field];
        expect(message, label).toMatch(new RegExp(`^${field} must `));
        const anonymous = await s.gql(EXCHANGE, { ...valid, [field]: value });
        expectListedCodes(`${label} (no login)`, anonymous);
        expect(anonymous.errors?.[0]?.extensions?.code, label).toBe('UNAUTHENTICATED');
      }
    }
    expect(await stateOf(s)).toEqual(before);
  });

  it('answers a database refusal that slips through with "Invalid input", never the driver text', async () => {
    const s = server();
    // The export's filters reach SQL: a NUL in one is refused by name before any query.
    const active = await loginActive(s, 'owner@demo.test');
    const res = await send(
      `${s.url}/v1/partner/payments/export.csv?from_date=20260101&to_date=20260102&transaction_id=${encodeURIComponent(NUL)}`,
      { headers: { authorization: active.token, ...active.headers } },
    );
    expectRefusal('export NUL', res);
    // A source name with a NUL is refused by its own rule, before any query.
    const { owner, app } = await newOwnerWithApp(s);
    const [before] = await s.database.db.select({ n: sql<number>`count(*)::int` }).from(sources);
    const created = await s.gql(
      'mutation S($name: String!) { createSource(name: $name) { id } }',
      { name: NUL },
      { token: owner.token },
    );
    expectListedCodes('createSource NUL', created);
    expect(created.errors?.[0]).toMatchObject({
      message: 'name must not contain control characters',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // A text outside the money paths that reaches the database as sent (a channel name: only
    // required, issue 11 bounds the money paths): the driver's refusal becomes BAD_USER_INPUT
    // 'Invalid input', without its text, and nothing is created.
    const [channelsBefore] = await s.database.db.select({ n: sql<number>`count(*)::int` }).from(channels);
    const channel = await s.gql(
      'mutation C($app_id: ID!, $name: String!) { createChannel(app_id: $app_id, name: $name) { id } }',
      { app_id: app.id, name: `a${NUL}b` },
      { token: owner.token },
    );
    expectListedCodes('createChannel NUL', channel);
    expect(channel.errors?.[0]).toMatchObject({ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT' } });
    const [channelsAfter] = await s.database.db.select({ n: sql<number>`count(*)::int` }).from(channels);
    expect(channelsAfter?.n).toBe(channelsBefore?.n);
    const [after] = await s.database.db.select({ n: sql<number>`count(*)::int` }).from(sources);
    expect(after?.n).toBe(before?.n);
  });
});

/** A fresh OWNER with a PRODUCTION app holding `funds` VND, paid through the gateway's checkout. */
const fundedProductionOwner = async (s: TestServer, funds: number) => {
  const owned = await newOwnerWithApp(s, { production: true });
  const pay = await getJson(
    signedUrl(
      s,
      'getATMCardPaymentURL',
      { app_id: owned.app.id, transaction_id: uniqueTxn('F'), amount: funds, bank: 'VCB' },
      owned.app.appSecret,
    ),
  );
  expect(pay.body.error_code, pay.body.message).toBe(0);
  const token = String(pay.body.payment_url).split('/checkout/')[1];
  await getJson(`${s.url}/v1/checkout/${token}/pay`, { method: 'POST' });
  expect(await balanceOf(s, owned.app.id, 'VND', '', 'PRODUCTION')).toBe(String(funds));
  return owned;
};

const cashOutChunk = (app: { id: string; appSecret: string }, values: Record<string, string | number>) =>
  cashOutBody(app, 100_000, values);

describe('cash-out chunks keep the §5 rules on the server (issue 17 items 5, 6)', () => {
  it('refuses chunks of 1 and 9,999 VND (payee paying the fee or not) and a 33-character payee_name; nothing is debited', async () => {
    const s = server();
    const { owner, app } = await fundedProductionOwner(s, 1_000_000);
    const cases: [Record<string, string | number>, string, string][] = [
      [{ amount: 1 }, 'amount', 'amount must be >= 10.000'],
      [{ amount: 1, payee_pay_fee: 1 }, 'amount', 'amount must be >= 10.000'],
      [{ amount: 9_999 }, 'amount', 'amount must be >= 10.000'],
      [{ amount: -1 }, 'amount', 'amount must be >= 10.000'],
      [{ payee_name: 'N'.repeat(33) }, 'payee_name', 'payee_name must be at most 32 characters'],
      [{ payee_name: 'N'.repeat(102_400) }, 'payee_name', 'payee_name must be at most 32 characters'],
    ];
    const before = await stateOf(s);
    for (const [values, field, message] of cases) {
      const res = await postJson(s, '/v1/partner/transfer/cms', owner.token, cashOutChunk(app, values));
      expect({ status: res.status, message: res.body.message, field: (res.body.fields as never)?.[field] }).toEqual({
        status: 400,
        message,
        field: message,
      });
    }
    expect(await stateOf(s)).toEqual(before);
    expect(await balanceOf(s, app.id, 'VND', '', 'PRODUCTION')).toBe('1000000');
    // The smallest chunk the form plans is accepted.
    const ok = await postJson(s, '/v1/partner/transfer/cms', owner.token, cashOutChunk(app, { amount: 10_000 }));
    expect(ok.body.error_code, ok.body.message).toBe(0);
  });
});

describe('messages name the rule that is broken, codes are the same on REST and GraphQL (issue 17 item 7)', () => {
  it('withdraw -1 / abc, cash-out -1, a 101-character transaction_id', async () => {
    const s = server();
    const { owner, app } = await newOwnerWithApp(s, { production: true });
    const cases: [string, Record<string, unknown>, string][] = [
      ['/v1/partner/crypto-withdraw', withdrawBody(app, { amount: '-1' }), 'amount must be >= 0.001'],
      ['/v1/partner/crypto-withdraw', withdrawBody(app, { amount: 'abc' }), 'amount must be a number'],
      [
        '/v1/partner/crypto-withdraw',
        withdrawBody(app, { transaction_id: 't'.repeat(101) }),
        'transaction_id must be at most 100 characters',
      ],
      ['/v1/partner/transfer/cms', cashOutChunk(app, { amount: -1 }), 'amount must be >= 10.000'],
      [
        '/v1/partner/cmsCashInVND',
        { app_id: app.id, amount: 100_000, bank_code: 'VCB', transaction_id: 't'.repeat(101) },
        'transaction_id must be at most 100 characters',
      ],
    ];
    for (const [path, body, message] of cases) {
      const res = await postJson(s, path, owner.token, body);
      expect({ path, status: res.status, message: res.body.message }).toEqual({ path, status: 400, message });
    }
  });

  it('a wrong OTP answers OTP_INVALID on the REST money endpoints, as exchangeCrypto does', async () => {
    const s = server();
    const store = await demoApp(s, 'Demo Store');
    const owner = await demoOwner(s);
    const rest = await postJson(s, '/v1/partner/crypto-withdraw', owner.token, {
      ...withdrawBody(store),
      otp: '000000',
    });
    expect(gatewayErrorBody.parse(rest.body)).toMatchObject({
      code: 'OTP_INVALID',
      error_code: GATEWAY_ERRORS.OTP_INVALID,
      message: 'OTP is invalid',
    });
    const graphql = await s.gql(
      EXCHANGE,
      { amount: '100', token_name: 'USDT', transaction_id: uniqueTxn('X'), otp: '000000' },
      { token: owner.token },
    );
    expect(graphql.errors?.[0]?.extensions?.code).toBe('OTP_INVALID');
    expect(graphql.errors?.[0]?.extensions?.code).toBe(rest.body.code);
  });
});

describe('withdraw addresses carry their EIP-55 checksum (issue 17 item 8)', () => {
  it('refuses an all-lowercase address and accepts its checksummed spelling', async () => {
    const s = server();
    const { owner, app } = await newOwnerWithApp(s);
    const lower = await postJson(
      s,
      '/v1/partner/crypto-withdraw',
      owner.token,
      withdrawBody(app, { payee_wallet: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed' }),
    );
    expect({ status: lower.status, message: lower.body.message }).toEqual({
      status: 400,
      message: WALLET_CHECKSUM_MISSING,
    });
    // The checksummed spelling passes the address rule (and is then refused for the empty balance).
    const checksummed = await postJson(
      s,
      '/v1/partner/crypto-withdraw',
      owner.token,
      withdrawBody(app, { payee_wallet: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' }),
    );
    expect(checksummed.body.fields).not.toHaveProperty('payee_wallet');
  });
});

describe('the wire format is the contracts one (issue 11 item 15)', () => {
  it('upload refusals carry a gateway error_code, not the HTTP status', async () => {
    const s = server();
    const res = await send(`${s.url}/v1/upload`, { method: 'POST' });
    expect(res.status).toBe(401);
    expect(gatewayErrorBody.parse(res.body)).toMatchObject({
      error_code: GATEWAY_ERRORS.UNAUTHENTICATED,
      code: 'UNAUTHENTICATED',
    });
  });

  it('an unknown API path and a missing file answer the envelope', async () => {
    const s = server();
    for (const path of ['/v1/nope', '/v1/partner/nope', '/uploads/nope.png']) {
      const res = await send(`${s.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(gatewayErrorBody.parse(res.body).code, path).toBe('NOT_FOUND');
    }
  });
});
