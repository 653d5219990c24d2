import { LIVE_PAYMENTS_PATH, type LiveScreen, type PaymentChange } from '@paygate/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { CHANGE_FEED_APPLICATION } from '../src/db/change-feed.js';
import { CREATE_INVITE, JOIN_PARTNER, loginActive, newActiveUser } from './support/account.js';
import { testDatabaseKind } from './support/database.js';
import { demoApp, getJson, signedUrl, uniqueTxn } from './support/gateway.js';
import { newPartnerWorkspace, seedPayment } from './support/payments.js';
import { secondInstance, startTestServer, type TestServer, useTestServer } from './support/server.js';
import { openEventStream, type StreamEvent } from './support/sse.js';

// The live stream of payment changes (issue #15 item 4): GET /live/payments?screen=…

const server = useTestServer();

const liveUrl = (s: { url: string }, screen: LiveScreen | string) => `${s.url}${LIVE_PAYMENTS_PATH}?screen=${screen}`;
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
  return event?.data as PaymentChange;
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
      // What the live list needs to update a row in place, refunds included (issue 29): no more.
      expect(Object.keys(change).sort()).toEqual(['partnerId', 'paymentId', 'refundedAmount', 'status', 'updatedAt']);
      expect(change).toMatchObject({ refundedAmount: '0' });
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
      // TECHNICAL has no dashboard (PRODUCT §6 menu): no dashboard feed either.
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
      const missed = await again.next();
      expect(changeOf(missed).paymentId).toBe(b.id);
      expect(missed?.id).not.toBe(seen?.id);
    } finally {
      again.close();
    }
  });

  it('replays from the place a stream opened at though no change came, and says "reset" for an id it does not keep', async () => {
    const s = server();
    const owner = await loginActive(s, 'owner@demo.test');
    const app = await s.services.apps.getApp((await demoApp(s)).partnerId, (await demoApp(s)).id);
    const quiet = await openEventStream(liveUrl(s, 'transaction'), headersOf(owner));
    // No event yet, but the stream said where it stands (an `id:` line, as a browser keeps it).
    await expect.poll(() => quiet.lastEventId).toBeTruthy();
    const place = quiet.lastEventId;
    quiet.close();
    const made = await seedPayment(s, app);
    const back = await openEventStream(liveUrl(s, 'transaction'), {
      ...headersOf(owner),
      'last-event-id': place ?? '',
    });
    try {
      expect(changeOf(await back.next()).paymentId).toBe(made.id);
    } finally {
      back.close();
    }
    // An id this instance never kept (another server's, one from before a restart): refetch.
    const unknown = await openEventStream(liveUrl(s, 'transaction'), {
      ...headersOf(owner),
      'last-event-id': 'gone-42',
    });
    try {
      const reset = await unknown.next();
      expect(reset).toMatchObject({ event: 'reset', data: { reason: 'not_kept' } });
      expect(reset?.id).toBeTruthy();
      // The stream stays open and carries the next change.
      const next = await seedPayment(s, app);
      expect(changeOf(await unknown.next()).paymentId).toBe(next.id);
    } finally {
      unknown.close();
    }
  });

  it('carries a change made on one instance to a stream on another of the same database, and replays it there', async () => {
    const s = server();
    const other = await secondInstance(s);
    try {
      const owner = await loginActive(s, 'owner@demo.test');
      const app = await s.services.apps.getApp((await demoApp(s)).partnerId, (await demoApp(s)).id);
      const onOther = await openEventStream(liveUrl(other, 'dashboard'), headersOf(owner));
      const made = await seedPayment(s, app);
      const heard = await onOther.next();
      expect(changeOf(heard).paymentId).toBe(made.id);
      onOther.close();
      // A reconnect to the first instance with the id the other one sent misses nothing.
      const later = await seedPayment(s, app, { status: 'SUCCESS' });
      const onFirst = await openEventStream(liveUrl(s, 'dashboard'), {
        ...headersOf(owner),
        'last-event-id': heard?.id ?? '',
      });
      try {
        const replayed = [changeOf(await onFirst.next()), changeOf(await onFirst.next())];
        expect(replayed.map((c) => [c.paymentId, c.status])).toEqual([
          [later.id, 'PENDING'],
          [later.id, 'SUCCESS'],
        ]);
      } finally {
        onFirst.close();
      }
    } finally {
      await other.close();
    }
  });
});

/**
 * Makes the database refuse the next statement that sends notices (pg_notify), as a connection
 * reset would: `refusals` counts down to 0 once it was refused; `restore` puts execute back.
 */
const refuseNextNotice = (s: TestServer) => {
  const { db } = s.database;
  const execute = db.execute.bind(db);
  const state = {
    refusals: 1,
    restore: () => {
      db.execute = execute;
    },
  };
  db.execute = ((query: SQL) => {
    if (state.refusals > 0 && new PgDialect().sqlToQuery(query).sql.includes('pg_notify')) {
      state.refusals--;
      return Promise.reject(new Error('connection reset'));
    }
    return execute(query);
  }) as typeof db.execute;
  return state;
};

describe('live payments when a change notice is lost', () => {
  it('says "reset" when the notice of a committed change could not be sent, on this instance and through the database, then streams on', async () => {
    const s = server();
    const owner = await loginActive(s, 'owner@demo.test');
    const app = await s.services.apps.getApp((await demoApp(s)).partnerId, (await demoApp(s)).id);
    const stream = await openEventStream(liveUrl(s, 'transaction'), headersOf(owner));
    // The database refuses the next after-commit notice statement (a connection reset, say).
    const notices = refuseNextNotice(s);
    try {
      const madeAt = Date.now();
      await seedPayment(s, app);
      expect(notices.refusals).toBe(0);
      expect(await stream.next()).toMatchObject({ event: 'reset', data: { reason: 'notice_failed' } });
      // Every instance is told through the database once it takes the reset notice.
      expect(await stream.next()).toMatchObject({ event: 'reset', data: { reason: 'notice_lost_elsewhere' } });
      expect(Date.now() - madeAt).toBeLessThan(5_000);
      const next = await seedPayment(s, app);
      expect(changeOf(await stream.next()).paymentId).toBe(next.id);
    } finally {
      notices.restore();
      stream.close();
    }
  });

  it("says a lost notice's reset at once while its caller cannot be checked, holds the change itself back, and says reset once a check passes", async () => {
    const s = server();
    const owner = await loginActive(s, 'owner@demo.test');
    const app = await s.services.apps.getApp((await demoApp(s)).partnerId, (await demoApp(s)).id);
    const stream = await openEventStream(liveUrl(s, 'transaction'), headersOf(owner));
    const notices = refuseNextNotice(s);
    const { auth } = s.services;
    const authenticate = auth.authenticate.bind(auth);
    try {
      expect(stream.res.status).toBe(200);
      // The database cannot check the caller (as in an outage: the connection is refused).
      auth.authenticate = (() =>
        Promise.reject(
          Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
        )) as typeof auth.authenticate;
      // Past the freshness of the opening check, so the next event waits for a check.
      await new Promise((r) => setTimeout(r, 1_200));
      const madeAt = Date.now();
      await seedPayment(s, app);
      expect(notices.refusals).toBe(0);
      expect(await stream.next()).toMatchObject({ event: 'reset', data: { reason: 'notice_failed' } });
      expect(await stream.next()).toMatchObject({ event: 'reset', data: { reason: 'notice_lost_elsewhere' } });
      expect(Date.now() - madeAt).toBeLessThan(5_000);
      // A change, though, never goes to a caller nobody could check.
      await seedPayment(s, app);
      await expect(stream.next(1_500)).rejects.toThrow('no event within');
      auth.authenticate = authenticate;
      // The next check (the periodic one) passes: what was held back is said as a reset.
      expect(await stream.next(10_000)).toMatchObject({ event: 'reset', data: { reason: 'check_unavailable' } });
      const next = await seedPayment(s, app);
      expect(changeOf(await stream.next()).paymentId).toBe(next.id);
    } finally {
      notices.restore();
      auth.authenticate = authenticate;
      stream.close();
    }
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('live payments when the change notices are cut', () => {
  it('tells the open stream to refetch when the LISTEN connection is lost and again once it is back, then streams on', async () => {
    const s = server();
    const owner = await loginActive(s, 'owner@demo.test');
    const app = await s.services.apps.getApp((await demoApp(s)).partnerId, (await demoApp(s)).id);
    const stream = await openEventStream(liveUrl(s, 'transaction'), headersOf(owner));
    try {
      await s.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where application_name = ${CHANGE_FEED_APPLICATION} and datname = current_database()`,
      );
      // A payment committed while nobody listens: its notice may be lost, so a reset must follow it.
      const madeAt = Date.now();
      const unheard = await seedPayment(s, app);
      const events: StreamEvent[] = [];
      for (;;) {
        const event = await stream.next(10_000);
        events.push(event as StreamEvent);
        if (event?.event === 'reset' && (event.data as { reason: string }).reason === 'feed_back') break;
      }
      const delay = Date.now() - madeAt;
      expect(events.map((e) => e.event === 'reset' && (e.data as { reason: string }).reason).filter(Boolean)).toContain(
        'feed_lost',
      );
      expect(delay).toBeLessThan(5_000);
      console.info(`change notices cut: payment ${unheard.id} covered by a reset after ${delay} ms`);
      const next = await seedPayment(s, app);
      expect(changeOf(await stream.next()).paymentId).toBe(next.id);
    } finally {
      stream.close();
    }
  });
});
