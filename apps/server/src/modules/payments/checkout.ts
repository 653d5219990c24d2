import {
  CHAINS,
  CHECKOUT_TOKEN,
  type Chain,
  PAYMENT_MESSAGES,
  type SandboxOutcome,
  TOKENS,
  type Token,
} from '@paygate/contracts';
import { gatewayError } from '../../lib/errors.js';
import { normalize } from '../../lib/money.js';
import type { Providers } from '../../providers/index.js';
import { holderNameOf } from '../../providers/sandbox/bank-network.js';
import { CANCELLED_REASON, EXPIRED_REASON } from './events.js';
import type { PaymentRow, PaymentsService } from './payments.service.js';
import { vietQrPayload } from './vietqr.js';

/** Each sandbox outcome's status, and the reason a CANCEL carries (expired or cancelled by the payer). */
const FINISH_OF: Record<SandboxOutcome, { status: 'SUCCESS' | 'FAILED' | 'CANCEL'; reason?: string }> = {
  pay: { status: 'SUCCESS' },
  fail: { status: 'FAILED' },
  cancel: { status: 'CANCEL', reason: CANCELLED_REASON },
  expire: { status: 'CANCEL', reason: EXPIRED_REASON },
};

/** Where the payer goes back to: callback_uri with the outcome in its query. */
const returnUrl = (p: PaymentRow): string | null => {
  if (!p.callbackUri) return null;
  const url = new URL(p.callbackUri);
  url.searchParams.set('transaction_id', p.transactionId);
  url.searchParams.set('payment_id', p.id);
  url.searchParams.set('status', p.status);
  return url.toString();
};

/** The hosted checkout page's data: what a payer needs for the payment's method, nothing else. */
export class CheckoutService {
  constructor(
    private readonly payments: PaymentsService,
    private readonly providers: Providers,
    private readonly options: { sandbox: boolean },
  ) {}

  private async find(token: string): Promise<PaymentRow> {
    // A token of another shape (too long, control characters) finds nothing without a query.
    const payment = CHECKOUT_TOKEN.test(token) ? await this.payments.byCheckoutToken(token) : undefined;
    if (!payment) throw gatewayError('NOT_FOUND', PAYMENT_MESSAGES.paymentLinkInvalid, 404);
    // Past its time but not yet reached by its expiry job (a busy queue, every worker down): the
    // payer sees it expired and can no longer pay it (issue 26). finish() changes only a PENDING
    // payment, so this and the job never expire it twice.
    if (payment.status === 'PENDING' && payment.expiresAt && payment.expiresAt.getTime() <= Date.now()) {
      await this.payments.expireIfDue(payment.id);
      return (await this.payments.byCheckoutToken(token)) ?? payment;
    }
    return payment;
  }

  async view(token: string) {
    const p = await this.find(token);
    const { app } = await this.payments.context(p);
    const amount = normalize(p.amount) ?? '0';
    const bank = p.bank ? this.providers.banks.findBank('all', p.bank) : undefined;
    const isTransfer = p.accountNumber !== null && bank !== undefined;
    const token_ = p.currency in TOKENS ? (p.currency as Token) : undefined;
    const chain = p.chain && p.chain in CHAINS ? (p.chain as Chain) : undefined;
    // Tokens bought with VND (exchangeCrypto): the payer pays amount_vnd, no address is involved.
    const isExchange = p.type === 'CRYPTO_EXCHANGE';
    return {
      payment_id: p.id,
      transaction_id: p.transactionId,
      type: p.type,
      status: p.status,
      amount,
      currency: p.currency,
      expires_at: p.expiresAt?.toISOString() ?? null,
      app: { name: app.name, logo: app.logo },
      sandbox: this.options.sandbox,
      return_url: returnUrl(p),
      bank: bank ? { code: bank.bankCode, name: bank.name, full_name: bank.bankName, bin: bank.bin } : null,
      transfer: isTransfer
        ? {
            account_number: p.accountNumber,
            account_name: p.accountName,
            bank_code: bank.bankCode,
            bank_name: bank.name,
            memo: p.payMemo,
          }
        : null,
      qr:
        p.type === 'DYNAMIC_QR' && bank && p.accountNumber
          ? {
              payload: vietQrPayload({
                bin: bank.bin,
                accountNumber: p.accountNumber,
                amount,
                purpose: p.payMemo ?? '',
              }),
            }
          : null,
      crypto:
        token_ && chain && !isExchange
          ? {
              token: token_,
              token_name: TOKENS[token_].name,
              chain,
              chain_id: CHAINS[chain].chainId,
              contract: TOKENS[token_].contracts[chain],
              address: p.details.address ?? null,
              amount,
            }
          : null,
      exchange:
        isExchange && token_ && chain
          ? {
              token: token_,
              token_name: TOKENS[token_].name,
              chain,
              rate: p.details.rate ?? null,
              rate_at: p.details.rate_at ?? null,
              amount_vnd: p.details.amount_vnd ?? null,
            }
          : null,
    };
  }

  /** Sandbox only: finish the payment as a payer (or the bank) would. */
  async sandbox(token: string, outcome: SandboxOutcome) {
    if (!this.options.sandbox) throw gatewayError('FORBIDDEN', PAYMENT_MESSAGES.sandboxOff, 403);
    const p = await this.find(token);
    if (p.status !== 'PENDING') {
      throw gatewayError('CONFLICT', PAYMENT_MESSAGES.paymentAlready(p.status), 409, { status: p.status });
    }
    // The simulated payer's transfer, for the webhook's transfer_info.
    const sender: Record<string, string> =
      outcome === 'pay' && p.accountNumber
        ? {
            sender_name: holderNameOf('VCB', '0011001234567'),
            sender_account: '0011001234567',
            sender_bank_bin: '970436',
            message: p.payMemo ?? '',
          }
        : {};
    const finished = await this.payments.finish(p.id, FINISH_OF[outcome].status, FINISH_OF[outcome].reason, sender);
    return { status: finished.status, return_url: returnUrl(finished) };
  }
}
