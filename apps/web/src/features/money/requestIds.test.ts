import { describe, expect, it } from 'vitest';
import { plannedId, requestKey } from './requestIds';

describe('plannedId', () => {
  it('keeps the id for the same values, whatever the code, and makes a new one for other values', () => {
    let n = 0;
    const make = () => `withdraw-${++n}`;
    const first = plannedId(undefined, { amount: '12.5', chain: 'bsc', otp: '111111' }, make);
    expect(first.id).toBe('withdraw-1');
    const retry = plannedId(first, { chain: 'bsc', amount: '12.5 ', otp: '222222' }, make);
    expect(retry.id).toBe('withdraw-1');
    const other = plannedId(retry, { chain: 'bsc', amount: '13', otp: '222222' }, make);
    expect(other.id).toBe('withdraw-2');
  });

  it('orders and trims the values it compares', () => {
    expect(requestKey({ b: ' x', a: 1 })).toBe(requestKey({ a: 1, b: 'x' }));
    expect(requestKey({ a: undefined })).toBe(requestKey({ a: null }));
  });
});
