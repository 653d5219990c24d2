import { randomBytes } from 'node:crypto';
import type { PaymentChange } from '@paygate/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FeedSubscriber } from '../../db/change-feed.js';
import type { Db } from '../../db/client.js';
import { normalize } from '../../lib/money.js';
import type { AfterCommitNotice } from './partner-read-cache.js';

// The live feed of payment changes (issue #15 item 4, issue #26 item 2, ADR 0025): PaymentsService
// announces a payment that was made or changed status once its transaction committed, and every
// open stream of that partner hears it, on whichever instance it is open. The notice goes through
// the database's own channel (in the statement that carries the partner's read-cache notice), so
// it travels wherever the change feed does — PGlite or PostgreSQL, Redis up, down or absent.
//
// Every instance hears every notice in the same order (PostgreSQL's notify queue is in commit
// order for all listeners) and keeps the last KEPT_CHANGES in that order: a reconnect with
// Last-Event-ID is replayed from the id onwards on any instance that kept it. What cannot be
// proven complete is said, never skipped: a `reset` goes to every open stream when the change feed
// is lost or back, when a notice could not be sent, and to a reconnect whose id is not kept; the
// portal then refetches by itself.

/** The database channel of payment change notices. */
export const PAYMENT_CHANGES_CHANNEL = 'paygate_payment_changes';
/** Changes kept (every partner's, in arrival order) for Last-Event-ID replay. */
export const KEPT_CHANGES = 10_000;
/** Pause between tries of the reset notice after a lost one. */
const RESEND_MS = 1_000;

/** Why a stream was told to refetch (the metric's label and the event's data). */
export type ResetReason =
  | 'feed_lost'
  | 'feed_back'
  | 'notice_failed'
  | 'notice_lost_elsewhere'
  | 'not_kept'
  /** The stream held changes back while its caller could not be checked (the database was down). */
  | 'check_unavailable';

/** What an open stream is sent: a change with its event id, or "refetch, I lost track". */
export type LiveEvent =
  | { type: 'change'; id: string; change: PaymentChange }
  | { type: 'reset'; id: string; reason: ResetReason };
export type LiveListener = (event: LiveEvent) => void;

/** What a payment row must say for its notice. */
export type ChangedPayment = {
  id: string;
  partnerId: string;
  status: string;
  refundedAmount: string;
  completedAt: Date | null;
  createdAt: Date;
};

/** The notices' text: a change with its id, or a reset sent after a lost notice. */
type Notice = { id: string; change: PaymentChange } | { id: string; reset: true };

const isChange = (value: unknown): value is PaymentChange => {
  const v = value as PaymentChange;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof v.paymentId === 'string' &&
    typeof v.partnerId === 'string' &&
    typeof v.status === 'string' &&
    (v.refundedAmount === undefined || typeof v.refundedAmount === 'string') &&
    typeof v.updatedAt === 'string'
  );
};

const parseNotice = (payload: string): Notice | undefined => {
  try {
    const value = JSON.parse(payload) as { id?: unknown; change?: unknown; reset?: unknown };
    if (typeof value.id !== 'string') return undefined;
    if (value.reset === true) return { id: value.id, reset: true };
    return isChange(value.change) ? { id: value.id, change: value.change } : undefined;
  } catch {
    return undefined;
  }
};

/** The last changes heard, in arrival order, found by event id. */
class ChangeLog {
  private entries: { id: string; change?: PaymentChange }[] = [];
  /** The arrival number of entries[0]. */
  private first = 0;
  private readonly positions = new Map<string, number>();

  get lastId(): string | undefined {
    return this.entries.at(-1)?.id;
  }

  /** A change, or a mark (no change) that a reconnect can name as its place. */
  add(id: string, change?: PaymentChange): void {
    this.positions.set(id, this.first + this.entries.length);
    this.entries.push(change ? { id, change } : { id });
    // Dropped in slices, not one by one.
    if (this.entries.length < KEPT_CHANGES + KEPT_CHANGES / 10) return;
    const dropped = this.entries.splice(0, this.entries.length - KEPT_CHANGES);
    for (const e of dropped) this.positions.delete(e.id);
    this.first += dropped.length;
  }

  /** The partner's changes after `id`, oldest first; undefined when `id` is not kept. */
  after(id: string, partnerId: string): LiveEvent[] | undefined {
    const position = this.positions.get(id);
    if (position === undefined) return undefined;
    const events: LiveEvent[] = [];
    for (const e of this.entries.slice(position - this.first + 1))
      if (e.change?.partnerId === partnerId) events.push({ type: 'change', id: e.id, change: e.change });
    return events;
  }

  clear(): void {
    this.first += this.entries.length;
    this.entries = [];
    this.positions.clear();
  }
}

export class PaymentChanges {
  private readonly listeners = new Map<string, Set<LiveListener>>();
  private readonly log = new ChangeLog();
  /** This process's part of every event id; the counter makes the rest. */
  private readonly tag = randomBytes(6).toString('base64url');
  private counter = 0;
  /** Whether every notice is known to arrive (the change feed's health). */
  private isTracking = false;
  private resending: NodeJS.Timeout | undefined;
  private isResetQueued = false;
  private isClosed = false;

  constructor(
    private readonly db: Db,
    private readonly logger: FastifyBaseLogger,
    /** Counts each time streams were told to refetch, by reason. */
    private readonly onReset?: (reason: ResetReason) => void,
  ) {}

  /** Open subscriptions (the tests check that a closed stream leaves none behind). */
  get listenerCount(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  /**
   * The notice of a committed change, sent by PartnerDataNotices right after the partner's own
   * (so every instance's read cache has dropped the partner's reads before any screen refetches).
   */
  noticeOf(row: ChangedPayment): AfterCommitNotice {
    const change: PaymentChange = {
      paymentId: row.id,
      partnerId: row.partnerId,
      status: row.status,
      refundedAmount: normalize(row.refundedAmount) ?? '0',
      updatedAt: (row.completedAt ?? row.createdAt).toISOString(),
    };
    return { channel: PAYMENT_CHANGES_CHANNEL, payload: JSON.stringify({ id: this.nextId(), change }) };
  }

  /**
   * A committed change's notice was not sent: nobody will hear it. This instance's streams are
   * told at once; every instance's once the database takes a reset notice (tried until it does).
   */
  noticeFailed(): void {
    if (this.isClosed) return;
    // Every change of a failed statement reports it: the streams are told once.
    if (!this.isResetQueued) {
      this.isResetQueued = true;
      queueMicrotask(() => {
        this.isResetQueued = false;
        if (!this.isClosed) this.resetAll('notice_failed');
      });
    }
    // One reset notice in waiting covers every failure before it is sent.
    if (this.resending) return;
    const retry = () => {
      this.resending = undefined;
      if (this.isClosed) return;
      const payload = JSON.stringify({ id: this.nextId(), reset: true });
      this.db.execute(sql`select pg_notify(${PAYMENT_CHANGES_CHANNEL}, ${payload})`).catch((err: unknown) => {
        this.logger.warn({ err }, 'live payments: reset notice not sent, trying again');
        this.resending = setTimeout(retry, RESEND_MS);
        this.resending.unref();
      });
    };
    this.resending = setTimeout(retry, 0);
    this.resending.unref();
  }

  /** Its place in the change feed. */
  subscriber(): FeedSubscriber {
    return {
      channels: { [PAYMENT_CHANGES_CHANNEL]: (payload) => this.onNotice(payload) },
      setHealthy: (healthy) => this.setTracking(healthy),
    };
  }

  /**
   * Listens to one partner's changes. With `lastEventId` (a reconnect's), `missed` holds the
   * partner's changes heard after it, oldest first; `isReset` says the id is not kept here, so
   * what was missed is unknown. `cursor` is the id a stream opened now stands at.
   */
  subscribe(
    partnerId: string,
    listener: LiveListener,
    lastEventId?: string,
  ): { missed: LiveEvent[]; isReset: boolean; cursor: string; unsubscribe(): void } {
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
    const missed = lastEventId ? this.log.after(lastEventId, partnerId) : [];
    if (!missed) this.onReset?.('not_kept');
    // While nothing is tracked, a mark kept nowhere: a reconnect naming it is told to refetch.
    const cursor = this.log.lastId ?? this.nextId();
    return { missed: missed ?? [], isReset: !missed, cursor, unsubscribe };
  }

  /** Stops; open streams are ended by their route. */
  close(): void {
    this.isClosed = true;
    clearTimeout(this.resending);
    this.listeners.clear();
  }

  private nextId(): string {
    this.counter += 1;
    return `${this.tag}-${this.counter}`;
  }

  private onNotice(payload: string): void {
    const notice = parseNotice(payload);
    if (!notice) {
      this.logger.warn('live payments: ignored a malformed notice');
      return;
    }
    if ('reset' in notice) {
      this.resetAll('notice_lost_elsewhere', notice.id);
      return;
    }
    // Heard while not tracking, it still goes out; the reset when tracking resumes covers the rest.
    if (this.isTracking) this.log.add(notice.id, notice.change);
    const event: LiveEvent = { type: 'change', id: notice.id, change: notice.change };
    for (const listener of this.listeners.get(notice.change.partnerId) ?? []) listener(event);
  }

  private setTracking(healthy: boolean): void {
    if (healthy === this.isTracking) return;
    this.isTracking = healthy;
    // At the first start (or with nothing open) no stream could have missed anything.
    if (healthy && this.listenerCount === 0) {
      this.log.clear();
      this.log.add(this.nextId());
      return;
    }
    this.resetAll(healthy ? 'feed_back' : 'feed_lost');
  }

  /**
   * Every open stream is told to refetch, and nothing heard before is replayed again (a reconnect
   * naming an older id is told to refetch too). Tracking starts again from a new mark.
   */
  private resetAll(reason: ResetReason, id = this.nextId()): void {
    this.log.clear();
    if (this.isTracking) this.log.add(id);
    if (this.listenerCount > 0) {
      this.onReset?.(reason);
      this.logger.warn({ reason, streams: this.listenerCount }, 'live payments: open streams told to refetch');
    }
    const event: LiveEvent = { type: 'reset', id, reason };
    for (const set of this.listeners.values()) for (const listener of set) listener(event);
  }
}
