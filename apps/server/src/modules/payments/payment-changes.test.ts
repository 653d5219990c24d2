import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client.js';
import { type LiveEvent, PAYMENT_CHANGES_CHANNEL, PaymentChanges, type ResetReason } from './payment-changes.js';

// ADR 0025: a stream hears every change of its partner, or is told to refetch; never a silent gap.

const A = 'partner-a';
const B = 'partner-b';
const silent = { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;

/** A database that takes (or refuses) statements and plays each notice back, as the change feed does. */
const feedOf = (options: { refuse?: number } = {}) => {
  let refusals = options.refuse ?? 0;
  const sent: string[][] = [];
  const db = {
    execute: async (query: SQL) => {
      if (refusals > 0) {
        refusals--;
        throw new Error('connection reset');
      }
      sent.push(new PgDialect().sqlToQuery(query).params.map(String));
    },
  } as unknown as Db;
  return { db, sent };
};

const built = (db: Db = feedOf().db) => {
  const resets: ResetReason[] = [];
  const changes = new PaymentChanges(db, silent, (reason) => resets.push(reason));
  const feed = changes.subscriber();
  const hear = (payload: string) => feed.channels[PAYMENT_CHANGES_CHANNEL]?.(payload);
  feed.setHealthy(true);
  return { changes, feed, hear, resets };
};

const row = (partnerId: string, id: string, status = 'PENDING', refundedAmount = '0.000') => ({
  id,
  partnerId,
  status,
  refundedAmount,
  completedAt: null,
  createdAt: new Date('2026-11-26T10:00:00Z'),
});

const listen = (changes: PaymentChanges, partnerId: string, lastEventId?: string) => {
  const events: LiveEvent[] = [];
  const subscription = changes.subscribe(partnerId, (e) => events.push(e), lastEventId);
  return { events, subscription };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('PaymentChanges', () => {
  it("hands each notice to its partner's streams only, with the id every instance sees", () => {
    const { changes, hear } = built();
    const mine = listen(changes, A);
    const theirs = listen(changes, B);
    const notice = changes.noticeOf(row(A, 'p1'));
    hear(notice.payload);
    expect(mine.events).toEqual([
      {
        type: 'change',
        id: JSON.parse(notice.payload).id,
        change: {
          paymentId: 'p1',
          partnerId: A,
          status: 'PENDING',
          refundedAmount: '0',
          updatedAt: '2026-11-26T10:00:00.000Z',
        },
      },
    ]);
    expect(theirs.events).toEqual([]);
  });

  it('says what a partial refund changed: the status stays, the refunded amount is the new one', () => {
    const { changes, hear } = built();
    const mine = listen(changes, A);
    hear(changes.noticeOf(row(A, 'p1', 'SUCCESS', '25000.000')).payload);
    expect(mine.events).toMatchObject([{ type: 'change', change: { status: 'SUCCESS', refundedAmount: '25000' } }]);
  });

  it("replays a partner's changes after a kept id or a stream's opening place, and not an id it does not keep", () => {
    const { changes, hear } = built();
    const opened = listen(changes, A).subscription.cursor;
    const first = changes.noticeOf(row(A, 'p1'));
    hear(first.payload);
    hear(changes.noticeOf(row(B, 'p2')).payload);
    hear(changes.noticeOf(row(A, 'p3')).payload);
    const ids = (events: LiveEvent[]) => events.map((e) => e.type === 'change' && e.change.paymentId);
    expect(ids(listen(changes, A, opened).subscription.missed)).toEqual(['p1', 'p3']);
    expect(ids(listen(changes, A, JSON.parse(first.payload).id).subscription.missed)).toEqual(['p3']);
    const unknown = listen(changes, A, 'other-instance-7').subscription;
    expect(unknown).toMatchObject({ missed: [], isReset: true });
  });

  it('tells every stream to refetch when the feed is lost and when it is back; older ids are not replayed', () => {
    const { changes, feed, hear, resets } = built();
    const stream = listen(changes, A);
    const before = changes.noticeOf(row(A, 'p1'));
    hear(before.payload);
    feed.setHealthy(false);
    // A change heard meanwhile still goes out; the reset when the feed is back covers the rest.
    hear(changes.noticeOf(row(A, 'p2')).payload);
    feed.setHealthy(true);
    expect(stream.events.map((e) => (e.type === 'reset' ? e.reason : e.change.paymentId))).toEqual([
      'p1',
      'feed_lost',
      'p2',
      'feed_back',
    ]);
    expect(resets).toEqual(['feed_lost', 'feed_back']);
    expect(listen(changes, A, JSON.parse(before.payload).id).subscription.isReset).toBe(true);
    // The reset's id is the new place: a reconnect naming it is replayed from there.
    const resetId = stream.events.at(-1)?.id ?? '';
    hear(changes.noticeOf(row(A, 'p3')).payload);
    expect(listen(changes, A, resetId).subscription).toMatchObject({
      isReset: false,
      missed: [{ id: expect.any(String) }],
    });
  });

  it('after a notice the database did not take: this instance refetches at once, every instance once a reset notice gets through', async () => {
    vi.useFakeTimers();
    const { db, sent } = feedOf({ refuse: 2 });
    const { changes, hear, resets } = built(db);
    const stream = listen(changes, A);
    // Three changes of one failed statement: the streams are told once.
    changes.noticeFailed();
    changes.noticeFailed();
    changes.noticeFailed();
    await Promise.resolve();
    expect(stream.events).toMatchObject([{ type: 'reset', reason: 'notice_failed' }]);
    // Refused twice more (the database is still away), taken on the third try.
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toHaveLength(1);
    const [channel, payload] = sent[0] ?? [];
    expect(channel).toBe(PAYMENT_CHANGES_CHANNEL);
    // Played back to every instance (this one too): each tells its streams, under the same id.
    hear(payload ?? '');
    expect(stream.events.at(-1)).toEqual({
      type: 'reset',
      id: JSON.parse(payload ?? '').id,
      reason: 'notice_lost_elsewhere',
    });
    expect(resets).toEqual(['notice_failed', 'notice_lost_elsewhere']);
  });

  it('tells streams opened before the feed first listened to refetch once it does', () => {
    const changes = new PaymentChanges(feedOf().db, silent);
    const early = listen(changes, A);
    // Not yet tracked: its place is kept nowhere, so a reconnect naming it is told to refetch.
    expect(listen(changes, A, early.subscription.cursor).subscription.isReset).toBe(true);
    changes.subscriber().setHealthy(true);
    expect(early.events).toMatchObject([{ type: 'reset', reason: 'feed_back' }]);
  });

  it('leaves nothing behind when a stream unsubscribes', () => {
    const { changes } = built();
    listen(changes, A).subscription.unsubscribe();
    expect(changes.listenerCount).toBe(0);
  });
});
