import type { MockLink } from '@apollo/client/testing';
import { i18n } from '@lingui/core';
import { AMOUNT_GREATER_THAN_AVAILABLE } from '@paygate/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RefundPaymentDocument } from '../../gql/ops/RefundPayment';
import { button, errorOf, renderWithViewer } from '../money/testSupport';
import { ALREADY_REFUNDED, RefundModal } from './RefundModal';

// The refund form as the owner meets it in the transaction detail: the portal's Apollo client with
// recorded answers of refundPayment, the real rules (contracts) and antd.

const PAYMENT = {
  id: '55555555-5555-4555-8555-555555555555',
  transaction_id: 'order-1001',
  type: 'VIRTUAL_ACCOUNT',
  status: 'SUCCESS',
  amount: '100000',
  refunded_amount: '40000',
  currency: 'VND',
  fee: '2201',
  user_id: 'payer-42',
  payment_transfer: { account_name: 'NGUYEN VAN AN', account_no: '0011001234567', bank_code: 'VCB' },
};

type Answer = { errors: { message: string; extensions: Record<string, unknown> }[] } | 'ok' | 'retried';

/** refundPayment answering each call in turn; every call's variables are kept. */
const refundMock = (answers: Answer[], seen: Record<string, unknown>[]): MockLink.MockedResponse => ({
  request: {
    query: RefundPaymentDocument,
    variables: (v: Record<string, unknown>) => {
      seen.push(v);
      return true;
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: () => {
    const answer = answers[seen.length - 1] ?? 'ok';
    if (typeof answer === 'object') return answer;
    return {
      data: {
        refundPayment: {
          __typename: 'RefundResult',
          retried: answer === 'retried',
          refund: { __typename: 'Refund', refund_id: 'r1' },
        },
      },
    };
  },
});

const refusal = (message: string, code: string, fields?: Record<string, string>) => ({
  errors: [{ message, extensions: { code, ...(fields ? { fields } : {}) } }],
});

const open = (
  options: { answers?: Answer[]; totp?: 'refund'[]; isRefundFeeReturned?: boolean; payment?: typeof PAYMENT } = {},
) => {
  const seen: Record<string, unknown>[] = [];
  const onClose = vi.fn();
  renderWithViewer(<RefundModal payment={options.payment ?? PAYMENT} onClose={onClose} />, {
    totp: options.totp,
    isRefundFeeReturned: options.isRefundFeeReturned,
    mocks: [refundMock(options.answers ?? [], seen)],
  });
  return { seen, onClose };
};

const next = () => userEvent.click(screen.getByRole('button', { name: button('Next') }));
const confirm = () => userEvent.click(screen.getByRole('button', { name: button('Refund') }));
const amountInput = () => screen.getByLabelText('Amount') as HTMLInputElement;

afterEach(() => {
  cleanup();
});

describe('Refund: the form', () => {
  it('offers what is left, grouped, and previews what leaves the balance', async () => {
    open();
    expect(amountInput().value).toBe('60,000');
    expect(screen.getByText('Left to refund: 60,000 VND of 100,000 VND')).toBeTruthy();
    // Demo partner's rule off: the fee is kept, the whole refund leaves the balance.
    await waitFor(() => expect(screen.getByTestId('fee-preview').textContent).toBe('0 VND'));
    expect(screen.getByTestId('total-preview').textContent).toBe('60,000 VND');
  });

  it("with the partner's fee returned, shows the share the gateway gives back", async () => {
    open({ isRefundFeeReturned: true });
    await userEvent.clear(amountInput());
    await userEvent.type(amountInput(), '33333');
    expect(amountInput().value).toBe('33,333');
    // round(2201 × 73333 / 100000) − round(2201 × 40000 / 100000) = 1614 − 880.
    await waitFor(() => expect(screen.getByTestId('fee-preview').textContent).toBe('734 VND'));
    expect(screen.getByTestId('total-preview').textContent).toBe('32,599 VND');
  });

  it('keeps the user on the form with the rules of contracts, and sends nothing', async () => {
    const { seen } = open({ totp: ['refund'] });
    await next();
    await waitFor(() => expect(errorOf('Reason')).toBe('reason is required!'));
    await userEvent.clear(amountInput());
    await userEvent.type(amountInput(), '60001');
    await userEvent.type(screen.getByLabelText('Reason'), 'Returned');
    await next();
    await waitFor(() => expect(errorOf('Amount')).toBe('The refund is larger than what is left to refund (60000 VND)'));
    await userEvent.clear(amountInput());
    await userEvent.type(amountInput(), '100.5');
    await waitFor(() => expect(errorOf('Amount')).toBe('amount must be an integer'));
    // Not a word about the code yet: it belongs to the confirmation.
    expect(screen.queryByLabelText('OTP')).toBeNull();
    expect(screen.queryByText('Confirm the refund')).toBeNull();
    expect(seen).toHaveLength(0);
  });
});

describe('Refund: the confirmation', () => {
  const fillAndReview = async (amount = '20000', reason = 'Damaged on arrival') => {
    await userEvent.clear(amountInput());
    await userEvent.type(amountInput(), amount);
    await userEvent.type(screen.getByLabelText('Reason'), reason);
    await next();
    await screen.findByText('Confirm the refund');
  };

  it('states the amount and the payer, and sends the refund without a code when none is asked', async () => {
    const { seen, onClose } = open();
    await fillAndReview();
    expect(screen.getByText('Refund 20,000 VND to NGUYEN VAN AN (VCB 0011001234567)?')).toBeTruthy();
    expect(screen.getByText('The account the transfer came from')).toBeTruthy();
    expect(screen.getByText('Damaged on arrival')).toBeTruthy();
    expect(screen.queryByLabelText('OTP')).toBeNull();
    await confirm();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(seen).toEqual([
      expect.objectContaining({
        payment_id: PAYMENT.id,
        amount: '20000',
        reason: 'Damaged on arrival',
        otp: null,
        transaction_id: expect.stringMatching(/^refund-/),
      }),
    ]);
    expect(await screen.findByText('Refund accepted')).toBeTruthy();
    expect(
      screen.getByText(
        "20,000 VND goes back to NGUYEN VAN AN (VCB 0011001234567). It stays PENDING until the payer's bank or chain settles it.",
      ),
    ).toBeTruthy();
  });

  it('asks for the code when totp_config holds refund; a wrong one is shown on it and a retry is the same refund', async () => {
    const { seen, onClose } = open({
      totp: ['refund'],
      answers: [refusal('OTP is invalid', 'OTP_INVALID', { otp: 'OTP is invalid' }), 'retried'],
    });
    await fillAndReview();
    await confirm();
    await waitFor(() => expect(errorOf('OTP')).toBe('otp is required!'));
    expect(seen).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('OTP'), '111111');
    await confirm();
    await waitFor(() => expect(errorOf('OTP')).toBe('OTP is invalid'));
    expect(onClose).not.toHaveBeenCalled();
    // Nothing typed is lost: the code is replaced, the same refund sent again under the same id.
    await userEvent.clear(screen.getByLabelText('OTP'));
    await userEvent.type(screen.getByLabelText('OTP'), '222222');
    await confirm();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(seen.map((v) => v.otp)).toEqual(['111111', '222222']);
    expect(seen[1]?.transaction_id).toBe(seen[0]?.transaction_id);
    expect(await screen.findByText(i18n._(ALREADY_REFUNDED))).toBeTruthy();
  });

  it('takes the user back to the amount the server refused, with the reason kept; another amount is a new refund', async () => {
    const { seen } = open({
      answers: [refusal(AMOUNT_GREATER_THAN_AVAILABLE, 'BAD_USER_INPUT', { amount: AMOUNT_GREATER_THAN_AVAILABLE })],
    });
    await fillAndReview('50000', 'Returned');
    await confirm();
    await waitFor(() => expect(errorOf('Amount')).toBe(AMOUNT_GREATER_THAN_AVAILABLE));
    expect(amountInput().value).toBe('50,000');
    expect((screen.getByLabelText('Reason') as HTMLInputElement).value).toBe('Returned');
    await userEvent.clear(amountInput());
    await userEvent.type(amountInput(), '5000');
    await next();
    await screen.findByText('Confirm the refund');
    await confirm();
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]?.amount).toBe('5000');
    expect(seen[1]?.transaction_id).not.toBe(seen[0]?.transaction_id);
  });

  it('shows a refusal about the payment itself in the dialog, and Back returns to the form', async () => {
    const message = 'This payment is REFUNDED: only a successful payment can be refunded';
    const { onClose } = open({ answers: [refusal(message, 'INVALID_INPUT', { payment_id: message })] });
    await fillAndReview();
    await confirm();
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', message);
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: button('Back') }));
    expect(amountInput().value).toBe('20,000');
  });
});
