import { SandboxBankNetwork } from './sandbox/bank-network.js';
import { SandboxChains } from './sandbox/chains.js';
import { SandboxRateFeed } from './sandbox/rate-feed.js';
import type { Providers } from './types.js';

export type { BankInfo, BankNetwork, ChainNetwork, Providers, RateFeed, RateType } from './types.js';

/** The built-in simulator is the only provider set today; a real one plugs in here. */
export const createSandboxProviders = (options: { payoutDelayMs?: number } = {}): Providers => ({
  banks: new SandboxBankNetwork({ payoutDelayMs: options.payoutDelayMs }),
  chains: new SandboxChains({ withdrawDelayMs: options.payoutDelayMs }),
  rates: new SandboxRateFeed(),
});
