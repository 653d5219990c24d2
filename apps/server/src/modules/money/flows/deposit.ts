import { randomUUID } from 'node:crypto';
import {
  CHAINS,
  type Chain,
  depositBody,
  GATEWAY_MESSAGES,
  TOKEN_DECIMALS,
  TOKENS,
  type Token,
} from '@paygate/contracts';
import type { PartnerAccess } from '../../../lib/caller.js';
import { gatewayError } from '../../../lib/errors.js';
import { parseInput } from '../../../lib/validate.js';
import { type CheckoutDeps, checkoutAnswer, openPortalCheckout } from '../steps/checkout.js';
import { ownApp } from '../steps/request.js';

// Deposit (PRODUCT §4, §7.2 POST /v1/partner/cmsDepositCrypto): a token sent on a chain to a
// deposit address of the payment.
//   open:     validate → own app → token and chain (enabled for the partner) → fee →
//             deposit address → open checkout
//   complete: the chain's transfer seen at the checkout (payments/checkout.ts) or the expiry job →
//             payments.finish: post SUCCESS by ledger/postings.ts → notify (webhook)

export const deposit = async (deps: CheckoutDeps, access: PartnerAccess, body: Record<string, unknown>) => {
  const input = parseInput(depositBody, body);
  const app = await ownApp(deps.requests, access, input.app_id);
  const { token, chain } = tokenAndChain(input.crypto_token, input.chain);
  await deps.requests.assertBankEnabled(app.partnerId, [`CRYPTO_${token}`, 'CRYPTO_ALL']);
  const id = randomUUID();
  const payment = await openPortalCheckout(deps, access, {
    id,
    app,
    type: 'CRYPTO_DEPOSIT',
    transactionId: input.transaction_id,
    amount: input.amount,
    fee: await deps.requests.feeFor(app.partnerId, 'CRYPTO_DEPOSIT', input.amount, TOKEN_DECIMALS),
    currency: token,
    chain,
    bank: token,
    channelId: await deps.requests.channelFor(app, undefined),
    details: { address: deps.providers.chains.depositAddress(token, chain, id) },
    request: { api: 'cmsDepositCrypto', amount: input.amount, crypto_token: token, chain },
  });
  return checkoutAnswer(payment, deps.requests.checkoutUrl(payment));
};

const tokenAndChain = (tokenText: string, chainText: string): { token: Token; chain: Chain } => {
  const token = tokenText.toUpperCase();
  const chain = chainText.toLowerCase();
  if (!(token in TOKENS)) {
    throw gatewayError('INVALID_INPUT', GATEWAY_MESSAGES.tokenRequired, 400, {
      crypto_token: GATEWAY_MESSAGES.tokenRequired,
    });
  }
  if (!(chain in CHAINS)) {
    throw gatewayError('INVALID_INPUT', GATEWAY_MESSAGES.chainRequired, 400, {
      chain: GATEWAY_MESSAGES.chainRequired,
    });
  }
  return { token: token as Token, chain: chain as Chain };
};
