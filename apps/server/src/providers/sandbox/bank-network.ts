import { createHash } from 'node:crypto';
import type { AccountType, BankListType, DocsBankList } from '@paygate/contracts';
import { TOKENS } from '@paygate/contracts';
import type { AccountLookup, BankInfo, BankNetwork, PayoutRequest, PayoutResult, RefundRequest } from '../types.js';
import { type BankService, SANDBOX_BANKS, SANDBOX_CARD_SCHEMES } from './banks.js';
import {
  ACCOUNT_CLOSED_SUFFIX,
  ACCOUNT_NOT_FOUND_SUFFIX,
  ACCOUNT_SLOW_SUFFIX,
  PAYOUT_DELAY_MS,
  PAYOUT_FAIL_SUFFIX,
  SLOW_LOOKUP_MS,
  sandboxBankReference,
  sandboxRefundOutcome,
} from './magic.js';

const FAMILY = ['NGUYEN', 'TRAN', 'LE', 'PHAM', 'HOANG', 'HUYNH', 'PHAN', 'VU', 'VO', 'DANG', 'BUI', 'DO', 'HO', 'NGO'];
const MIDDLE = ['VAN', 'THI', 'DUC', 'MINH', 'NGOC', 'THANH', 'HUU', 'QUANG', 'KIM', 'GIA'];
const GIVEN = ['AN', 'BINH', 'CHI', 'DUNG', 'GIANG', 'HA', 'HAI', 'HUNG', 'KHANH', 'LAN', 'LINH', 'LONG', 'MAI', 'NAM'];

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The same account always has the same holder: a lookup can be repeated and compared. */
export const holderNameOf = (bankCode: string, accountNumber: string): string => {
  const d = digest(`${bankCode}:${accountNumber}`);
  const pick = (list: string[], byte: number | undefined) => list[(byte ?? 0) % list.length];
  return `${pick(FAMILY, d[0])} ${pick(MIDDLE, d[1])} ${pick(GIVEN, d[2])}`;
};

const SERVICE_OF: Partial<Record<BankListType | DocsBankList, BankService>> = {
  ATM: 'ATM',
  VA: 'VA',
  BANK: 'BANK',
  transaction: 'ATM',
  pay: 'BANK',
  directTransfer: 'QR',
};

const toInfo = (b: (typeof SANDBOX_BANKS)[number]): BankInfo => ({
  id: b.code,
  name: b.shortName,
  bankCode: b.code,
  bankName: b.name,
  bin: b.bin,
});

const tokenBanks = (): BankInfo[] =>
  Object.values(TOKENS).map((t) => ({ id: t.symbol, name: t.name, bankCode: t.symbol, bankName: t.name, bin: '' }));

export class SandboxBankNetwork implements BankNetwork {
  readonly payoutDelayMs: number;

  constructor(options: { payoutDelayMs?: number } = {}) {
    this.payoutDelayMs = options.payoutDelayMs ?? PAYOUT_DELAY_MS;
  }

  listBanks(type: BankListType | DocsBankList): BankInfo[] {
    if (type === 'CRYPTO' || type === 'crypto') return tokenBanks();
    if (type === 'CC') {
      return SANDBOX_CARD_SCHEMES.map((c) => ({ id: c.id, name: c.name, bankCode: c.id, bankName: c.name, bin: '' }));
    }
    if (type === 'all') return SANDBOX_BANKS.map(toInfo);
    const service = SERVICE_OF[type];
    return SANDBOX_BANKS.filter((b) => service && b.services.includes(service)).map(toInfo);
  }

  findBank(type: BankListType, idOrCode: string): BankInfo | undefined {
    const wanted = idOrCode.trim().toUpperCase();
    return this.listBanks(type).find((b) => b.id === wanted || b.bankCode === wanted);
  }

  async lookupAccount(bankCode: string, accountNumber: string, _accountType: AccountType): Promise<AccountLookup> {
    const number = accountNumber.trim();
    if (!/^\d{6,19}$/.test(number) || number.endsWith(ACCOUNT_NOT_FOUND_SUFFIX)) return { status: 'not_found' };
    if (number.endsWith(ACCOUNT_CLOSED_SUFFIX)) return { status: 'closed' };
    if (number.endsWith(ACCOUNT_SLOW_SUFFIX)) await new Promise((r) => setTimeout(r, SLOW_LOOKUP_MS));
    return { status: 'found', holderName: holderNameOf(bankCode, number) };
  }

  async settlePayout(request: PayoutRequest): Promise<PayoutResult> {
    if (request.account.endsWith(PAYOUT_FAIL_SUFFIX)) {
      return { status: 'FAILED', reason: 'The beneficiary bank rejected the transfer (sandbox magic account)' };
    }
    return { status: 'SUCCESS', reference: sandboxBankReference(request.reference) };
  }

  async settleRefund(request: RefundRequest): Promise<PayoutResult> {
    return sandboxRefundOutcome(request.amount, sandboxBankReference(request.reference));
  }

  collectionAccount(bankCode: string, paymentId: string) {
    const bank = SANDBOX_BANKS.find((b) => b.code === bankCode) ?? SANDBOX_BANKS[0];
    // 9 digits from the payment id after a bank-specific prefix: unique per payment, stable per retry.
    const n = digest(paymentId).readUInt32BE(0) % 1_000_000_000;
    return { accountNumber: `96${bank?.bin.slice(3) ?? '000'}${String(n).padStart(9, '0')}`, bin: bank?.bin ?? '' };
  }
}
