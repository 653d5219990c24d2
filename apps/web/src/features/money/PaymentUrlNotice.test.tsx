import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentUrlNotice } from './PaymentUrlNotice';

const URL_ = 'http://localhost/checkout/abc';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the payment page notice', () => {
  it('says the page will open soon, opens it in a new tab after 2.5 s, and keeps a link', () => {
    const open = vi.fn();
    render(<PaymentUrlNotice url={URL_} open={open} />);
    expect(screen.getByText('The payment page will open soon…')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'open the payment page' }).getAttribute('href')).toBe(URL_);
    expect(screen.getByRole('link', { name: 'open the payment page' }).getAttribute('target')).toBe('_blank');

    act(() => vi.advanceTimersByTime(2_499));
    expect(open).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(open).toHaveBeenCalledExactlyOnceWith(URL_);
    expect(screen.getByText('The payment page has opened in a new tab.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'open the payment page' })).toBeTruthy();
  });

  it('opens nothing when the modal closes first', () => {
    const open = vi.fn();
    const view = render(<PaymentUrlNotice url={URL_} open={open} />);
    view.unmount();
    act(() => vi.advanceTimersByTime(5_000));
    expect(open).not.toHaveBeenCalled();
  });
});
