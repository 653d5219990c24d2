import { createHash } from 'node:crypto';
import type { Chain, Token } from '@paygate/contracts';
import type { ChainNetwork, PayoutResult, RefundRequest, WithdrawRequest } from '../types.js';
import {
  DEFAULT_LIQUIDITY,
  EMPTY_LIQUIDITY,
  sandboxChainTransaction,
  sandboxRefundOutcome,
  WITHDRAW_DELAY_MS,
  WITHDRAW_FAIL_WALLET_SUFFIX,
} from './magic.js';

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export class SandboxChains implements ChainNetwork {
  readonly withdrawDelayMs: number;

  constructor(options: { withdrawDelayMs?: number } = {}) {
    this.withdrawDelayMs = options.withdrawDelayMs ?? WITHDRAW_DELAY_MS;
  }

  depositAddress(token: Token, chain: Chain, paymentId: string): string {
    return `0x${createHash('sha256').update(`${token}:${chain}:${paymentId}`).digest('hex').slice(0, 40)}`;
  }

  // Every supported chain is EIP155 (PRODUCT §3), so one address rule fits all.
  isValidWallet(_chain: Chain, wallet: string): boolean {
    return EVM_ADDRESS.test(wallet);
  }

  liquidity(token: Token, chain: Chain): string {
    return token === EMPTY_LIQUIDITY.token && chain === EMPTY_LIQUIDITY.chain ? '0' : DEFAULT_LIQUIDITY;
  }

  async settleWithdraw(request: WithdrawRequest): Promise<PayoutResult> {
    if (request.wallet.toLowerCase().endsWith(WITHDRAW_FAIL_WALLET_SUFFIX)) {
      return { status: 'FAILED', reason: 'The transaction reverted on chain (sandbox magic wallet)' };
    }
    return { status: 'SUCCESS', reference: sandboxChainTransaction(request.reference) };
  }

  async settleRefund(request: RefundRequest): Promise<PayoutResult> {
    return sandboxRefundOutcome(request.amount, sandboxChainTransaction(request.reference));
  }
}
