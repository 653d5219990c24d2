import type { RateType } from '@paygate/contracts';
import { useEffect, useState } from 'react';

// The live rate of PRODUCT §7.2: GET /v1/partner/crypto/exchange-rate?partner_id&token&type as
// server-sent events, one rate per message. The browser's EventSource reconnects by itself after
// a dropped connection; when it gives up (the stream answered an error, readyState CLOSED) we
// open a new one after a growing pause, so the rate comes back once the server does.

export type { RateType };
export type RateState = {
  rate?: string;
  /** When the shown rate was quoted (ISO time), if the message said. */
  at?: string;
  status: 'connecting' | 'live' | 'reconnecting';
};

/** The part of EventSource the hook uses: tests pass a fake. */
export type RateSource = {
  readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
};
export type RateSourceFactory = (url: string) => RateSource;

const CLOSED = 2;
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

/** A message's rate: JSON with a `rate` (the server's {token, type, rate, at}) or a bare number. */
export const parseRateMessage = (data: string): { rate: string; at?: string } | null => {
  const text = data.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return { rate: text };
  try {
    const parsed = JSON.parse(text) as { rate?: unknown; at?: unknown };
    const rate = typeof parsed.rate === 'number' || typeof parsed.rate === 'string' ? String(parsed.rate) : '';
    if (!/^\d+(\.\d+)?$/.test(rate)) return null;
    return typeof parsed.at === 'string' ? { rate, at: parsed.at } : { rate };
  } catch {
    return null;
  }
};

export const rateStreamUrl = (partnerId: string, token: string, type: RateType) =>
  `/v1/partner/crypto/exchange-rate?${new URLSearchParams({ partner_id: partnerId, token, type })}`;

const browserSource: RateSourceFactory = (url) => new EventSource(url);

export const useExchangeRate = (
  options: { partnerId: string | undefined; token: string | undefined; type: RateType },
  createSource: RateSourceFactory = browserSource,
): RateState => {
  const { partnerId, token, type } = options;
  const [state, setState] = useState<RateState>({ status: 'connecting' });

  useEffect(() => {
    if (!partnerId || !token) return;
    setState({ status: 'connecting' });
    let source: RateSource | undefined;
    let timer: number | undefined;
    let failures = 0;
    let isStopped = false;

    const connect = () => {
      source = createSource(rateStreamUrl(partnerId, token, type));
      source.onopen = () => {
        failures = 0;
      };
      source.onmessage = (event) => {
        const parsed = parseRateMessage(String(event.data));
        if (!parsed) return;
        failures = 0;
        setState({ ...parsed, status: 'live' });
      };
      source.onerror = () => {
        // Keep the last rate on screen, marked as not live, until the stream is back.
        setState((s) => ({ ...s, status: 'reconnecting' }));
        if (source?.readyState !== CLOSED || isStopped) return;
        const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
        failures += 1;
        timer = window.setTimeout(connect, delay);
      };
    };
    connect();

    return () => {
      isStopped = true;
      window.clearTimeout(timer);
      source?.close();
    };
  }, [partnerId, token, type, createSource]);

  return state;
};
