import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client.js';
import { AUTH_CHANNEL } from '../auth/index.js';
import { MAX_AGE_MS, PARTNER_DATA_CHANNEL, PartnerDataNotices, PartnerReadCache } from './partner-read-cache.js';

// ADR 0023: the rules that make a shared read safe to serve: one read for a burst, nothing from
// before a notice after it, nothing at all while notices may be missed, no failure kept.

const A = 'partner-a';
const B = 'partner-b';

/** A load that counts its calls and resolves when told to. */
const loader = <T>(value: () => T) => {
  let calls = 0;
  const pending: (() => void)[] = [];
  return {
    get calls() {
      return calls;
    },
    load: () => {
      calls++;
      return new Promise<T>((resolve) => pending.push(() => resolve(value())));
    },
    settle: () => {
      for (const release of pending.splice(0)) release();
    },
  };
};

const healthyCache = () => {
  const cache = new PartnerReadCache();
  cache.setHealthy(true);
  return cache;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('PartnerReadCache', () => {
  it('answers a burst of 100 identical reads with one load, frozen', async () => {
    const cache = healthyCache();
    let version = 0;
    const l = loader(() => ({ rows: [{ id: 'p1', details: { sent: '1' } }], version: ++version }));
    const reads = Array.from({ length: 100 }, () => cache.read(A, 'page', l.load));
    l.settle();
    const values = await Promise.all(reads);
    expect(l.calls).toBe(1);
    expect(new Set(values).size).toBe(1);
    expect(values[0]?.version).toBe(1);
    expect(Object.isFrozen(values[0]?.rows[0]?.details)).toBe(true);
    // And later reads are served the same value without another load.
    expect(await cache.read(A, 'page', l.load)).toBe(values[0]);
    expect(l.calls).toBe(1);
  });

  it('keys by partner and key: another partner or another page is another read', async () => {
    const cache = healthyCache();
    const a = await cache.read(A, 'page', async () => 'a');
    const b = await cache.read(B, 'page', async () => 'b');
    const a2 = await cache.read(A, 'page 2', async () => 'a2');
    expect([a, b, a2]).toEqual(['a', 'b', 'a2']);
    expect(await cache.read(A, 'page', async () => 'not read')).toBe('a');
  });

  it("serves nothing read before a partner's notice after it, and keeps the other partners' reads", async () => {
    const cache = healthyCache();
    await cache.read(A, 'page', async () => 'before');
    await cache.read(B, 'page', async () => 'b');
    cache.partnerChanged(A);
    expect(await cache.read(A, 'page', async () => 'after')).toBe('after');
    expect(await cache.read(A, 'page', async () => 'not read')).toBe('after');
    expect(await cache.read(B, 'page', async () => 'not read')).toBe('b');
  });

  it('gives a read in flight to the requests before a notice only', async () => {
    const cache = healthyCache();
    let n = 0;
    const l = loader(() => `read ${++n}`);
    const early = cache.read(A, 'page', l.load);
    const alsoEarly = cache.read(A, 'page', l.load);
    cache.partnerChanged(A); // a payment committed while the first read ran
    const late = cache.read(A, 'page', l.load);
    l.settle();
    expect(await early).toBe('read 1');
    expect(await alsoEarly).toBe('read 1');
    expect(await late).toBe('read 2');
    // The read the notice overtook is never served again.
    expect(await cache.read(A, 'page', l.load)).toBe('read 2');
    expect(l.calls).toBe(2);
  });

  it('reads the database every time while notices may be missed, and starts empty once they are not', async () => {
    const cache = new PartnerReadCache();
    let n = 0;
    const load = async () => ++n;
    expect(await cache.read(A, 'page', load)).toBe(1);
    expect(await cache.read(A, 'page', load)).toBe(2);
    expect(cache.size).toBe(0);
    cache.setHealthy(true);
    expect(await cache.read(A, 'page', load)).toBe(3);
    expect(await cache.read(A, 'page', load)).toBe(3);
    cache.setHealthy(false);
    expect(cache.size).toBe(0);
    expect(await cache.read(A, 'page', load)).toBe(4);
    cache.setHealthy(true);
    expect(await cache.read(A, 'page', load)).toBe(5);
  });

  it('keeps no failed read: its callers get the error, the next request reads again', async () => {
    const cache = healthyCache();
    let fail = true;
    const load = async () => {
      if (fail) throw new Error('connection reset');
      return 'rows';
    };
    const burst = await Promise.allSettled(Array.from({ length: 10 }, () => cache.read(A, 'page', load)));
    expect(burst.every((r) => r.status === 'rejected')).toBe(true);
    fail = false;
    expect(await cache.read(A, 'page', load)).toBe('rows');
  });

  it('forgets a read after MAX_AGE_MS even without a notice', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = healthyCache();
    let n = 0;
    const load = async () => ++n;
    expect(await cache.read(A, 'page', load)).toBe(1);
    vi.setSystemTime(Date.now() + MAX_AGE_MS - 1_000);
    expect(await cache.read(A, 'page', load)).toBe(1);
    vi.setSystemTime(Date.now() + 2_000);
    expect(await cache.read(A, 'page', load)).toBe(2);
  });

  it('takes the notices of both channels: partner data, and a partner row or everything from the auth channel', async () => {
    const cache = healthyCache();
    const { channels } = cache.subscriber();
    const data = channels[PARTNER_DATA_CHANNEL];
    const auth = channels[AUTH_CHANNEL];
    let n = 0;
    const load = async () => ++n;
    const readA = () => cache.read(A, 'page', load);
    const readB = () => cache.read(B, 'page', load);
    const [a1, b1] = [await readA(), await readB()];
    data?.(`p:${A}`);
    expect(await readA()).not.toBe(a1);
    expect(await readB()).toBe(b1);
    // A session's or a user's notice changes no partner's data.
    const a2 = await readA();
    auth?.('s:some-session');
    auth?.('u:some-user');
    expect(await readA()).toBe(a2);
    auth?.(`p:${A}`);
    const a3 = await readA();
    expect(a3).not.toBe(a2);
    auth?.('*');
    expect(await readB()).not.toBe(b1);
    data?.('*');
    expect(await readA()).not.toBe(a3);
  });

  it('reads a notice it does not know as one for everything', async () => {
    const cache = healthyCache();
    const data = cache.subscriber().channels[PARTNER_DATA_CHANNEL];
    let n = 0;
    const load = async () => ++n;
    for (const unknown of ['p:', 'x:whatever']) {
      const [a, b] = [await cache.read(A, 'page', load), await cache.read(B, 'page', load)];
      data?.(unknown);
      expect(await cache.read(A, 'page', load)).not.toBe(a);
      expect(await cache.read(B, 'page', load)).not.toBe(b);
    }
  });
});

describe('PartnerDataNotices', () => {
  const silent = { warn: () => undefined } as unknown as FastifyBaseLogger;

  it("drops this instance's reads at once and sends the changes of one turn in one statement", async () => {
    const cache = healthyCache();
    const sent: string[] = [];
    const db = {
      execute: async (query: SQL) => {
        sent.push(new PgDialect().sqlToQuery(query).params.join(' '));
      },
    } as unknown as Db;
    const notices = new PartnerDataNotices(cache, db, silent);
    await cache.read(A, 'page', async () => 'before');
    const changes = [notices.changed(A), notices.changed(B), notices.changed(A)];
    // Dropped before any notice went out: this instance never serves the read from before.
    expect(await cache.read(A, 'page', async () => 'after')).toBe('after');
    await Promise.all(changes);
    expect(sent).toEqual([`${PARTNER_DATA_CHANNEL} p:${A} ${PARTNER_DATA_CHANNEL} p:${B}`]);
    await notices.changed(B);
    expect(sent).toHaveLength(2);
  });

  it('never throws: a notice that could not be sent is logged and the change stands', async () => {
    const warned: unknown[] = [];
    const log = { warn: (entry: unknown) => warned.push(entry) } as unknown as FastifyBaseLogger;
    const db = {
      execute: async () => {
        throw new Error('connection reset');
      },
    } as unknown as Db;
    // The caller hears that it was lost (the live streams then refetch, ADR 0025).
    await expect(new PartnerDataNotices(healthyCache(), db, log).changed(A)).resolves.toBe(false);
    expect(warned).toHaveLength(1);
  });

  it("sends the notices that came with the changes after the partners' own, in the same statement", async () => {
    const sent: string[] = [];
    const db = {
      execute: async (query: SQL) => {
        sent.push(new PgDialect().sqlToQuery(query).params.join(' '));
      },
    } as unknown as Db;
    const notices = new PartnerDataNotices(healthyCache(), db, silent);
    const results = await Promise.all([
      notices.changed(A, { channel: 'live', payload: 'one' }),
      notices.changed(B, { channel: 'live', payload: 'two' }),
    ]);
    expect(results).toEqual([true, true]);
    expect(sent).toEqual([`${PARTNER_DATA_CHANNEL} p:${A} ${PARTNER_DATA_CHANNEL} p:${B} live one live two`]);
  });
});
