import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { PaygateClient } from './client.js';
import {
  PaygateApiError,
  PaygateNetworkError,
  PaygateResponseError,
  PaygateTimeoutError,
  PaygateValidationError,
} from './errors.js';

// A stand-in gateway on a real port: each test says how it answers. The real gateway is exercised
// by apps/server/test/sdk.int.test.ts; here the client's own behaviour (signing, refusing bad
// input before sending, retries, timeouts, errors) is checked against requests it really sends.

type Answer = { status: number; body: unknown; headers?: Record<string, string> } | 'hang';
const servers: http.Server[] = [];

const gateway = async (answers: Answer[]) => {
  const requests: URL[] = [];
  const server = http.createServer((req, res) => {
    requests.push(new URL(req.url ?? '/', 'http://gateway.test'));
    const answer = answers[Math.min(requests.length, answers.length) - 1] ?? 'hang';
    if (answer === 'hang') return;
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { baseUrl, requests };
};

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const APP = { appId: '3f6c1a52-8d0e-4c7b-9a51-2e7d9b4c6f10', appSecret: 'kT9w2XbQy7RmV4sLpZ8aN3cF6hJ1dG5e' };
const client = (baseUrl: string, options: Partial<ConstructorParameters<typeof PaygateClient>[0]> = {}) =>
  new PaygateClient({ baseUrl, ...APP, retryDelayMs: 1, ...options });
const OK = { status: 200, body: { error_code: 0, message: 'Success', payment_url: 'http://gw/checkout/x' } };
const ORDER = { transaction_id: 'ORDER-10001', amount: 150000, bank: 'VCB', source: 'web' };

describe('PaygateClient.createPaymentUrl', () => {
  it('sends the request signed as docs/api.md documents it', async () => {
    const gw = await gateway([OK]);
    const result = await client(gw.baseUrl).createPaymentUrl('getATMCardPaymentURL', {
      ...ORDER,
      callback_uri: 'https://shop.example/paygate/return',
      user_id: 'buyer-42',
    });
    expect(result.payment_url).toBe('http://gw/checkout/x');
    const sent = gw.requests[0];
    expect(sent?.pathname).toBe('/v1/partner/getATMCardPaymentURL');
    expect(sent?.searchParams.get('app_id')).toBe(APP.appId);
    // The worked example of the docs page, hashed here with node:crypto, independently of contracts.
    const text = `${APP.appId}::ORDER-10001:https://shop.example/paygate/return:buyer-42:150000:VCB:web:${APP.appSecret}`;
    expect(sent?.searchParams.get('hash')).toBe(createHash('sha1').update(text).digest('hex'));
    expect(sent?.searchParams.get('hash')).toBe('99937ecd572b2fa174a9612a83ec2ba08573e578');
  });

  it.each([
    ['an unknown API', 'getFreeMoney', ORDER, 'api', 'Unknown API'],
    [
      'a missing transaction_id',
      'getATMCardPaymentURL',
      { ...ORDER, transaction_id: '' },
      'transaction_id',
      'You need to enter the transaction id',
    ],
    [
      'an amount below the minimum',
      'getATMCardPaymentURL',
      { ...ORDER, amount: 9_999 },
      'amount',
      'You need to enter at least 10,000',
    ],
    [
      'a crypto amount below 0.5',
      'getCryptoPaymentUrl',
      { ...ORDER, amount: '0.25', crypto_token: 'USDT', chain: 'bsc' },
      'amount',
      'You need to enter at least 0.5',
    ],
    ['a virtual account without a name', 'getVirtualAccount', ORDER, 'account_name', 'You need to enter the Username'],
  ])('refuses %s before sending anything', async (_, api, params, field, message) => {
    const gw = await gateway([OK]);
    const call = client(gw.baseUrl).createPaymentUrl(api as 'getATMCardPaymentURL', params);
    await expect(call).rejects.toBeInstanceOf(PaygateValidationError);
    await expect(call).rejects.toMatchObject({ field, message, error_code: 1, code: 'INVALID_INPUT' });
    expect(gw.requests).toHaveLength(0);
  });

  it('throws the gateway refusal with its error_code, code, message and fields, without retrying', async () => {
    const refusal = { error_code: 2, code: 'INVALID_HASH', message: 'Invalid hash', fields: { hash: 'Invalid hash' } };
    const gw = await gateway([{ status: 401, body: refusal }]);
    const call = client(gw.baseUrl).createPaymentUrl('getATMCardPaymentURL', ORDER);
    await expect(call).rejects.toBeInstanceOf(PaygateApiError);
    await expect(call).rejects.toMatchObject({ ...refusal, status: 401 });
    expect(gw.requests).toHaveLength(1);
  });

  it('retries a 503 and a lost answer with the same signed request, then succeeds', async () => {
    const unavailable = { status: 503, body: { error_code: 16, code: 'INTERNAL', message: 'Internal server error' } };
    const gw = await gateway([unavailable, OK]);
    await expect(client(gw.baseUrl).createPaymentUrl('getATMCardPaymentURL', ORDER)).resolves.toMatchObject({
      error_code: 0,
    });
    expect(gw.requests).toHaveLength(2);
    // Same transaction_id and hash both times: the gateway answers the first payment again.
    expect(gw.requests[1]?.search).toBe(gw.requests[0]?.search);
  });

  it('gives up after the allowed retries with the last error', async () => {
    const gw = await gateway([{ status: 502, body: '<html>Bad gateway</html>' }]);
    const call = client(gw.baseUrl, { retries: 2 }).createPaymentUrl('getATMCardPaymentURL', ORDER);
    await expect(call).rejects.toBeInstanceOf(PaygateResponseError);
    expect(gw.requests).toHaveLength(3);
  });

  it('times out a gateway that does not answer', async () => {
    const gw = await gateway(['hang']);
    const started = Date.now();
    const call = client(gw.baseUrl, { timeoutMs: 150, retries: 1 }).createPaymentUrl('getATMCardPaymentURL', ORDER);
    await expect(call).rejects.toBeInstanceOf(PaygateTimeoutError);
    await expect(call).rejects.toMatchObject({ code: 'TIMEOUT' });
    expect(gw.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('says "Error request …" when nothing answers (PRODUCT §8)', async () => {
    const gw = await gateway([]);
    const closed = gw.baseUrl;
    const server = servers.pop();
    server?.close();
    await new Promise((resolve) => server?.on('close', resolve));
    const call = client(closed, { retries: 0 }).createPaymentUrl('getATMCardPaymentURL', ORDER);
    await expect(call).rejects.toBeInstanceOf(PaygateNetworkError);
    await expect(call).rejects.toThrow(/^Error request http:\/\/127\.0\.0\.1/);
  });

  it('names the call without its app_id or hash, which logs and error trackers keep', async () => {
    const gw = await gateway(['hang']);
    const server = servers.pop();
    server?.closeAllConnections();
    server?.close();
    await new Promise((resolve) => server?.on('close', resolve));
    const unreachable = client(gw.baseUrl, { retries: 0 }).createPaymentUrl('getATMCardPaymentURL', ORDER);
    const network = await unreachable.catch((error: unknown) => error as Error);
    const stalled = await gateway(['hang']);
    const timeout = await client(stalled.baseUrl, { retries: 0, timeoutMs: 50 })
      .createPaymentUrl('getATMCardPaymentURL', ORDER)
      .catch((error: unknown) => error as Error);
    const badGateway = await gateway([{ status: 502, body: '<html>Bad gateway</html>' }]);
    const proxyPage = await client(badGateway.baseUrl, { retries: 0 })
      .createPaymentUrl('getATMCardPaymentURL', ORDER)
      .catch((error: unknown) => error as Error);
    for (const [error, type] of [
      [network, PaygateNetworkError],
      [timeout, PaygateTimeoutError],
      [proxyPage, PaygateResponseError],
    ] as const) {
      expect(error).toBeInstanceOf(type);
      expect(error.message).toMatch(/\/v1\/partner\/getATMCardPaymentURL\?/);
      expect(error.message).toContain('transaction_id=ORDER-10001');
      expect(error.message).toContain('app_id=REDACTED');
      expect(error.message).toContain('hash=REDACTED');
      expect(error.message).not.toContain(APP.appId);
      expect(error.message).not.toMatch(/[0-9a-f]{40}/);
    }
  });
});

describe('PaygateClient.getBanks', () => {
  it('asks for the list of the type, for the client’s app', async () => {
    const banks = [{ id: 'VCB', name: 'Vietcombank' }];
    const gw = await gateway([{ status: 200, body: { error_code: 0, message: 'Success', data: banks } }]);
    await expect(client(gw.baseUrl).getBanks('pay')).resolves.toEqual(banks);
    expect(gw.requests[0]?.pathname).toBe('/config/bank');
    expect(Object.fromEntries(gw.requests[0]?.searchParams ?? [])).toEqual({ type: 'pay', app_id: APP.appId });
  });

  it('refuses an unknown list type before sending', async () => {
    const gw = await gateway([]);
    await expect(client(gw.baseUrl).getBanks('cards' as 'pay')).rejects.toMatchObject({
      field: 'type',
      message: expect.stringMatching(/^type must be one of pay, /),
    });
    expect(gw.requests).toHaveLength(0);
  });
});

describe('PaygateClient.refund (PRODUCT §11)', () => {
  const REFUNDED = {
    error_code: 0,
    message: 'Success',
    refund: { refund_id: 'r-1', status: 'PENDING', amount: '50000' },
    payment: { payment_id: 'p-1', refunded_amount: '50000' },
  };

  /** A stand-in that records each POST's body too. */
  const recordingGateway = async (answers: Answer[]) => {
    const bodies: Record<string, string>[] = [];
    const paths: string[] = [];
    const server = http.createServer((req, res) => {
      let text = '';
      req.on('data', (c) => {
        text += c;
      });
      req.on('end', () => {
        paths.push(`${req.method} ${req.url}`);
        bodies.push(JSON.parse(text || '{}'));
        const answer = answers[Math.min(bodies.length, answers.length) - 1] ?? 'hang';
        if (answer === 'hang') return;
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, bodies, paths };
  };

  it('posts the refund signed in the documented order: app_id, transaction_id, payment_id, payment_transaction_id, amount, reason', async () => {
    const gw = await recordingGateway([{ status: 200, body: REFUNDED }]);
    const result = await client(gw.baseUrl).refund({
      transaction_id: 'REFUND-1',
      payment_id: 'p-1',
      amount: 50000,
      reason: 'Returned',
    });
    expect(result.refund.refund_id).toBe('r-1');
    expect(gw.paths).toEqual(['POST /v1/partner/refund']);
    const sent = gw.bodies[0];
    const text = `${APP.appId}:REFUND-1:p-1::50000:Returned:${APP.appSecret}`;
    expect(sent).toEqual({
      app_id: APP.appId,
      transaction_id: 'REFUND-1',
      payment_id: 'p-1',
      amount: '50000',
      reason: 'Returned',
      hash: createHash('sha1').update(text).digest('hex'),
    });
  });

  it('sends the same refund again after a 5xx (the transaction_id makes it one refund)', async () => {
    const gw = await recordingGateway([
      { status: 503, body: { error_code: 17, message: 'busy' } },
      { status: 200, body: REFUNDED },
    ]);
    await client(gw.baseUrl).refund({
      transaction_id: 'REFUND-2',
      payment_transaction_id: 'ORDER-1',
      amount: '1.5',
      reason: 'x',
    });
    expect(gw.bodies).toHaveLength(2);
    expect(gw.bodies[1]).toEqual(gw.bodies[0]);
  });

  it('refuses a refund that names no payment, or both ways, before sending', async () => {
    const gw = await recordingGateway([]);
    await expect(client(gw.baseUrl).refund({ transaction_id: 'R', amount: 1, reason: 'x' })).rejects.toBeInstanceOf(
      PaygateValidationError,
    );
    await expect(
      client(gw.baseUrl).refund({
        transaction_id: 'R',
        payment_id: 'p',
        payment_transaction_id: 'o',
        amount: 1,
        reason: 'x',
      }),
    ).rejects.toBeInstanceOf(PaygateValidationError);
    expect(gw.bodies).toHaveLength(0);
  });
});

describe('PaygateClient.getPayment (issue 29 item 3)', () => {
  const PAYMENT = {
    error_code: 0,
    message: 'Success',
    payment: { payment_id: 'p-1', transaction_id: 'ORDER-1', status: 'REFUNDED', refunded_amount: '150000' },
    refunds: [{ refund_id: 'r-1', status: 'SUCCESS', amount: '150000' }],
    complaint: null,
  };
  const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

  it('asks by your transaction_id, signed app_id:transaction_id:payment_id:app_secret with the payment_id empty', async () => {
    const gw = await gateway([{ status: 200, body: PAYMENT }]);
    const result = await client(gw.baseUrl).getPayment({ transactionId: 'ORDER 1/ü' });
    expect(result.refunds[0]?.refund_id).toBe('r-1');
    const sent = gw.requests[0];
    expect(sent?.pathname).toBe('/v1/partner/payment');
    expect(Object.fromEntries(sent?.searchParams ?? [])).toEqual({
      app_id: APP.appId,
      transaction_id: 'ORDER 1/ü',
      hash: sha1(`${APP.appId}:ORDER 1/ü::${APP.appSecret}`),
    });
  });

  it('asks by the payment_id, the transaction_id empty in its slot', async () => {
    const gw = await gateway([{ status: 200, body: PAYMENT }]);
    await client(gw.baseUrl).getPayment({ paymentId: 'p-1' });
    expect(Object.fromEntries(gw.requests[0]?.searchParams ?? [])).toEqual({
      app_id: APP.appId,
      payment_id: 'p-1',
      hash: sha1(`${APP.appId}::p-1:${APP.appSecret}`),
    });
  });

  it('refuses neither id, both, or one that is no text, before sending', async () => {
    const gw = await gateway([]);
    const c = client(gw.baseUrl);
    const refusal = async (lookup: unknown) => {
      const error = await c.getPayment(lookup as never).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PaygateValidationError);
      return [(error as PaygateValidationError).field, (error as PaygateValidationError).message];
    };
    expect(await refusal({})).toEqual(['transaction_id', 'transaction_id or payment_id is required']);
    expect(await refusal({ transactionId: '' })).toEqual([
      'transaction_id',
      'transaction_id or payment_id is required',
    ]);
    expect(await refusal({ transactionId: 'O', paymentId: 'p' })).toEqual([
      'payment_id',
      'Give transaction_id or payment_id, not both',
    ]);
    expect(await refusal({ paymentId: 42 })).toEqual(['payment_id', 'payment_id must be text']);
    expect(gw.requests).toHaveLength(0);
  });

  it("maps the gateway's NOT_FOUND, and retries a 5xx (a read is safe to repeat)", async () => {
    const notFound = { error_code: 10, code: 'NOT_FOUND', message: 'Payment not found' };
    const gw = await gateway([
      { status: 503, body: { error_code: 17, code: 'UNAVAILABLE', message: 'busy' } },
      { status: 404, body: notFound },
    ]);
    const error = await client(gw.baseUrl)
      .getPayment({ transactionId: 'OTHER-APP-ORDER' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaygateApiError);
    expect([(error as PaygateApiError).code, (error as PaygateApiError).status, (error as Error).message]).toEqual([
      'NOT_FOUND',
      404,
      'Payment not found',
    ]);
    expect(gw.requests).toHaveLength(2);
    expect(gw.requests[1]?.search).toBe(gw.requests[0]?.search);
  });
});

describe('PaygateClient.getSettlementReport (issue 30 item 4)', () => {
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');
  const BODY = 'record_type,id,transaction_id\r\n' + 'PAYMENT,p-1,"ORDER-1"\r\n' + 'REFUND,r-1,"RF-1"\r\n';
  const FILE = `${BODY}checksum,2,${sha256(BODY)}\r\n`;
  const CSV = { 'content-type': 'text/csv; charset=utf-8' };

  it('asks for a day signed app_id:date:environment:app_secret, and returns the file with its checked checksum', async () => {
    const gw = await gateway([{ status: 200, body: FILE, headers: CSV }]);
    const report = await client(gw.baseUrl).getSettlementReport('2026-12-05');
    expect(report).toEqual({ date: '2026-12-05', csv: FILE, rows: 2, sha256: sha256(BODY) });
    const sent = gw.requests[0];
    expect(sent?.pathname).toBe('/v1/partner/settlement-report');
    expect(Object.fromEntries(sent?.searchParams ?? [])).toEqual({
      app_id: APP.appId,
      date: '2026-12-05',
      hash: sha1(`${APP.appId}:2026-12-05::${APP.appSecret}`),
    });
    await client(gw.baseUrl).getSettlementReport('2026-12-05', { environment: 'DEVELOPMENT' });
    expect(gw.requests[1]?.searchParams.get('hash')).toBe(sha1(`${APP.appId}:2026-12-05:DEVELOPMENT:${APP.appSecret}`));
  });

  it('fetches again a file cut or changed on the way, and says so if it stays so', async () => {
    const cut = { status: 200, body: FILE.slice(0, -20), headers: CSV };
    const changed = { status: 200, body: FILE.replace('ORDER-1', 'ORDER-2'), headers: CSV };
    const healed = await gateway([cut, { status: 200, body: FILE, headers: CSV }]);
    expect((await client(healed.baseUrl).getSettlementReport('2026-12-05')).rows).toBe(2);
    expect(healed.requests).toHaveLength(2);
    const broken = await gateway([changed]);
    const error = await client(broken.baseUrl)
      .getSettlementReport('2026-12-05')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaygateResponseError);
    expect(broken.requests).toHaveLength(3);
  });

  it("refuses a date that is not a day before sending, and maps the gateway's refusal of an open day", async () => {
    const gw = await gateway([
      {
        status: 400,
        body: {
          error_code: 2,
          code: 'INVALID_INPUT',
          message: 'A settlement report covers a closed day: this one has not ended yet',
        },
      },
    ]);
    const c = client(gw.baseUrl);
    for (const date of ['2026-12', '05/12/2026', 20261205]) {
      const error = await c.getSettlementReport(date as never).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PaygateValidationError);
      expect((error as PaygateValidationError).message).toBe('date must be a day: YYYY-MM-DD');
    }
    expect(gw.requests).toHaveLength(0);
    const error = await c.getSettlementReport('2099-01-01').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaygateApiError);
    expect((error as PaygateApiError).message).toBe(
      'A settlement report covers a closed day: this one has not ended yet',
    );
    expect(gw.requests).toHaveLength(1);
  });
});
