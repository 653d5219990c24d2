import { LIVE_RESET_EVENT, PAYMENT_CHANGE_EVENT } from '@paygate/contracts';
import { sseBlocks } from './cluster.js';

// An open live list, as the portal keeps one (issue 26): a stream of /live/payments that is
// reopened whenever it closes, with the arrival time of everything it saw. A fault test then asks
// whether every payment change reached it within a bound, or the stream said it lost track.

export type Sighting =
  /** A payment change arrived. */
  | { at: number; kind: 'payment'; paymentId: string; status: string }
  /**
   * The stream said it lost track (`reset`: the portal refetches),
   * or it reopened after the server closed it without `end` (the portal's EventSource reconnects
   * and its onResume refetches).
   */
  | { at: number; kind: 'lost'; why: string }
  /** `end`: the portal does not reconnect. */
  | { at: number; kind: 'end'; code: string }
  | { at: number; kind: 'open' | 'closed' | 'refused' | 'other'; why?: string };

export const watchLive = (url: string, headers: Record<string, string>) => {
  const seen: Sighting[] = [];
  const controller = new AbortController();
  let stopped = false;
  let opened: () => void = () => undefined;
  const firstOpen = new Promise<void>((resolve) => {
    opened = resolve;
  });

  const readOnce = async (reopening: boolean): Promise<'closed' | 'end' | 'refused'> => {
    let res: Response;
    try {
      res = await fetch(url, { headers, signal: controller.signal });
    } catch (error) {
      seen.push({ at: Date.now(), kind: 'refused', why: String(error) });
      return 'refused';
    }
    if (res.status !== 200 || !res.body) {
      const text = await res.text().catch(() => '');
      seen.push({ at: Date.now(), kind: 'refused', why: `${res.status} ${text.slice(0, 200)}` });
      return 'refused';
    }
    seen.push({ at: Date.now(), kind: 'open' });
    if (reopening) seen.push({ at: Date.now(), kind: 'lost', why: 'reopened' });
    opened();
    try {
      for await (const blocks of sseBlocks(res.body)) {
        for (const block of blocks) {
          const field = (name: string) =>
            block
              .split('\n')
              .filter((l) => l.startsWith(`${name}:`))
              .map((l) => l.slice(name.length + 1).trimStart())
              .join('\n');
          const event = field('event') || 'message';
          const data = field('data');
          if (!field('event') && !data) continue;
          const at = Date.now();
          if (event === PAYMENT_CHANGE_EVENT) {
            const change = JSON.parse(data) as { paymentId: string; status: string };
            seen.push({ at, kind: 'payment', paymentId: change.paymentId, status: change.status });
          } else if (event === 'end') {
            const code = (JSON.parse(data || '{}') as { code?: string }).code ?? '';
            seen.push({ at, kind: 'end', code });
            return 'end';
          } else if (event === LIVE_RESET_EVENT) {
            seen.push({ at, kind: 'lost', why: `${event} ${data}`.slice(0, 200) });
          } else {
            seen.push({ at, kind: 'other', why: `${event} ${data}`.slice(0, 200) });
          }
        }
      }
    } catch {
      // aborted or cut: counted as closed below
    }
    seen.push({ at: Date.now(), kind: 'closed' });
    return 'closed';
  };

  // Like the portal: reopened after a close or a refusal; never after `end`.
  const loop = (async () => {
    let owesRefetch = false;
    while (!stopped) {
      const outcome = await readOnce(owesRefetch);
      if (outcome === 'end') return;
      // A refused reopen after a close still owes the portal its refetch when one succeeds.
      owesRefetch = outcome === 'closed' || (outcome === 'refused' && owesRefetch);
      // The portal's EventSource waits the stream's `retry:` (2 s); the test reopens sooner.
      if (!stopped) await new Promise((resolve) => setTimeout(resolve, 500));
    }
  })();

  return {
    url,
    seen,
    /** Resolves once the stream first opened. */
    opened: firstOpen,
    async stop() {
      stopped = true;
      controller.abort();
      await loop;
    },
  };
};

export type LiveWatch = ReturnType<typeof watchLive>;

/** A change a stream owed: a payment made (any status) or its final status, at its commit time. */
export type OwedChange = { paymentId: string; status?: string; at: number; label: string };

/**
 * Which changes a stream missed: none arrived within `boundMs` of the change, and no lost-track
 * sighting came in [change, change + boundMs]. With the delay of every change that arrived.
 */
export const coverage = (seen: Sighting[], owed: OwedChange[], boundMs: number) => {
  const missed: string[] = [];
  const delays: number[] = [];
  let viaLost = 0;
  for (const change of owed) {
    const arrival = seen.find(
      (s) =>
        s.kind === 'payment' &&
        s.paymentId === change.paymentId &&
        (change.status === undefined || s.status === change.status),
    );
    const delay = arrival ? arrival.at - change.at : undefined;
    if (delay !== undefined) delays.push(delay);
    if (delay !== undefined && delay <= boundMs) continue;
    if (seen.some((s) => s.kind === 'lost' && s.at >= change.at && s.at <= change.at + boundMs)) {
      viaLost += 1;
      continue;
    }
    missed.push(`${change.label} (${delay === undefined ? 'never arrived' : `arrived after ${delay} ms`})`);
  }
  return { missed, delays, viaLost };
};

/** The median and the largest of some figures, for the log. */
export const spread = (values: number[]) => {
  if (values.length === 0) return 'none';
  const sorted = [...values].sort((x, y) => x - y);
  return `median ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted.at(-1)} ms (n=${sorted.length})`;
};
