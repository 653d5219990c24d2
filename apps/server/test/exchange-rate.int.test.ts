import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { RATE_CHANNEL, type RateTick } from '../src/modules/money/index.js';
import { RATE_TICK_MS } from '../src/providers/sandbox/magic.js';
import { loginToken } from './support/account.js';
import { demoApp, eventually } from './support/gateway.js';
import { startTestServer, type TestServer, useTestServer } from './support/server.js';

const server = useTestServer();

type Quote = { token: string; type: string; rate: string; at: string };

/** A server-sent-event client over fetch: reads `data:` messages one at a time. */
const openStream = async (url: string, headers: Record<string, string>) => {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const next = async (): Promise<Quote> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = event
          .split('\n')
          .filter((l) => l.startsWith('data: '))
          .map((l) => l.slice(6))
          .join('\n');
        if (data) return JSON.parse(data) as Quote;
        continue;
      }
      const chunk = await reader?.read();
      if (!chunk || chunk.done) throw new Error('stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
  return { res, next, close: () => controller.abort() };
};

const rateUrl = (s: TestServer, query: Record<string, string>) =>
  `${s.url}/v1/partner/crypto/exchange-rate?${new URLSearchParams(query)}`;

const demoQuery = async (s: TestServer, extra: Record<string, string> = {}) => ({
  partner_id: (await demoApp(s)).partnerId,
  token: 'USDT',
  type: 'BUY',
  ...extra,
});

describe('GET /v1/partner/crypto/exchange-rate', () => {
  it('streams the rate as server-sent events, to the Authorization header or the auth cookie', async () => {
    const s = server();
    const token = await loginToken(s, 'owner@demo.test');
    const byHeader = await openStream(rateUrl(s, await demoQuery(s)), { authorization: token });
    const byCookie = await openStream(rateUrl(s, await demoQuery(s, { token: 'usdc', type: 'SELL' })), {
      cookie: `theme=dark; auth=${encodeURIComponent(token)}`,
    });
    try {
      expect(byHeader.res.status).toBe(200);
      expect(byHeader.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const first = await byHeader.next();
      expect(first).toMatchObject({ token: 'USDT', type: 'BUY' });
      // BUY = 25,400 ± 40 + 0.5 %.
      expect(Number(first.rate)).toBeGreaterThan(25_400);
      const second = await byHeader.next();
      expect(Date.parse(second.at)).toBeGreaterThan(Date.parse(first.at));
      const sell = await byCookie.next();
      expect(sell).toMatchObject({ token: 'USDC', type: 'SELL' });
      expect(Number(sell.rate)).toBeLessThan(25_380);
    } finally {
      byHeader.close();
      byCookie.close();
    }
  });

  it('stops listening when the client goes away', async () => {
    const s = server();
    const token = await loginToken(s, 'owner@demo.test');
    const before = s.services.rates.listenerCount;
    const stream = await openStream(rateUrl(s, await demoQuery(s)), { authorization: token });
    await stream.next();
    expect(s.services.rates.listenerCount).toBe(before + 1);
    stream.close();
    await eventually(async () => s.services.rates.listenerCount === before);
  });

  it('refuses a missing login, another partner, non-owners and bad parameters with an envelope', async () => {
    const s = server();
    const owner = await loginToken(s, 'owner@demo.test');
    const other = await demoApp(s, 'Other App');
    const cases: [Record<string, string>, Record<string, string>, number, string][] = [
      [{}, await demoQuery(s), 401, 'You need to login'],
      [{ authorization: owner }, await demoQuery(s, { partner_id: other.partnerId }), 403, 'This partner is not yours'],
      [
        { authorization: await loginToken(s, 'admin@demo.test') },
        await demoQuery(s),
        403,
        'You do not have permission',
      ],
      [{ authorization: owner }, await demoQuery(s, { token: 'DOGE' }), 400, 'Please select token'],
      [{ authorization: owner }, await demoQuery(s, { type: 'HOLD' }), 400, 'type must be BUY or SELL'],
    ];
    for (const [headers, query, status, message] of cases) {
      const res = await fetch(rateUrl(s, query), { headers });
      const body = (await res.json()) as { error_code: number; message: string };
      expect({ status: res.status, message: body.message.slice(0, message.length) }).toEqual({ status, message });
      expect(body.error_code).not.toBe(0);
    }
  });

  it('replays the ticks after Last-Event-ID on reconnect, in order and each once', async () => {
    const s = server();
    const token = await loginToken(s, 'owner@demo.test');
    const first = await openStream(rateUrl(s, await demoQuery(s)), { authorization: token });
    const start = await first.next();
    const seen = [await first.next(), await first.next()];
    first.close();
    const again = await openStream(rateUrl(s, await demoQuery(s)), { authorization: token, 'last-event-id': start.at });
    try {
      expect([await again.next(), await again.next()]).toEqual(seen);
      const next = await again.next();
      expect(Date.parse(next.at)).toBeGreaterThan(Date.parse(seen[1]?.at ?? ''));
    } finally {
      again.close();
    }
  });

  it('ends open streams when the server shuts down', async () => {
    const s = await startTestServer();
    const stream = await openStream(rateUrl(s, await demoQuery(s)), {
      authorization: await loginToken(s, 'owner@demo.test'),
    });
    await stream.next();
    await s.close();
    await expect(stream.next()).rejects.toThrow();
  });
});

// With REDIS_URL every instance relays the same published ticks (TEST_REDIS_URL; CI sets it).
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('exchange rates shared through Redis', () => {
  it('streams the same rates on two instances', async () => {
    const a = await startTestServer({ redisUrl });
    const b = await startTestServer({ redisUrl });
    const publisher = new Redis(redisUrl ?? '');
    const streams: Awaited<ReturnType<typeof openStream>>[] = [];
    try {
      for (const s of [a, b]) {
        streams.push(
          await openStream(rateUrl(s, await demoQuery(s)), { authorization: await loginToken(s, 'owner@demo.test') }),
        );
      }
      const [sa, sb] = streams as [(typeof streams)[0], (typeof streams)[0]];
      await Promise.all([sa.next(), sb.next()]);
      // A tick that only Redis carries (no feed computes 12345) reaches the clients of both.
      // Stamped after any tick already sent (a stream sends each moment once, in order).
      const at = new Date(Date.now() + RATE_TICK_MS).toISOString();
      const marker: RateTick = {
        at,
        quotes: [{ token: 'USDT', type: 'BUY', rate: '12345', at }],
      };
      await publisher.publish(RATE_CHANNEL, JSON.stringify(marker));
      const untilMarker = async (s: typeof sa) => {
        const seen: Quote[] = [];
        for (;;) {
          const q = await s.next();
          seen.push(q);
          if (q.rate === '12345') return seen;
        }
      };
      const [seenA, seenB] = await Promise.all([untilMarker(sa), untilMarker(sb)]);
      expect(seenA.at(-1)).toEqual({ token: 'USDT', type: 'BUY', rate: '12345', at });
      expect(seenB.at(-1)).toEqual(seenA.at(-1));
      // Afterwards both get the same ticks: one instance reads each tick, both relay it.
      const nextA = [await sa.next(), await sa.next()];
      const nextB = [await sb.next(), await sb.next()];
      expect(nextB).toEqual(nextA);
      // Exactly one message per tick: no instance published a tick another had published.
      expect(new Set(nextA.map((q) => q.at)).size).toBe(2);
    } finally {
      for (const st of streams) st.close();
      publisher.disconnect();
      await a.close();
      await b.close();
    }
  }, 90_000);

  it('replays the ticks a client missed when it reconnects to the other instance with Last-Event-ID', async () => {
    const a = await startTestServer({ redisUrl });
    const b = await startTestServer({ redisUrl });
    try {
      const onA = await openStream(rateUrl(a, await demoQuery(a)), {
        authorization: await loginToken(a, 'owner@demo.test'),
      });
      const first = await onA.next();
      const seenOnA = [await onA.next(), await onA.next(), await onA.next()];
      onA.close();
      // The client was cut after `first` as far as it knows; it reconnects through B.
      const onB = await openStream(rateUrl(b, await demoQuery(b)), {
        authorization: await loginToken(b, 'owner@demo.test'),
        'last-event-id': first.at,
      });
      try {
        const replayed = [await onB.next(), await onB.next(), await onB.next()];
        expect(replayed).toEqual(seenOnA);
        // Then it goes on live, in order, with no event twice.
        const live = await onB.next();
        expect(Date.parse(live.at)).toBeGreaterThan(Date.parse(replayed[2]?.at ?? ''));
      } finally {
        onB.close();
      }
    } finally {
      await a.close();
      await b.close();
    }
  }, 90_000);
});
