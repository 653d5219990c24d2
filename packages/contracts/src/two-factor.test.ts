import { describe, expect, it } from 'vitest';
import { CASH_OUT_MAX_CHUNKS, cashOutPlanInput, disableTotpForm, removesTotpUse, requiresOtp } from './two-factor.js';

describe('requiresOtp', () => {
  it('asks for a code only when two-factor is on and totp_config includes the use', () => {
    expect(requiresOtp({ is_enabled_TOTP: true, totp_config: ['cashout'] }, 'cashout')).toBe(true);
    expect(requiresOtp({ is_enabled_TOTP: true, totp_config: ['cashout'] }, 'withdraw')).toBe(false);
    expect(requiresOtp({ is_enabled_TOTP: false, totp_config: ['cashout'] }, 'cashout')).toBe(false);
    expect(requiresOtp(null, 'login')).toBe(false);
  });

  it('reads the server row the same way as userInfo', () => {
    expect(requiresOtp({ totpEnabled: true, totpConfig: ['login', 'exchange'] }, 'exchange')).toBe(true);
    expect(requiresOtp({ totpEnabled: false, totpConfig: ['exchange'] }, 'exchange')).toBe(false);
  });
});

describe('removesTotpUse', () => {
  it('is true only when the new list leaves out a use the current one has', () => {
    expect(removesTotpUse(['cashout'], ['login', 'cashout'])).toBe(false);
    expect(removesTotpUse([], ['cashout'])).toBe(false);
    expect(removesTotpUse(['cashout', 'withdraw'], ['withdraw', 'cashout'])).toBe(false);
    expect(removesTotpUse(['cashout', 'withdraw'], ['cashout'])).toBe(true);
    expect(removesTotpUse(['login'], ['cashout'])).toBe(true);
  });
});

describe('disableTotpForm', () => {
  it('asks for the password and a code with the spec messages', () => {
    const result = disableTotpForm.safeParse({ password: '', otp: ' ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['password', 'password is required!'],
      ['otp', 'otp is required!'],
    ]);
  });
});

describe('cashOutPlanInput', () => {
  const plan = [
    { transaction_id: 'cashout-1-1', amount: 250_000_000 },
    { transaction_id: 'cashout-1-2', amount: '100000000' },
  ];

  it('takes up to four chunks of at most 250,000,000, amounts made canonical', () => {
    expect(CASH_OUT_MAX_CHUNKS).toBe(4);
    expect(cashOutPlanInput.parse(plan)).toEqual([
      { transaction_id: 'cashout-1-1', amount: '250000000' },
      { transaction_id: 'cashout-1-2', amount: '100000000' },
    ]);
  });

  it('refuses a repeated id, a chunk above the chunk size, a total of 1,000,000,000 or more, and five chunks', () => {
    expect(cashOutPlanInput.safeParse([plan[0], plan[0]]).success).toBe(false);
    expect(cashOutPlanInput.safeParse([{ transaction_id: 'a', amount: 250_000_001 }]).success).toBe(false);
    const four = ['a', 'b', 'c', 'd'].map((id) => ({ transaction_id: id, amount: 250_000_000 }));
    expect(cashOutPlanInput.safeParse(four).success).toBe(false);
    const five = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ transaction_id: id, amount: 10_000 }));
    expect(cashOutPlanInput.safeParse(five).success).toBe(false);
    expect(cashOutPlanInput.safeParse([]).success).toBe(false);
    expect(cashOutPlanInput.safeParse([{ transaction_id: 'a', amount: '1.5' }]).success).toBe(false);
  });
});
