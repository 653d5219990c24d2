import { type MessageDescriptor, setupI18n } from '@lingui/core';
import { fieldErrors, REFUND_REASON_MAX_LENGTH } from '@paygate/contracts';
import { describe, expect, it } from 'vitest';
import {
  destinationLabel,
  destinationOfPayment,
  leftToRefund,
  offersRefund,
  payerOf,
  type RefundablePayment,
  refundFormSchema,
  refundPreview,
} from './refundForm';

// The words in English, as the portal renders them without a catalogue.
const en = setupI18n({ locale: 'en', messages: { en: {} } });
const t = (descriptor: MessageDescriptor) => en._(descriptor);

const card = (values: Partial<RefundablePayment> = {}): RefundablePayment => ({
  type: 'ATM_CARD',
  status: 'SUCCESS',
  amount: '100000',
  refunded_amount: '0',
  currency: 'VND',
  fee: '2201',
  user_id: 'payer-42',
  payment_transfer: null,
  ...values,
});
const usdt = (values: Partial<RefundablePayment> = {}) =>
  card({ type: 'CRYPTO', currency: 'USDT', amount: '12.5', fee: '0.125', ...values });

const errorsOf = (payment: RefundablePayment, values: Record<string, unknown>, requireOtp = false) => {
  const result = refundFormSchema(payment, { requireOtp }).safeParse({ reason: 'Returned', otp: '', ...values });
  return result.success ? {} : fieldErrors(result.error);
};

describe('leftToRefund', () => {
  it('is the amount less what was refunded, in the payment currency, exact to the 3 decimals', () => {
    expect(leftToRefund(card())).toBe('100000');
    expect(leftToRefund(card({ refunded_amount: '40000' }))).toBe('60000');
    expect(leftToRefund(usdt({ refunded_amount: '2.125' }))).toBe('10.375');
    expect(leftToRefund(card({ refunded_amount: '100000' }))).toBe('0');
  });
});

describe('offersRefund', () => {
  it("offers a payer's successful pay-in with something left, to a role that may refund", () => {
    expect(offersRefund(card(), true)).toBe(true);
    expect(offersRefund(card({ refunded_amount: '99999' }), true)).toBe(true);
    expect(offersRefund(usdt({ refunded_amount: '12.499' }), true)).toBe(true);
  });

  it('offers nothing to a role without refund, nor for a payment that is not refundable now', () => {
    expect(offersRefund(card(), false)).toBe(false);
    expect(offersRefund(card({ refunded_amount: '100000' }), true)).toBe(false);
    expect(offersRefund(card({ status: 'REFUNDED', refunded_amount: '100000' }), true)).toBe(false);
    for (const status of ['PENDING', 'FAILED', 'CANCEL', 'IN_COMPLAIN'])
      expect(offersRefund(card({ status }), true), status).toBe(false);
    // The merchant's own money in and every payout are not a payer's payment.
    for (const type of ['CASH_IN', 'DEPOSIT', 'EXCHANGE', 'CASH_OUT', 'PAY_CRYPTO_WITHDRAW'])
      expect(offersRefund(card({ type }), true), type).toBe(false);
  });
});

describe('refundFormSchema', () => {
  it('takes what is left, and anything up to it', () => {
    expect(errorsOf(card({ refunded_amount: '40000' }), { amount: '60000' })).toEqual({});
    expect(errorsOf(card(), { amount: '1' })).toEqual({});
    expect(errorsOf(usdt(), { amount: '0.001' })).toEqual({});
  });

  it("refuses more than is left with the server's message, naming what is left", () => {
    expect(errorsOf(card({ refunded_amount: '40000' }), { amount: '60001' }).amount).toBe(
      'The refund is larger than what is left to refund (60000 VND)',
    );
    expect(errorsOf(usdt({ refunded_amount: '2.5' }), { amount: '10.001' }).amount).toBe(
      'The refund is larger than what is left to refund (10 USDT)',
    );
  });

  it('wants whole VND, a token to 3 decimals, more than 0, and says so', () => {
    expect(errorsOf(card(), { amount: '10.5' }).amount).toBe('amount must be an integer');
    expect(errorsOf(usdt(), { amount: '1.0005' }).amount).toBe('amount has at most 3 decimals');
    expect(errorsOf(card(), { amount: '0' }).amount).toBe('amount must be more than 0');
    expect(errorsOf(card(), { amount: '' }).amount).toBe('amount is required!');
    expect(errorsOf(card(), { amount: 'ten' }).amount).toBeDefined();
  });

  it('wants a reason of at most the contracts length, without control characters', () => {
    expect(errorsOf(card(), { amount: '1', reason: '' }).reason).toBe('reason is required!');
    expect(errorsOf(card(), { amount: '1', reason: 'x'.repeat(REFUND_REASON_MAX_LENGTH) })).toEqual({});
    expect(errorsOf(card(), { amount: '1', reason: 'x'.repeat(REFUND_REASON_MAX_LENGTH + 1) }).reason).toBeDefined();
    expect(errorsOf(card(), { amount: '1', reason: 'bad\u0007bell' }).reason).toBeDefined();
  });

  it('asks for the code only when totp_config holds refund', () => {
    expect(errorsOf(card(), { amount: '1' }, false).otp).toBeUndefined();
    expect(errorsOf(card(), { amount: '1' }, true).otp).toBe('otp is required!');
    expect(errorsOf(card(), { amount: '1', otp: '123456' }, true)).toEqual({});
  });
});

describe('refundPreview', () => {
  it('with the fee kept, the whole amount leaves the balance', () => {
    expect(refundPreview(card(), '33333', false)).toEqual({ amount: '33333', fee_returned: '0', debited: '33333' });
  });

  it('with the fee returned, each part gives back its share and the parts add up to the whole fee', () => {
    const first = refundPreview(card(), '33333', true);
    const second = refundPreview(card({ refunded_amount: '33333' }), '33333', true);
    const last = refundPreview(card({ refunded_amount: '66666' }), '33334', true);
    expect([first, second, last].map((q) => q?.fee_returned)).toEqual(['734', '733', '734']);
    expect(first?.debited).toBe('32599');
    expect([first, second, last].reduce((sum, q) => sum + Number(q?.fee_returned), 0)).toBe(2201);
  });

  it('shows nothing for an amount the form refuses, or a fee withheld from the role', () => {
    expect(refundPreview(card(), '', true)).toBeUndefined();
    expect(refundPreview(card(), '10.5', true)).toBeUndefined();
    expect(refundPreview(card(), '100001', true)).toBeUndefined();
    expect(refundPreview(card({ fee: null }), '1000', true)).toBeUndefined();
    expect(refundPreview(usdt(), '1.25', true)).toEqual({ amount: '1.25', fee_returned: '0.013', debited: '1.237' });
  });
});

describe('payerOf', () => {
  it("names the transfer's account holder and account when one is recorded", () => {
    const transfer = { account_name: 'NGUYEN VAN AN', account_no: '0011001234567', bank_code: 'VCB' };
    expect(payerOf(card({ type: 'VIRTUAL_ACCOUNT', payment_transfer: transfer }), t)).toBe(
      'NGUYEN VAN AN (VCB 0011001234567)',
    );
    expect(payerOf(card({ payment_transfer: { account_name: 'TRAN THI B' } }), t)).toBe('TRAN THI B');
  });

  it("falls back to the merchant's id of the payer, then to 'the payer'", () => {
    expect(payerOf(card(), t)).toBe('user payer-42');
    expect(payerOf(card({ user_id: null }), t)).toBe('the payer');
  });
});

describe('destination', () => {
  it('says where the money goes, by how the payer paid', () => {
    expect(destinationOfPayment('ATM_CARD', t)).toBe('The card it was paid with');
    expect(destinationOfPayment('DYNAMIC_QR', t)).toBe('The account the transfer came from');
    expect(destinationOfPayment('CRYPTO', t)).toBe('The wallet it was sent from');
    expect(destinationLabel('ACCOUNT', t)).toBe('The bank account it was paid from');
    expect(destinationLabel('SOMEWHERE', t)).toBe('SOMEWHERE');
  });
});
