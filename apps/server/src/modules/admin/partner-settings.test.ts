import { describe, expect, it } from 'vitest';
import { parseFeeArgs, splitRefundRule } from './partner-settings.js';

describe('parseFeeArgs', () => {
  it('reads a rate as a fraction or a percentage, and a fixed part for atm_vnd', () => {
    expect(parseFeeArgs(['atm_vnd=1.1%+1100', 'ib_vnd=0.009', 'va_vnd=0.5%'])).toEqual({
      atm_vnd: { rate: 0.011, fixed: 1100 },
      ib_vnd: { rate: 0.009 },
      va_vnd: { rate: 0.005 },
    });
  });

  it('marks `off` as a removal', () => {
    expect(parseFeeArgs(['crypto=off'])).toEqual({ crypto: null });
  });

  it('refuses 100 % and more, finer than ppm, unknown services and a fixed part elsewhere', () => {
    expect(() => parseFeeArgs(['ib_vnd=100%'])).toThrow('below 1 (100%)');
    expect(() => parseFeeArgs(['ib_vnd=1'])).toThrow('below 1 (100%)');
    expect(() => parseFeeArgs(['ib_vnd=0.0000001'])).toThrow('more than 6 decimals');
    expect(() => parseFeeArgs(['nope=0.1'])).toThrow('Unknown fee nope');
    expect(() => parseFeeArgs(['ib_vnd=0.01+500'])).toThrow('Only atm_vnd has a fixed part');
  });
});

describe('splitRefundRule (ADR 0029)', () => {
  it('takes refund_fee_returned=on|off out of the fee arguments', () => {
    expect(splitRefundRule(['atm_vnd=0.01', 'refund_fee_returned=on'])).toEqual({
      feeArgs: ['atm_vnd=0.01'],
      refundFeeReturned: true,
    });
    expect(splitRefundRule(['refund_fee_returned=off'])).toEqual({ feeArgs: [], refundFeeReturned: false });
    expect(splitRefundRule(['ib_vnd=0.009'])).toEqual({ feeArgs: ['ib_vnd=0.009'] });
  });

  it('refuses anything but on or off', () => {
    expect(() => splitRefundRule(['refund_fee_returned=yes'])).toThrow('refund_fee_returned is on or off, not yes');
  });
});
