import { randomUUID } from 'node:crypto';
import { cashInBody, PAYMENT_MESSAGES, VND_DECIMALS } from '@paygate/contracts';
import type { PartnerAccess } from '../../../lib/caller.js';
import { gatewayError } from '../../../lib/errors.js';
import { parseInput } from '../../../lib/validate.js';
import { type CheckoutDeps, checkoutAnswer, openPortalCheckout } from '../steps/checkout.js';
import { ownApp } from '../steps/request.js';

// Cash-in (PRODUCT §4, §7.2 POST /v1/partner/cmsCashInVND): VND into an app's balance, paid by
// card or internet banking of the chosen bank at the hosted checkout.
//   open:     validate → own app → bank (enabled for the partner) → fee → open checkout
//   complete: the payer at the checkout (payments/checkout.ts) or the expiry job →
//             payments.finish: post SUCCESS by ledger/postings.ts → notify (webhook)

export const cashIn = async (deps: CheckoutDeps, access: PartnerAccess, body: Record<string, unknown>) => {
  const input = parseInput(cashInBody, body);
  const app = await ownApp(deps.requests, access, input.app_id);
  const bank = deps.providers.banks.findBank('ATM', input.bank_code);
  if (!bank) {
    throw gatewayError('INVALID_INPUT', PAYMENT_MESSAGES.bankNotSupported, 400, {
      bank_code: PAYMENT_MESSAGES.bankNotSupported,
    });
  }
  await deps.requests.assertBankEnabled(app.partnerId, [`ATM_${bank.id}`, 'ATM_ALL']);
  const id = randomUUID();
  const payment = await openPortalCheckout(deps, access, {
    id,
    app,
    type: 'CASH_IN',
    transactionId: input.transaction_id,
    amount: input.amount,
    fee: await deps.requests.feeFor(app.partnerId, 'CASH_IN', input.amount, VND_DECIMALS),
    currency: 'VND',
    bank: bank.id,
    channelId: await deps.requests.channelFor(app, undefined),
    request: { api: 'cmsCashInVND', amount: input.amount, bank: bank.id },
  });
  return checkoutAnswer(payment, deps.requests.checkoutUrl(payment));
};
