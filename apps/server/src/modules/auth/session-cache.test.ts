import { describe, expect, it } from 'vitest';
import { parseAuthNotice, SessionCache } from './session-cache.js';

const keys = (sessionId: string, userId = 'u1', partnerId: string | null = 'p1') => ({ sessionId, userId, partnerId });

const healthyCache = () => {
  const cache = new SessionCache<{ name: string }>();
  cache.setHealthy(true);
  return cache;
};

describe('SessionCache', () => {
  it('answers nothing until its feed is healthy, and forgets everything when it stops being', () => {
    const cache = new SessionCache<{ name: string }>();
    cache.store(cache.stamp(), 's1|', keys('s1'), { name: 'a' });
    expect(cache.get('s1|')).toBeUndefined();
    cache.setHealthy(true);
    cache.store(cache.stamp(), 's1|', keys('s1'), { name: 'a' });
    expect(cache.get('s1|')).toEqual({ name: 'a' });
    cache.setHealthy(false);
    expect(cache.get('s1|')).toBeUndefined();
    cache.setHealthy(true);
    expect(cache.get('s1|')).toBeUndefined();
  });

  it('does not keep a read that a notice overtook', () => {
    const cache = healthyCache();
    const stamp = cache.stamp();
    // The read is in flight when the session is revoked and its notice arrives…
    cache.apply({ kind: 'session', id: 's1' });
    cache.store(stamp, 's1|', keys('s1'), { name: 'read before the revocation' });
    // …so what it read is not remembered.
    expect(cache.get('s1|')).toBeUndefined();
    // Nor one that started before the feed recovered from a failure.
    const early = cache.stamp();
    cache.setHealthy(false);
    cache.setHealthy(true);
    cache.store(early, 's1|', keys('s1'), { name: 'read while notices were lost' });
    expect(cache.get('s1|')).toBeUndefined();
  });

  it('drops the entries a notice concerns, and only those', () => {
    const cache = healthyCache();
    cache.store(cache.stamp(), 's1|', keys('s1', 'u1', 'p1'), { name: 'one' });
    cache.store(cache.stamp(), 's1|p2', keys('s1', 'u1', 'p2'), { name: 'one for p2' });
    cache.store(cache.stamp(), 's2|', keys('s2', 'u2', 'p1'), { name: 'two' });
    cache.store(cache.stamp(), 's3|', keys('s3', 'u3', null), { name: 'three' });
    cache.apply({ kind: 'session', id: 's1' });
    expect([cache.get('s1|'), cache.get('s1|p2'), cache.get('s2|')]).toEqual([undefined, undefined, { name: 'two' }]);
    cache.apply({ kind: 'partner', id: 'p1' });
    expect([cache.get('s2|'), cache.get('s3|')]).toEqual([undefined, { name: 'three' }]);
    cache.apply({ kind: 'user', id: 'u3' });
    expect(cache.size).toBe(0);
    cache.store(cache.stamp(), 's4|', keys('s4'), { name: 'four' });
    cache.apply({ kind: 'all' });
    expect(cache.get('s4|')).toBeUndefined();
  });

  it('freezes what it keeps: one entry serves many requests, none may change it', () => {
    const cache = healthyCache();
    cache.store(cache.stamp(), 's1|', keys('s1'), { name: 'a' });
    const entry = cache.get('s1|')!;
    expect(() => {
      entry.name = 'changed';
    }).toThrow(TypeError);
  });
});

describe('parseAuthNotice', () => {
  it("reads the triggers' notices and nothing else", () => {
    expect(parseAuthNotice('s:abc')).toEqual({ kind: 'session', id: 'abc' });
    expect(parseAuthNotice('u:abc')).toEqual({ kind: 'user', id: 'abc' });
    expect(parseAuthNotice('p:abc')).toEqual({ kind: 'partner', id: 'abc' });
    expect(parseAuthNotice('*')).toEqual({ kind: 'all' });
    expect(parseAuthNotice('x:abc')).toBeUndefined();
    expect(parseAuthNotice('s:')).toBeUndefined();
  });
});
