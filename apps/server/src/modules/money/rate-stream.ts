import { RATE_TYPES, type RateType, TOKENS, type Token } from '@paygate/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { quitSubscriber, readRecent, subscribeChannel } from '../../lib/redis-channel.js';
import type { RateFeed } from '../../providers/index.js';
import type { RateQuote } from '../../providers/types.js';

// The exchange-rate stream behind GET /v1/partner/crypto/exchange-rate. One tick every
// feed.tickMs carries every token's BUY and SELL quote. Alone, an instance reads the feed itself.
// With Redis, each tick is read by exactly one instance (SET NX on the tick number) and published;
// every instance relays what it receives, so all clients of all instances see the same rates.
// Each event's id is its tick's time. The last RECENT_TICKS ticks are kept (a Redis list with
// Redis, this process's memory alone), so a client that reconnects with Last-Event-ID — to this
// instance or any other — first gets the ticks it missed (issue #13).

export const RATE_CHANNEL = 'paygate:rates';
const LAST_KEY = 'paygate:rates:last';
const RECENT_KEY = 'paygate:rates:recent';
/** Ticks kept for Last-Event-ID replay: a minute at one tick a second. */
export const RECENT_TICKS = 60;
/** How early a tick's timer may fire and still count as its boundary's tick. */
const TIMER_SKEW_MS = 50;
const tickKey = (n: number) => `paygate:rates:tick:${n}`;

export type RateTick = { at: string; quotes: RateQuote[] };
export type RateListener = (quote: RateQuote) => void;
type Wanted = { token: Token; type: RateType; listener: RateListener };

const isTick = (value: unknown): value is RateTick =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RateTick).at === 'string' &&
  Array.isArray((value as RateTick).quotes);

export class RateStream {
  private readonly wanted = new Set<Wanted>();
  private timer: NodeJS.Timeout | undefined;
  private subscriber: Redis | undefined;
  private latest: RateTick | undefined;
  /** The ticks this process delivered, oldest first (the replay source without Redis). */
  private readonly recent: RateTick[] = [];
  private closed = false;

  constructor(
    private readonly feed: RateFeed,
    private readonly redis: Redis | undefined,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Open subscriptions (the tests check that a closed client leaves none behind). */
  get listenerCount(): number {
    return this.wanted.size;
  }

  /**
   * Starts listening. The answer holds what to send before the first tick: the quotes of the
   * ticks after `lastEventId` (a reconnecting client's Last-Event-ID), oldest first, when any are
   * still kept; otherwise the current quote alone.
   */
  async subscribe(
    token: Token,
    type: RateType,
    listener: RateListener,
    lastEventId?: string,
  ): Promise<{ current: RateQuote; missed: RateQuote[]; unsubscribe(): void }> {
    const entry: Wanted = { token, type, listener };
    this.wanted.add(entry);
    const unsubscribe = () => {
      this.wanted.delete(entry);
      if (this.wanted.size === 0) this.stopTicking();
    };
    try {
      await this.listen();
      this.startTicking();
      const current = pick(await this.current(), token, type) ?? this.feed.quote(token, type);
      const since = lastEventId ? Date.parse(lastEventId) : Number.NaN;
      const missed = Number.isNaN(since)
        ? []
        : (await this.recentTicks()).filter((t) => Date.parse(t.at) > since).flatMap((t) => pick(t, token, type) ?? []);
      return { current, missed, unsubscribe };
    } catch (error) {
      unsubscribe();
      throw error;
    }
  }

  /** Stops ticking and leaves Redis; open streams are ended by their route. */
  async close(): Promise<void> {
    this.closed = true;
    this.wanted.clear();
    this.stopTicking();
    const subscriber = this.subscriber;
    this.subscriber = undefined;
    await quitSubscriber(subscriber);
  }

  private async listen(): Promise<void> {
    if (!this.redis || this.subscriber || this.closed) return;
    this.subscriber = await subscribeChannel(this.redis, RATE_CHANNEL, isTick, (tick) => this.deliver(tick), this.log);
  }

  private startTicking() {
    if (this.timer || this.closed) return;
    const schedule = () => {
      // Aligned on tick boundaries, so every instance competes for the same tick number.
      const delay = this.feed.tickMs - (Date.now() % this.feed.tickMs);
      this.timer = setTimeout(() => {
        void this.tick();
        if (this.timer) schedule();
      }, delay);
      this.timer.unref();
    };
    schedule();
  }

  private stopTicking() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private read(at: Date): RateTick {
    const quotes = (Object.keys(TOKENS) as Token[]).flatMap((token) =>
      RATE_TYPES.map((type) => this.feed.quote(token, type, at)),
    );
    return { at: at.toISOString(), quotes };
  }

  private async tick(): Promise<void> {
    // The boundary just passed: a timer may fire a moment early (clock skew) or, on a busy event
    // loop, very late. Rounding would stamp a late tick with the next boundary, in the future,
    // and a client would then drop the real next tick as already seen.
    const n = Math.floor((Date.now() + TIMER_SKEW_MS) / this.feed.tickMs);
    const tick = this.read(new Date(n * this.feed.tickMs));
    if (!this.redis) return this.deliver(tick);
    try {
      const won = await this.redis.set(tickKey(n), '1', 'PX', this.feed.tickMs * 5, 'NX');
      if (won !== 'OK') return;
      const message = JSON.stringify(tick);
      await this.redis
        .multi()
        .set(LAST_KEY, message, 'PX', this.feed.tickMs * 5)
        .lpush(RECENT_KEY, message)
        .ltrim(RECENT_KEY, 0, RECENT_TICKS - 1)
        .pexpire(RECENT_KEY, this.feed.tickMs * RECENT_TICKS * 2)
        .publish(RATE_CHANNEL, message)
        .exec();
    } catch (err) {
      // Redis is down: keep this instance's clients streaming from the feed itself.
      this.log.warn({ err }, 'rate tick not published through Redis');
      this.deliver(tick);
    }
  }

  private deliver(tick: RateTick) {
    this.latest = tick;
    this.recent.push(tick);
    if (this.recent.length > RECENT_TICKS) this.recent.splice(0, this.recent.length - RECENT_TICKS);
    for (const w of this.wanted) {
      const quote = pick(tick, w.token, w.type);
      if (quote) w.listener(quote);
    }
  }

  /** The kept ticks, oldest first: Redis's list (every instance's), else this process's. */
  private async recentTicks(): Promise<RateTick[]> {
    if (this.redis) {
      const ticks = await readRecent(this.redis, RECENT_KEY, RECENT_TICKS, isTick);
      if (ticks) return ticks.sort((x, y) => Date.parse(x.at) - Date.parse(y.at));
    }
    return [...this.recent];
  }

  /** The newest tick: this instance's, else the one Redis last published, else the feed now. */
  private async current(): Promise<RateTick> {
    const fresh = (t: RateTick | undefined) =>
      t !== undefined && Date.now() - Date.parse(t.at) < this.feed.tickMs * 2 ? t : undefined;
    const own = fresh(this.latest);
    if (own) return own;
    if (this.redis) {
      const stored = await this.redis.get(LAST_KEY).catch(() => null);
      const parsed: unknown = stored ? JSON.parse(stored) : undefined;
      const shared = isTick(parsed) ? fresh(parsed) : undefined;
      if (shared) return shared;
    }
    return this.read(new Date());
  }
}

const pick = (tick: RateTick, token: Token, type: RateType) =>
  tick.quotes.find((q) => q.token === token && q.type === type);
