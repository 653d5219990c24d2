import { TOKENS, type Token } from '@paygate/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { RateFeed, RateType } from '../../providers/index.js';
import type { RateQuote } from '../../providers/types.js';

// The exchange-rate stream behind GET /v1/partner/crypto/exchange-rate. One tick every
// feed.tickMs carries every token's BUY and SELL quote. Alone, an instance reads the feed itself.
// With Redis, each tick is read by exactly one instance (SET NX on the tick number) and published;
// every instance relays what it receives, so all clients of all instances see the same rates.
// A client that reconnects with Last-Event-ID (a tick's time) first gets the ticks it missed, from
// the history every instance shares (Redis), so moving to another instance loses no tick.

export const RATE_CHANNEL = 'paygate:rates';
const LAST_KEY = 'paygate:rates:last';
/** The newest ticks, newest first, shared by every instance: what a reconnecting client missed. */
const HISTORY_KEY = 'paygate:rates:history';
/** Ticks kept for a reconnect (a minute at the sandbox's 2 s): a client away longer starts afresh. */
export const RATE_HISTORY_TICKS = 30;
const tickKey = (n: number) => `paygate:rates:tick:${n}`;
const RATE_TYPES: RateType[] = ['BUY', 'SELL'];

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
  /** Without Redis: this instance's newest ticks, oldest first (with Redis, HISTORY_KEY). */
  private readonly history: RateTick[] = [];
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
   * Starts listening; the answer holds what to send before the first tick: the ticks after
   * `lastEventId` when the client names one that is still in the history, else the current quote.
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
      const missed = lastEventId ? await this.since(lastEventId, token, type) : [];
      const current = pick(await this.current(), token, type) ?? this.feed.quote(token, type);
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
    if (subscriber) await subscriber.quit().catch(() => subscriber.disconnect());
  }

  private async listen(): Promise<void> {
    if (!this.redis || this.subscriber || this.closed) return;
    const subscriber = this.redis.duplicate();
    this.subscriber = subscriber;
    subscriber.on('message', (_channel: string, message: string) => {
      try {
        const tick: unknown = JSON.parse(message);
        if (isTick(tick)) this.deliver(tick);
      } catch (err) {
        this.log.warn({ err }, 'ignored a malformed rate message');
      }
    });
    await subscriber.subscribe(RATE_CHANNEL);
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
    const n = Math.round(Date.now() / this.feed.tickMs);
    const tick = this.read(new Date(n * this.feed.tickMs));
    if (!this.redis) return this.deliver(tick);
    try {
      const won = await this.redis.set(tickKey(n), '1', 'PX', this.feed.tickMs * 5, 'NX');
      if (won !== 'OK') return;
      const message = JSON.stringify(tick);
      await this.redis
        .multi()
        .set(LAST_KEY, message, 'PX', this.feed.tickMs * 5)
        .lpush(HISTORY_KEY, message)
        .ltrim(HISTORY_KEY, 0, RATE_HISTORY_TICKS - 1)
        .pexpire(HISTORY_KEY, this.feed.tickMs * RATE_HISTORY_TICKS)
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
    if (!this.redis) {
      this.history.push(tick);
      if (this.history.length > RATE_HISTORY_TICKS) this.history.shift();
    }
    for (const w of this.wanted) {
      const quote = pick(tick, w.token, w.type);
      if (quote) w.listener(quote);
    }
  }

  /**
   * The quotes of the ticks after `lastEventId`, oldest first; none when that id is not a time or
   * is older than the history (the client starts afresh from the current quote).
   */
  private async since(lastEventId: string, token: Token, type: RateType): Promise<RateQuote[]> {
    const after = Date.parse(lastEventId);
    if (Number.isNaN(after)) return [];
    let ticks = this.history;
    if (this.redis) {
      const stored = await this.redis.lrange(HISTORY_KEY, 0, RATE_HISTORY_TICKS - 1).catch(() => []);
      ticks = stored
        .map((m): unknown => {
          try {
            return JSON.parse(m);
          } catch {
            return undefined;
          }
        })
        .filter(isTick)
        .reverse();
    }
    const oldest = ticks[0];
    // A gap older than the history cannot be filled: better the current quote than a partial replay.
    if (!oldest || Date.parse(oldest.at) > after + this.feed.tickMs) return [];
    return ticks
      .filter((t) => Date.parse(t.at) > after)
      .flatMap((t) => {
        const quote = pick(t, token, type);
        return quote ? [quote] : [];
      });
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
