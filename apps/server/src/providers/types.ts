import type { AccountType, BankListType, Chain, DocsBankList, RateType, Token } from '@paygate/contracts';

export type { RateType };

// What the engine needs from the outside world. The built-in sandbox implements these
// (ENGINEERING §3.7); a real bank, chain or rate adapter would implement the same types.

export type BankInfo = {
  /** The id used in requests and in partner.disabled_banks (ATM_{id}, VA_{id}, CRYPTO_{id}). */
  id: string;
  name: string;
  /** VietQR / NAPAS short code. */
  bankCode: string;
  bankName: string;
  /** NAPAS BIN (6 digits) for banks; empty for card schemes and tokens. */
  bin: string;
};

export type AccountLookup = { status: 'found'; holderName: string } | { status: 'not_found' } | { status: 'closed' };

export type PayoutRequest = { bankCode: string; account: string; amount: string; reference: string };
/**
 * The network's answer. `reference` is its own id of the transfer (a bank's FT number, a chain's
 * transaction hash): what a merchant finds on its bank statement, so the reconciliation file
 * carries it (issue 30 item 4). A failure may have none.
 */
export type PayoutResult =
  | { status: 'SUCCESS'; reference: string }
  | { status: 'FAILED'; reason: string; reference?: string };
/** A refund back to the payer's card or account (or, on a chain, the sending address): ADR 0029. */
export type RefundRequest = { bankCode?: string; account: string; amount: string; reference: string };

export type BankNetwork = {
  listBanks(type: BankListType | DocsBankList): BankInfo[];
  /** A bank that supports the given list type, by id or bank code. */
  findBank(type: BankListType, idOrCode: string): BankInfo | undefined;
  lookupAccount(bankCode: string, accountNumber: string, accountType: AccountType): Promise<AccountLookup>;
  /** How long after a cash-out is accepted the network reports its outcome. */
  payoutDelayMs: number;
  settlePayout(request: PayoutRequest): Promise<PayoutResult>;
  /** Pays a refund back to the payer's card or account, after payoutDelayMs. */
  settleRefund(request: RefundRequest): Promise<PayoutResult>;
  /** The account a payer transfers to for a virtual-account or bank-account payment. */
  collectionAccount(bankCode: string, paymentId: string): { accountNumber: string; bin: string };
};

export type WithdrawRequest = { token: Token; chain: Chain; wallet: string; amount: string; reference: string };

export type ChainNetwork = {
  /** A deposit address per payment: deterministic, so a retried request shows the same one. */
  depositAddress(token: Token, chain: Chain, paymentId: string): string;
  isValidWallet(chain: Chain, wallet: string): boolean;
  /** The gateway's hot-wallet balance on a chain: a withdrawal needs it as well as the app's balance. */
  liquidity(token: Token, chain: Chain): string;
  withdrawDelayMs: number;
  settleWithdraw(request: WithdrawRequest): Promise<PayoutResult>;
  /** Sends a refund back to the address a token payment came from, after withdrawDelayMs. */
  settleRefund(request: RefundRequest): Promise<PayoutResult>;
};

export type RateQuote = { token: Token; type: RateType; rate: string; at: string };

export type RateFeed = {
  /** VND per token, whole VND as decimal text. */
  quote(token: Token, type: RateType, at?: Date): RateQuote;
  tickMs: number;
};

export type Providers = { banks: BankNetwork; chains: ChainNetwork; rates: RateFeed };
