import QuickLRU from 'quick-lru';
import type { FeedSubscriber } from '../../db/change-feed.js';
import { deepFreeze } from '../../lib/deep-freeze.js';

// Issue #16, ADR 0022: what the per-request session query read, remembered per instance and
// dropped the moment the database says it changed. The database sends the notices itself (the
// triggers of migration 0018, on the `paygate_auth` channel), so no code path can forget one;
// the ChangeFeed (db/change-feed.ts) delivers them here. This class holds the rules that make it safe:
//
// - It answers only while the feed is known to be healthy. An unhealthy feed (a dropped LISTEN
//   connection, a heartbeat that did not come back) empties it, and every request reads the
//   database, as without a cache.
// - A read that started before a notice may have read what the notice says is gone: every notice
//   (and every change of health) moves a generation on, and a read is kept only if the generation
//   it started under is still current when it ends.
// - Entries are frozen (one object serves many requests: nothing may write to it) and live at most
//   a minute, so even a notice lost without the heartbeat noticing could not outlive that.

/** The database's channel (migration 0018). */
export const AUTH_CHANNEL = 'paygate_auth';

/** What an entry is about: the notices that must drop it. */
export type SessionKeys = { sessionId: string; userId: string; partnerId: string | null };

const MAX_ENTRIES = 10_000;
const MAX_AGE_MS = 60_000;

/**
 * A notice's text as the triggers send it: `s:<session>`, `u:<user>`, `p:<partner>` or `*`. The
 * partner data channel (ADR 0023) sends the same `p:` and `*`.
 */
export type AuthNotice = { kind: 'session' | 'user' | 'partner'; id: string } | { kind: 'all' };

export const parseAuthNotice = (payload: string): AuthNotice | undefined => {
  if (payload === '*') return { kind: 'all' };
  const prefix = payload.slice(0, 2);
  const id = payload.slice(2);
  const kind = prefix === 's:' ? 'session' : prefix === 'u:' ? 'user' : prefix === 'p:' ? 'partner' : undefined;
  return kind && id ? { kind, id } : undefined;
};

type Entry<T> = { keys: SessionKeys; value: T };

export class SessionCache<T> {
  private readonly entries = new QuickLRU<string, Entry<T>>({ maxSize: MAX_ENTRIES, maxAge: MAX_AGE_MS });
  private generation = 0;
  private healthy = false;

  /** Whether it answers at all (the feed is known to deliver every notice). */
  get active(): boolean {
    return this.healthy;
  }

  /** Taken before reading the database; `store` keeps the read only if nothing changed since. */
  stamp(): number | undefined {
    return this.healthy ? this.generation : undefined;
  }

  get(key: string): T | undefined {
    return this.healthy ? this.entries.get(key)?.value : undefined;
  }

  store(stamp: number | undefined, key: string, keys: SessionKeys, value: T): void {
    if (!this.healthy || stamp !== this.generation) return;
    this.entries.set(key, { keys, value: deepFreeze(value) });
  }

  /** A notice from the database: drops every entry it concerns. */
  apply(notice: AuthNotice): void {
    this.generation++;
    if (notice.kind === 'all') {
      this.entries.clear();
      return;
    }
    const field = notice.kind === 'session' ? 'sessionId' : notice.kind === 'user' ? 'userId' : 'partnerId';
    const gone: string[] = [];
    for (const [key, entry] of this.entries) if (entry.keys[field] === notice.id) gone.push(key);
    for (const key of gone) this.entries.delete(key);
  }

  /** Its place in the change feed (db/change-feed.ts): the auth channel's notices. */
  subscriber(): FeedSubscriber {
    return {
      channels: { [AUTH_CHANNEL]: (payload) => this.apply(parseAuthNotice(payload) ?? { kind: 'all' }) },
      setHealthy: (healthy) => this.setHealthy(healthy),
    };
  }

  /** The feed's health: either way everything remembered is dropped (notices may have been missed). */
  setHealthy(healthy: boolean): void {
    this.generation++;
    this.entries.clear();
    this.healthy = healthy;
  }

  get size(): number {
    return this.entries.size;
  }
}
