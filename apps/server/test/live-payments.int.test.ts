import { randomUUID } from 'node:crypto';
import { LIVE_PAYMENTS_PATH, type LiveScreen, type PaymentChange } from '@paygate/contracts';
import { describe, expect, it } from 'vitest';
import { CREATE_INVITE, JOIN_PARTNER, loginActive, newActiveUser } from './support/account.js';
import { demoApp, getJson, signedUrl, uniqueTxn } from './support/gateway.js';
import { newPartnerWorkspace, seedPayment } from './support/payments.js';
import { startTestServer, type TestServer, useTestServer } from './support/server.js';
import { openEventStream, type StreamEvent } from './support/sse.js';

// The live stream of payment changes (issue #15 item 4): GET /live/payments?screen=…

const server = useTestServer();

const liveUrl = (s: TestServer, screen: LiveScreen | string) => `${s.url}${LIVE_PAYMENTS_PATH}?screen=${screen}`;
const headersOf = (options: { token: string; headers?: Record<string, string> }) => ({
  authorization: options.token,
  ...options.headers,
});

/** A payment through the gateway API, as a merchant's server makes one. */
const gatewayPayment = async (s: TestServer, app: { id: string; appSecret: string }) => {
  const transactionId = uniqueTxn('LIVE');
  const { body } = await getJson(
    signedUrl(
      s,
      'getATMCardPaymentURL',
      {
        app_id: app.id,
        transaction_id: transactionId,
        amount: 100_000,
        bank: 'VCB',
        callback_uri: 'https://shop.test/return',
        user_id: 'buyer-1',
        source: 'web',
      },
      app.appSecret,
    ),
  );
  expect(body.error_code).toBe(0);
  return transactionId;
};

const changeOf = (event: StreamEvent | undefined) => {
  expect(event?.event).toBe('payment');
  return event?.data as PaymentChange & { seq: number };
};

describe('GET /live/payments', () => {
  it("carries a gateway payment to its partner's stream, and not to another partner's", async () => {
    const s = server();
    const owner = await loginActive(s, 'owner@demo.test');
    const app = await demoApp(s);
    const other = await newPartnerWorkspace(s, 'live-other');
    const mine = await openEventStream(liveUrl(s, 'transaction'), headersOf(owner));
    const theirs = await openEventStream(liveUrl(s, 'dashboard'), { authorization: other.token });
    try {
      expect(mine.res.status).toBe(200);
      expect(mine.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(theirs.res.status).toBe(200);

      await gatewayPayment(s, app);
      const change = changeOf(await mine.next());
      expect(change).toMatchObject({ partnerId: app.partnerId, status: 'PENDING' });
      expect(Object.keys(change).sort()).toEqual(['partnerId', 'paymentId', 'seq', 'status', 'updatedAt']);
      const [row] = await s.database.db.query.payments.findMany({ where: (p, { eq }) => eq(p.id, change.paymentId) });
      expect(row?.appId).toBe(app.id);

      // The other partner's stream hears its own payment first: it never got the demo one.
      const own = await seedPayment(s, other.prod);
      expect(changeOf(await theirs.next())).toMatchObject({ paymentId: own.id, partnerId: other.partnerId });

      // A status change (settlement) arrives too.
      await s.services.payments.finish(change.paymentId, 'SUCCESS');
      expect(changeOf(await mine.next())).toMatchObject({ paymentId: change.paymentId, status: 'SUCCESS' });
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it('publishes nothing for a change that rolled back', async () => {
    const s = server();
    const owner = await loginActive(s, 'owner@demo.test');
    const app = await s.services.apps.getApp((await demoApp(s)).partnerId, (await demoApp(s)).id);
    const stream = await openEventStream(liveUrl(s, 'transaction'), headersOf(owner));
    try {
      await expect(
        s.services.payments.create(
          {
            app,
            type: 'ATM_CARD',
            transactionId: uniqueTxn('ROLLBACK'),
            amount: '100000',
            fee: '0',
            currency: 'VND',
            request: { n: 1 },
          },
          async () => {
            throw new Error('refused inside the transaction');
          },
        ),
      ).rejects.toThrow('refused inside the transaction');
      const committed = await seedPayment(s, app);
      // The first event is the committed payment: the rolled-back one was never announced.
      expect(changeOf(await stream.next())).toMatchObject({ paymentId: committed.id });
    } finally {
      stream.close();
    }
  });

  it('refuses a missing login, a role the screen is not for, a missing active token and a bad screen', async () => {
    const s = server();
    const owner = await loginActive(s, 'owner@demo.test');
    const technical = await loginActive(s, 'technical@demo.test');
    const noPartner = await newActiveUser(s, 'live-nopartner');
    const cases: [string, Record<string, string>, number, string][] = [
      ['transaction', {}, 401, 'UNAUTHENTICATED'],
      ['transaction', { authorization: 'not-a-token' }, 401, 'UNAUTHENTICATED'],
      // TECHNICAL has no dashboard (spec §6 menu): no dashboard feed either.
      ['dashboard', headersOf(technical), 403, 'FORBIDDEN'],
      // The list needs today's active token; so does its feed.
      ['transaction', { authorization: owner.token }, 403, 'ACTIVE_TOKEN_REQUIRED'],
      ['transaction', { authorization: noPartner.token }, 403, 'FORBIDDEN'],
      ['everything', headersOf(owner), 400, 'INVALID_INPUT'],
    ];
    for (const [screen, headers, status, code] of cases) {
      const res = await fetch(liveUrl(s, screen), { headers });
      const body = (await res.json()) as { error_code: number; code: string };
      expect({ screen, status: res.status, code: body.code }).toEqual({ screen, status, code });
    }
    // The same refused request 100 times at once: every one refused, none left open.
    const before = s.services.paymentChanges.listenerCount;
    const burst = await Promise.all(
      Array.from({ length: 100 }, () => fetch(liveUrl(s, 'dashboard'), { headers: headersOf(technical) })),
    );
    expect(new Set(burst.map((r) => r.status))).toEqual(new Set([403]));
    await Promise.all(burst.map((r) => r.body?.cancel()));
    expect(s.services.paymentChanges.listenerCount).toBe(before);
  });

  it('ends the open stream after logout and refuses the old token, once and in a burst', async () => {
    const s = server();
    const owner = await loginActive(s, 'owner@demo.test');
    const stream = await openEventStream(liveUrl(s, 'transaction'), headersOf(owner));
    const dashboard = await openEventStream(liveUrl(s, 'dashboard'), headersOf(owner));
    try {
      expect(stream.res.status).toBe(200);
      const out = await s.gql('mutation { logout }', {}, { token: owner.token });
      expect(out.errors).toBeUndefined();
      // Within the stream's re-check interval it says why and ends.
      expect(await stream.next(10_000)).toEqual({ event: 'end', data: { code: '410' } });
      expect(await stream.next()).toBeUndefined();
      expect(await dashboard.next(10_000)).toEqual({ event: 'end', data: { code: '410' } });
      // A payment made now reaches nobody of that session.
      const replays = await Promise.all(
        Array.from({ length: 100 }, () => fetch(liveUrl(s, 'transaction'), { headers: headersOf(owner) })),
      );
      expect(new Set(replays.map((r) => r.status))).toEqual(new Set([401]));
      await Promise.all(replays.map((r) => r.body?.cancel()));
    } finally {
      stream.close();
      dashboard.close();
    }
  });

  it('sends no change heard after logout: the event waits for a fresh check, which ends the stream', async () => {
    const s = server();
    const owner = await loginActive(s, 'owner@demo.test');
    const app = await s.services.apps.getApp((await demoApp(s)).partnerId, (await demoApp(s)).id);
    const stream = await openEventStream(liveUrl(s, 'transaction'), headersOf(owner));
    try {
      expect(stream.res.status).toBe(200);
      // Past the freshness of the opening check, well before the periodic re-check.
      await new Promise((r) => setTimeout(r, 1_200));
      await s.gql('mutation { logout }', {}, { token: owner.token });
      await seedPayment(s, app);
      expect(await stream.next(10_000)).toEqual({ event: 'end', data: { code: '410' } });
      expect(await stream.next()).toBeUndefined();
    } finally {
      stream.close();
    }
  });

  it('ends open streams when the server shuts down', async () => {
    const s = await startTestServer();
    const owner = await loginActive(s, 'owner@demo.test');
    const stream = await openEventStream(liveUrl(s, 'dashboard'), headersOf(owner));
    expect(stream.res.status).toBe(200);
    await s.close();
    expect(await stream.next()).toBeUndefined();
  });

  it('ends the stream of a member removed from the partner', async () => {
    const s = server();
    const ws = await newPartnerWorkspace(s, 'live-team');
    const invite = await s.gql<{ createInviteToken: { invite_token: string } }>(
      CREATE_INVITE,
      { role: 'FINANCIAL' },
      { token: ws.token },
    );
    const member = await newActiveUser(s, 'live-member');
    const joined = await s.gql(
      JOIN_PARTNER,
      { invite_token: invite.data!.createInviteToken.invite_token },
      { token: member.token },
    );
    expect(joined.errors).toBeUndefined();
    const stream = await openEventStream(liveUrl(s, 'dashboard'), { authorization: member.token });
    try {
      expect(stream.res.status).toBe(200);
      const members = await s.services.partners.members(ws.partnerId);
      const membership = members.find((m) => m.user.name === 'Test live-member')?.membership;
      const removed = await s.gql(
        `mutation($id: ID!) { removeUserPartner(user_partner_id: $id) }`,
        { id: membership?.id },
        ws.options,
      );
      expect(removed.errors).toBeUndefined();
      expect(await stream.next(10_000)).toEqual({ event: 'end', data: { code: 'FORBIDDEN' } });
    } finally {
      stream.close();
    }
  });

  it('replays the changes after Last-Event-ID and leaves no listener behind', async () => {
    const s = server();
    const owner = await loginActive(s, 'owner@demo.test');
    const app = await s.services.apps.getApp((await demoApp(s)).partnerId, (await demoApp(s)).id);
    const before = s.services.paymentChanges.listenerCount;
    const first = await openEventStream(liveUrl(s, 'transaction'), headersOf(owner));
    const a = await seedPayment(s, app);
    const seen = await first.next();
    expect(changeOf(seen).paymentId).toBe(a.id);
    first.close();
    await expect.poll(() => s.services.paymentChanges.listenerCount).toBe(before);
    const b = await seedPayment(s, app);
    const again = await openEventStream(liveUrl(s, 'transaction'), {
      ...headersOf(owner),
      'last-event-id': seen?.id ?? '',
    });
    try {
      const missed = changeOf(await again.next());
      expect(missed.paymentId).toBe(b.id);
      expect(missed.seq).toBeGreaterThan(Number(seen?.id));
    } finally {
      again.close();
    }
  });
});

// With REDIS_URL a change published on one instance reaches the streams of every instance.
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('payment changes shared through Redis', () => {
  it('reaches a stream on another instance, and replays there', async () => {
    const a = await startTestServer({ redisUrl });
    const b = await startTestServer({ redisUrl });
    try {
      const onB = await loginActive(b, 'owner@demo.test');
      const partnerOnB = (await demoApp(b)).partnerId;
      const streamB = await openEventStream(liveUrl(b, 'dashboard'), headersOf(onB));
      // Each test server has its own database, so instance A announces a change of B's partner.
      const paymentId = randomUUID();
      a.services.paymentChanges.publish({
        id: paymentId,
        partnerId: partnerOnB,
        status: 'SUCCESS',
        completedAt: new Date(),
        createdAt: new Date(),
      });
      const heard = await streamB.next();
      expect(changeOf(heard)).toMatchObject({ paymentId, partnerId: partnerOnB, status: 'SUCCESS' });
      streamB.close();
      // A gateway payment on B is heard on B through Redis too, and a reconnect replays it.
      const app = await demoApp(b);
      const again = await openEventStream(liveUrl(b, 'transaction'), {
        ...headersOf(onB),
        'last-event-id': heard?.id ?? '',
      });
      await gatewayPayment(b, app);
      const next = changeOf(await again.next());
      expect(next.partnerId).toBe(partnerOnB);
      again.close();
    } finally {
      await a.close();
      await b.close();
    }
  });
});
