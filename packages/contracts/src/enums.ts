// PRODUCT §3 enumerations, written once for web and server. Keep in step with schema.graphql.

/** REFUNDED: a successful pay-in whose refunds cover its whole amount (docs/adr/0029-refunds.md). */
export const PAYMENT_STATUSES = ['SUCCESS', 'FAILED', 'CANCEL', 'PENDING', 'IN_COMPLAIN', 'REFUNDED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const APP_STATUSES = ['DEVELOPMENT', 'PRODUCTION'] as const;
export type AppStatus = (typeof APP_STATUSES)[number];
/** The environment a user starts in (PRODUCT §9 "Default environment"). */
export const DEFAULT_ENVIRONMENT: AppStatus = 'PRODUCTION';

export const ROLES = ['OWNER', 'ADMIN', 'TECHNICAL', 'FINANCIAL', 'SUPPORTER'] as const;
export type Role = (typeof ROLES)[number];

/** Roles an invite or a role update can assign: OWNER never is (PRODUCT §3, §6). */
export const UPDATABLE_ROLES = ['ADMIN', 'TECHNICAL', 'FINANCIAL', 'SUPPORTER'] as const;
export type UpdatableRole = (typeof UPDATABLE_ROLES)[number];
export const DEFAULT_INVITE_ROLE: UpdatableRole = 'ADMIN';

/** A role in the current partner, or SUPERVISOR for gateway supervisors (user type). */
export const USER_TYPES = [...ROLES, 'SUPERVISOR'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Stored strings of the gateway; INVIDUAL is the gateway's own spelling (PRODUCT §3). */
export const PARTNER_TYPES = ['INVIDUAL', 'COMPANY'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];
export const PARTNER_TYPE_LABELS: Record<PartnerType, string> = {
  INVIDUAL: /*i18n*/ 'Personal',
  COMPANY: /*i18n*/ 'Company',
};

export const TOTP_USES = ['login', 'cashout', 'withdraw', 'exchange', 'refund'] as const;
export type TotpUse = (typeof TOTP_USES)[number];

export const ACCOUNT_TYPES = ['BANK_ACCOUNT', 'CARD_NUMBER'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const GENDERS = ['MALE', 'FEMALE', 'UNKNOWN'] as const;
export type Gender = (typeof GENDERS)[number];

export const CURRENCIES = ['VND', 'USDT', 'USDC', 'BUSD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export type ChainInfo = { name: string; chainId: number; chainType: 'EIP155' };
export const CHAINS = {
  polygon: { name: 'polygon', chainId: 137, chainType: 'EIP155' },
  bsc: { name: 'bsc', chainId: 56, chainType: 'EIP155' },
  eth: { name: 'eth', chainId: 1, chainType: 'EIP155' },
} as const satisfies Record<string, ChainInfo>;
export type Chain = keyof typeof CHAINS;

export type TokenInfo = { symbol: string; name: string; contracts: Record<Chain, string> };
/** Token catalogue (PRODUCT §3): each token on each chain with its (mainnet) contract address. */
export const TOKENS = {
  USDT: {
    symbol: 'USDT',
    name: 'Tether',
    contracts: {
      polygon: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F',
      bsc: '0x55d398326f99059fF775485246999027B3197955',
      eth: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
    },
  },
  USDC: {
    symbol: 'USDC',
    name: 'USD Coin',
    contracts: {
      polygon: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
      bsc: '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d',
      eth: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    },
  },
  BUSD: {
    symbol: 'BUSD',
    name: 'Binance USD',
    contracts: {
      polygon: '0x9C9e5fD8bbc25984B178FdCE6117Defa39d2db39',
      bsc: '0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56',
      eth: '0x4Fabb145d64652a948d72533023f6E7A623C7C53',
    },
  },
} as const satisfies Record<string, TokenInfo>;
export type Token = keyof typeof TOKENS;

/** The two sides of the exchange rate (PRODUCT §7.2 crypto/exchange-rate): buying or selling a token. */
export const RATE_TYPES = ['BUY', 'SELL'] as const;
export type RateType = (typeof RATE_TYPES)[number];

/** Status tag colours (PRODUCT §4), antd preset colour names. */
export const PAYMENT_STATUS_COLORS: Record<PaymentStatus, string> = {
  SUCCESS: 'green',
  PENDING: 'orange',
  FAILED: 'red',
  IN_COMPLAIN: 'cyan',
  CANCEL: 'purple',
  REFUNDED: 'geekblue',
};
