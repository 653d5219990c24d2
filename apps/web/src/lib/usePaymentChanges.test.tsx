import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ChangeSource, usePaymentChanges, useThrottledCallback } from './usePaymentChanges';

/** A recorded EventSource: the test emits events and drops the connection. */
class FakeSource implements ChangeSource {
  static opened: FakeSource[] = [];
  static factory = (url: string) => {
    const source = new FakeSource(url);
    FakeSource.opened.push(source);
    return source;
  };
  static latest = () => FakeSource.opened.at(-1) as FakeSource;
  readyState = 1;
  isClosed = false;
  onerror: ((event: Event) => void) | null = null;
  private readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.isClosed = true;
    this.readyState = 2;
  }
  emit(type: string, data: unknown, lastEventId = '') {
    for (const l of this.listeners.get(type) ?? [])
      l(new MessageEvent(type, { data: JSON.stringify(data), lastEventId }));
  }
  /** The connection failed; `gaveUp` as a browser does after an error answer. */
  drop(gaveUp: boolean) {
    if (gaveUp) this.readyState = 2;
    this.onerror?.(new Event('error'));
  }
}

const change = (paymentId: string) => ({
  paymentId,
  partnerId: 'p1',
  status: 'PENDING',
  updatedAt: '2026-11-25T10:00:00Z',
});

const setHidden = (hidden: boolean) => {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  FakeSource.opened = [];
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  setHidden(false);
  vi.useRealTimers();
});

describe('usePaymentChanges', () => {
  it('opens the screen stream and hands each change on', () => {
    const onChange = vi.fn();
    renderHook(() => usePaymentChanges('transaction', true, { onChange }, FakeSource.factory));
    expect(FakeSource.latest().url).toBe('/live/payments?screen=transaction');
    act(() => FakeSource.latest().emit('payment', change('a'), '7'));
    expect(onChange).toHaveBeenCalledWith(change('a'));
  });

  it('opens nothing while not enabled', () => {
    renderHook(() => usePaymentChanges('dashboard', false, { onChange: vi.fn() }, FakeSource.factory));
    expect(FakeSource.opened).toHaveLength(0);
  });

  it('reconnects after a growing pause, asking for what it missed, and says it resumed', () => {
    const onResume = vi.fn();
    renderHook(() => usePaymentChanges('transaction', true, { onChange: vi.fn(), onResume }, FakeSource.factory));
    act(() => FakeSource.latest().emit('payment', change('a'), '7'));
    act(() => FakeSource.latest().drop(true));
    act(() => vi.advanceTimersByTime(999));
    expect(FakeSource.opened).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(FakeSource.latest().url).toBe('/live/payments?screen=transaction&last_event_id=7');
    expect(onResume).toHaveBeenCalledTimes(1);
    act(() => FakeSource.latest().drop(true));
    act(() => vi.advanceTimersByTime(1_999));
    expect(FakeSource.opened).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(FakeSource.opened).toHaveLength(3);
  });

  it('leaves reconnecting to the browser while it still tries', () => {
    renderHook(() => usePaymentChanges('transaction', true, { onChange: vi.fn() }, FakeSource.factory));
    act(() => FakeSource.latest().drop(false));
    act(() => vi.advanceTimersByTime(60_000));
    expect(FakeSource.opened).toHaveLength(1);
  });

  it('stops for good when the server ends the stream (logout, removed)', () => {
    renderHook(() => usePaymentChanges('transaction', true, { onChange: vi.fn() }, FakeSource.factory));
    act(() => FakeSource.latest().emit('end', { code: '410' }));
    expect(FakeSource.latest().isClosed).toBe(true);
    act(() => FakeSource.latest().drop(true));
    act(() => setHidden(true));
    act(() => setHidden(false));
    act(() => vi.advanceTimersByTime(60_000));
    expect(FakeSource.opened).toHaveLength(1);
  });

  it('tries again later when the server ends the stream on a failure of its own, and the reopen refetches', () => {
    const onResume = vi.fn();
    renderHook(() => usePaymentChanges('transaction', true, { onChange: vi.fn(), onResume }, FakeSource.factory));
    act(() => FakeSource.latest().emit('payment', change('a'), '7'));
    act(() => FakeSource.latest().emit('end', { code: 'INTERNAL' }));
    expect(FakeSource.latest().isClosed).toBe(true);
    act(() => vi.advanceTimersByTime(1_000));
    expect(FakeSource.opened).toHaveLength(2);
    expect(FakeSource.latest().url).toBe('/live/payments?screen=transaction&last_event_id=7');
    expect(onResume).toHaveBeenCalledTimes(1);
  });

  it('refetches when the server says it lost track, stays open, and resumes from the reset', () => {
    const onChange = vi.fn();
    const onReset = vi.fn();
    const onResume = vi.fn();
    renderHook(() => usePaymentChanges('transaction', true, { onChange, onResume, onReset }, FakeSource.factory));
    act(() => FakeSource.latest().emit('payment', change('a'), '7'));
    act(() => FakeSource.latest().emit('reset', { reason: 'feed_back' }, 'x-9'));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(onResume).not.toHaveBeenCalled();
    expect(FakeSource.latest().isClosed).toBe(false);
    // Changes after the reset go on as before.
    act(() => FakeSource.latest().emit('payment', change('b')));
    expect(onChange).toHaveBeenLastCalledWith(change('b'));
    // A later reconnect asks from the reset's place, not from before it.
    act(() => FakeSource.latest().drop(true));
    act(() => vi.advanceTimersByTime(1_000));
    expect(FakeSource.latest().url).toBe('/live/payments?screen=transaction&last_event_id=x-9');
  });

  it('refetches outright after reopening a stream that had heard nothing, having no place to ask from', () => {
    const onResume = vi.fn();
    const onReset = vi.fn();
    renderHook(() =>
      usePaymentChanges('transaction', true, { onChange: vi.fn(), onResume, onReset }, FakeSource.factory),
    );
    act(() => setHidden(true));
    act(() => setHidden(false));
    expect(FakeSource.latest().url).toBe('/live/payments?screen=transaction');
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(onResume).not.toHaveBeenCalled();
  });

  it('falls back to onResume on a reset when the screen has no reset of its own', () => {
    const onResume = vi.fn();
    renderHook(() => usePaymentChanges('dashboard', true, { onChange: vi.fn(), onResume }, FakeSource.factory));
    act(() => FakeSource.latest().emit('reset', { reason: 'not_kept' }, 'x-1'));
    expect(onResume).toHaveBeenCalledTimes(1);
  });

  it('closes while the tab is hidden and opens again when it is back', () => {
    renderHook(() => usePaymentChanges('dashboard', true, { onChange: vi.fn() }, FakeSource.factory));
    act(() => setHidden(true));
    expect(FakeSource.latest().isClosed).toBe(true);
    act(() => setHidden(false));
    expect(FakeSource.opened).toHaveLength(2);
    expect(FakeSource.latest().isClosed).toBe(false);
  });

  it('closes on unmount', () => {
    const { unmount } = renderHook(() =>
      usePaymentChanges('dashboard', true, { onChange: vi.fn() }, FakeSource.factory),
    );
    unmount();
    expect(FakeSource.latest().isClosed).toBe(true);
  });
});

describe('useThrottledCallback', () => {
  it('runs at once, then once at the end of the pause however often it is called', () => {
    const fn = vi.fn();
    const { result } = renderHook(() => useThrottledCallback(fn, 2_000));
    act(() => result.current());
    act(() => vi.advanceTimersByTime(0));
    expect(fn).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 10; i++) act(() => result.current());
    act(() => vi.advanceTimersByTime(1_999));
    expect(fn).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
