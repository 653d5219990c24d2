import { type AccountType, PAYMENT_MESSAGES } from '@paygate/contracts';
import { gatewayError } from '../../../lib/errors.js';
import type { BankInfo, BankNetwork } from '../../../providers/index.js';

export type Payee = { bank: BankInfo; holderName: string };

/**
 * The payee of a cash-out, looked up at its bank: the portal's Check Info (getBankAccountInfo)
 * and the cash-out itself ask here, so both refuse a bank or an account with the same message,
 * field and code (BAD_USER_INPUT in GraphQL, INVALID_INPUT 400 on the gateway).
 */
export const lookupPayee = async (
  banks: BankNetwork,
  bankCode: string,
  accountNumber: string,
  accountType: AccountType,
): Promise<Payee> => {
  const bank = banks.findBank('BANK', bankCode);
  if (!bank) {
    throw gatewayError('INVALID_INPUT', PAYMENT_MESSAGES.bankNotSupported, 400, {
      payee_bank: PAYMENT_MESSAGES.bankNotSupported,
    });
  }
  const lookup = await banks.lookupAccount(bank.id, accountNumber, accountType);
  if (lookup.status !== 'found') {
    const message = lookup.status === 'closed' ? PAYMENT_MESSAGES.accountClosed : PAYMENT_MESSAGES.accountNotFound;
    throw gatewayError('INVALID_INPUT', message, 400, { payee_account: message });
  }
  return { bank, holderName: lookup.holderName };
};
