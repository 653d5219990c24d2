import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeRateSource } from './testSupport';
import { parseRateMessage, rateStreamUrl, useExchangeRate } from './useExchangeRate';

beforeEach(() => {
  FakeRateSource.opened = [];
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const quote = (rate: string, at = '2026-11-22T10:00:00.000Z') => ({ token: 'USDT', type: 'BUY', rate, at });

describe('the exchange-rate stream', () => {
  it('reads the rate from JSON messages and from bare numbers', () => {
    expect(parseRateMessage(JSON.stringify(quote('25527')))).toEqual({ rate: '25527', at: '2026-11-22T10:00:00.000Z' });
    expect(parseRateMessage('25480.5')).toEqual({ rate: '25480.5' });
    expect(parseRateMessage('{"rate":"abc"}')).toBeNull();
    expect(parseRateMessage('not json')).toBeNull();
  });

  it('asks for the partner, token and type of PRODUCT §7.2', () => {
    expect(rateStreamUrl('p1', 'USDT', 'BUY')).toBe(
      '/v1/partner/crypto/exchange-rate?partner_id=p1&token=USDT&type=BUY',
    );
  });

  it('shows each new rate as it arrives', () => {
    const { result } = renderHook(() =>
      useExchangeRate({ partnerId: 'p1', token: 'USDT', type: 'BUY' }, FakeRateSource.factory),
    );
    expect(result.current.status).toBe('connecting');
    act(() => FakeRateSource.latest().emit(quote('25527')));
    expect(result.current).toMatchObject({ rate: '25527', status: 'live' });
    act(() => FakeRateSource.latest().emit(quote('25531', '2026-11-22T10:00:02.000Z')));
    expect(result.current).toMatchObject({ rate: '25531', at: '2026-11-22T10:00:02.000Z', status: 'live' });
  });

  it('keeps the last rate while the browser reconnects by itself', () => {
    const { result } = renderHook(() =>
      useExchangeRate({ partnerId: 'p1', token: 'USDT', type: 'BUY' }, FakeRateSource.factory),
    );
    act(() => FakeRateSource.latest().emit(quote('25527')));
    act(() => FakeRateSource.latest().drop(false));
    expect(result.current).toMatchObject({ rate: '25527', status: 'reconnecting' });
    act(() => vi.advanceTimersByTime(30_000));
    expect(FakeRateSource.opened).toHaveLength(1);
    act(() => FakeRateSource.latest().emit(quote('25529')));
    expect(result.current).toMatchObject({ rate: '25529', status: 'live' });
  });

  it('opens a new stream after a growing pause when the browser gave up', () => {
    const { result } = renderHook(() =>
      useExchangeRate({ partnerId: 'p1', token: 'USDT', type: 'BUY' }, FakeRateSource.factory),
    );
    act(() => FakeRateSource.latest().drop(true));
    expect(result.current.status).toBe('reconnecting');
    act(() => vi.advanceTimersByTime(999));
    expect(FakeRateSource.opened).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(FakeRateSource.opened).toHaveLength(2);
    act(() => FakeRateSource.latest().drop(true));
    act(() => vi.advanceTimersByTime(1_999));
    expect(FakeRateSource.opened).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(FakeRateSource.opened).toHaveLength(3);
    act(() => FakeRateSource.latest().emit(quote('25520')));
    expect(result.current).toMatchObject({ rate: '25520', status: 'live' });
  });

  it('closes the stream and switches when the token changes, and on unmount', () => {
    const { rerender, unmount } = renderHook(
      ({ token }) => useExchangeRate({ partnerId: 'p1', token, type: 'BUY' }, FakeRateSource.factory),
      { initialProps: { token: 'USDT' } },
    );
    const first = FakeRateSource.latest();
    rerender({ token: 'USDC' });
    expect(first.isClosed).toBe(true);
    expect(FakeRateSource.latest().url).toContain('token=USDC');
    unmount();
    expect(FakeRateSource.latest().isClosed).toBe(true);
  });
});
