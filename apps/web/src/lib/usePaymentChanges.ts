import {
  LIVE_RESET_EVENT,
  type LiveScreen,
  liveStreamUrl,
  PAYMENT_CHANGE_EVENT,
  type PaymentChange,
} from '@paygate/contracts';
import { useEffect, useRef } from 'react';
import { useLatest } from './useLatest';

// The live feed of the partner's payment changes (issue #15 item 4): GET /live/payments as
// server-sent events. The EventSource sends the `auth` and `active-token` cookies (same origin),
// as the exchange-rate stream does. It reconnects by itself after a dropped connection; when it
// gives up (the stream answered an error) a new one opens after a growing pause. A hidden tab
// closes the stream and a visible one opens it again, asking for what it missed (last_event_id).
// The server ends the stream with an `end` event when the caller may no longer see it (logout,
// removed from the partner): then nothing reconnects, unless the code says the server itself
// failed (INTERNAL, UNAVAILABLE): then it tries again later like a dropped stream. It sends `reset` when a change may have
// been missed (its change notices were cut, a reconnect it cannot replay; ADR 0025): the screen
// refetches what it shows, and the stream goes on.

/** The part of EventSource the hook uses: tests pass a fake. */
export type ChangeSource = {
  readyState: number;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
};
export type ChangeSourceFactory = (url: string) => ChangeSource;

const CLOSED = 2;
export const LIVE_RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

/** Without EventSource (a test DOM, an old browser) the screens simply stay still. */
const inertSource: ChangeSource = {
  readyState: CLOSED,
  onerror: null,
  addEventListener: () => undefined,
  close: () => undefined,
};
const browserSource: ChangeSourceFactory = (url) =>
  typeof EventSource === 'undefined' ? inertSource : (new EventSource(url) as unknown as ChangeSource);

const parseChange = (data: unknown): PaymentChange | undefined => {
  try {
    const value = JSON.parse(String(data)) as Partial<PaymentChange>;
    return typeof value.paymentId === 'string' && typeof value.status === 'string'
      ? (value as PaymentChange)
      : undefined;
  } catch {
    return undefined;
  }
};

/** An `end` event's code that says the server failed, not that the caller was refused. */
const isServerFailure = (data: unknown): boolean => {
  try {
    const code = (JSON.parse(String(data)) as { code?: unknown }).code;
    return code === 'INTERNAL' || code === 'UNAVAILABLE';
  } catch {
    return false;
  }
};

/**
 * Calls `onChange` for each change of the partner's payments while `isEnabled`. `onResume` runs
 * when the stream opens again after a pause (hidden tab, reconnect): what changed meanwhile may
 * not all be replayed, so the caller checks for itself. `onReset` (else `onResume`) runs when the
 * server says it lost track: the caller refetches what it shows.
 */
export const usePaymentChanges = (
  screen: LiveScreen,
  isEnabled: boolean,
  handlers: { onChange: (change: PaymentChange) => void; onResume?: () => void; onReset?: () => void },
  createSource: ChangeSourceFactory = browserSource,
): void => {
  const latest = useLatest(handlers);

  useEffect(() => {
    if (!isEnabled) return;
    let source: ChangeSource | undefined;
    let timer: number | undefined;
    let failures = 0;
    let lastEventId: string | undefined;
    let isStopped = false;
    let hasOpened = false;

    const close = () => {
      window.clearTimeout(timer);
      source?.close();
      source = undefined;
    };
    const connect = () => {
      close();
      const url = liveStreamUrl(screen) + (lastEventId ? `&last_event_id=${encodeURIComponent(lastEventId)}` : '');
      const current = createSource(url);
      source = current;
      if (hasOpened) {
        const { onReset, onResume } = latest.current;
        // Without a place to ask from, the server cannot tell what was missed: refetch outright.
        (lastEventId ? onResume : (onReset ?? onResume))?.();
      }
      hasOpened = true;
      current.addEventListener(PAYMENT_CHANGE_EVENT, (event) => {
        failures = 0;
        if (event.lastEventId) lastEventId = event.lastEventId;
        const change = parseChange(event.data);
        if (change) latest.current.onChange(change);
      });
      current.addEventListener(LIVE_RESET_EVENT, (event) => {
        failures = 0;
        // Its id is the stream's new place: a reconnect is replayed from there.
        if (event.lastEventId) lastEventId = event.lastEventId;
        const { onReset, onResume } = latest.current;
        (onReset ?? onResume)?.();
      });
      const retryLater = () => {
        const delay = LIVE_RECONNECT_DELAYS_MS[Math.min(failures, LIVE_RECONNECT_DELAYS_MS.length - 1)];
        failures += 1;
        timer = window.setTimeout(connect, delay);
      };
      current.addEventListener('end', (event) => {
        close();
        // A failure of the server's own (issue 26): not a refusal of this caller, so try again
        // later; the reopen refetches the screen. Anything else: this caller may no longer
        // listen, so do not knock again.
        if (isServerFailure(event.data) && !isStopped) return retryLater();
        isStopped = true;
      });
      current.onerror = () => {
        if (current.readyState !== CLOSED || isStopped || document.hidden) return;
        retryLater();
      };
    };
    const onVisibility = () => {
      if (isStopped) return;
      if (document.hidden) close();
      else if (!source) connect();
    };
    if (!document.hidden) connect();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      isStopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      close();
    };
  }, [screen, isEnabled, createSource]);
};

/**
 * `fn` at most once per `ms`: the first call runs at once, calls within the pause run once at its
 * end (a burst of changes refreshes a screen twice, not a hundred times).
 */
export const useThrottledCallback = (fn: () => void, ms: number): (() => void) => {
  const latest = useLatest(fn);
  const lastRun = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const ref = useRef<() => void>(undefined);
  ref.current ??= () => {
    if (timer.current !== undefined) return;
    const wait = Math.max(0, lastRun.current + ms - Date.now());
    timer.current = window.setTimeout(() => {
      timer.current = undefined;
      lastRun.current = Date.now();
      latest.current();
    }, wait);
  };
  return ref.current;
};
