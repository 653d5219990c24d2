import type { PaymentChange } from '@paygate/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { quitSubscriber, readRecent, subscribeChannel } from '../../lib/redis-channel.js';

// The live feed of payment changes (issue #15 item 4): PaymentsService announces a payment that
// was made or changed status once its transaction committed, and every open stream of that
// partner hears it, on whichever instance it is open. With Redis the notice goes through pub/sub
// (and the last RECENT_CHANGES of each partner are kept in a list for Last-Event-ID replay);
// alone, an instance delivers it in process. An event is a notice only ({paymentId, partnerId,
// status, updatedAt}): the portal refetches through GraphQL, which applies the role's field rules.

export const PAYMENT_CHANNEL = 'paygate:payments';
const SEQ_KEY = 'paygate:payments:seq';
const recentKey = (partnerId: string) => `paygate:payments:recent:${partnerId}`;
/** Changes kept per partner for replay: a reconnect after a short gap misses nothing. */
export const RECENT_CHANGES = 100;
const RECENT_TTL_MS = 15 * 60_000;
/** Partners whose recent changes this process keeps without Redis (oldest forgotten first). */
const LOCAL_PARTNERS = 1_000;

/** A change with its place in the feed: `seq` is the event id, increasing across the cluster. */
export type SequencedChange = PaymentChange & { seq: number };
export type ChangeListener = (change: SequencedChange) => void;

/** What a payment row must say for its notice. */
export type ChangedPayment = {
  id: string;
  partnerId: string;
  status: string;
  completedAt: Date | null;
  createdAt: Date;
};

const isChange = (value: unknown): value is SequencedChange => {
  const v = value as SequencedChange;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof v.paymentId === 'string' &&
    typeof v.partnerId === 'string' &&
    typeof v.status === 'string' &&
    typeof v.updatedAt === 'string' &&
    Number.isSafeInteger(v.seq)
  );
};

export class PaymentChanges {
  private readonly listeners = new Map<string, Set<ChangeListener>>();
  private subscriber: Redis | undefined;
  private listening: Promise<void> | undefined;
  /** Without Redis: this process's sequence (started from the clock, so it grows across restarts). */
  private seq = Date.now();
  private readonly recent = new Map<string, SequencedChange[]>();
  private closed = false;

  constructor(
    private readonly redis: Redis | undefined,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Open subscriptions (the tests check that a closed stream leaves none behind). */
  get listenerCount(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  /**
   * Announces a committed change. Call it only after the transaction committed (a rolled-back
   * change must never be heard). Never throws: the payment stands even if the notice is lost,
   * and the portal's next refetch shows it.
   */
  publish(row: ChangedPayment): void {
    if (this.closed) return;
    const change: PaymentChange = {
      paymentId: row.id,
      partnerId: row.partnerId,
      status: row.status,
      updatedAt: (row.completedAt ?? row.createdAt).toISOString(),
    };
    this.send(change).catch((err: unknown) => this.log.warn({ err }, 'payment change not published'));
  }

  private async send(change: PaymentChange): Promise<void> {
    if (!this.redis) {
      this.seq += 1;
      return this.deliver({ ...change, seq: this.seq });
    }
    const seq = await this.redis.incr(SEQ_KEY);
    const message = JSON.stringify({ ...change, seq });
    const key = recentKey(change.partnerId);
    await this.redis
      .multi()
      .lpush(key, message)
      .ltrim(key, 0, RECENT_CHANGES - 1)
      .pexpire(key, RECENT_TTL_MS)
      .publish(PAYMENT_CHANNEL, message)
      .exec();
  }

  /**
   * Listens to one partner's changes. The answer holds the kept changes after `lastEventId` (a
   * reconnecting client's Last-Event-ID), oldest first.
   */
  async subscribe(
    partnerId: string,
    listener: ChangeListener,
    lastEventId?: string,
  ): Promise<{ missed: SequencedChange[]; unsubscribe(): void }> {
    let set = this.listeners.get(partnerId);
    if (!set) {
      set = new Set();
      this.listeners.set(partnerId, set);
    }
    set.add(listener);
    const unsubscribe = () => {
      const current = this.listeners.get(partnerId);
      current?.delete(listener);
      if (current?.size === 0) this.listeners.delete(partnerId);
    };
    try {
      await this.listen();
      const since = lastEventId && /^\d+$/.test(lastEventId) ? Number(lastEventId) : undefined;
      const missed = since === undefined ? [] : (await this.kept(partnerId)).filter((c) => c.seq > since);
      return { missed, unsubscribe };
    } catch (error) {
      unsubscribe();
      throw error;
    }
  }

  /** Leaves Redis; open streams are ended by their route. */
  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    const subscriber = this.subscriber;
    this.subscriber = undefined;
    await quitSubscriber(subscriber);
  }

  private listen(): Promise<void> {
    if (!this.redis || this.closed) return Promise.resolve();
    const redis = this.redis;
    // One subscriber per process, made once even when the first streams open together.
    this.listening ??= subscribeChannel(redis, PAYMENT_CHANNEL, isChange, (c) => this.deliver(c), this.log).then(
      (subscriber) => {
        this.subscriber = subscriber;
      },
      (error: unknown) => {
        this.listening = undefined;
        throw error;
      },
    );
    return this.listening;
  }

  private deliver(change: SequencedChange) {
    if (!this.redis) this.keep(change);
    const set = this.listeners.get(change.partnerId);
    if (set) for (const listener of set) listener(change);
  }

  private keep(change: SequencedChange) {
    const list = this.recent.get(change.partnerId) ?? [];
    // Re-inserted so the Map's order is least recently changed first.
    this.recent.delete(change.partnerId);
    list.push(change);
    if (list.length > RECENT_CHANGES) list.splice(0, list.length - RECENT_CHANGES);
    this.recent.set(change.partnerId, list);
    if (this.recent.size > LOCAL_PARTNERS) {
      const oldest = this.recent.keys().next().value;
      if (oldest !== undefined) this.recent.delete(oldest);
    }
  }

  /** The kept changes of a partner, oldest first: Redis's list (every instance's), else this process's. */
  private async kept(partnerId: string): Promise<SequencedChange[]> {
    if (this.redis) {
      const stored = await readRecent(this.redis, recentKey(partnerId), RECENT_CHANGES, isChange);
      if (stored) return stored.sort((a, b) => a.seq - b.seq);
    }
    return [...(this.recent.get(partnerId) ?? [])];
  }
}
