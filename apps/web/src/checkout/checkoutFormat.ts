// Formatting for the checkout page, without floats: amounts arrive as canonical decimal text.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { currencyName, decimalsOf, formatAmount, formatMoney } from '../lib/amount';

/** An amount in its currency's decimals, as the portal writes it (lib/amount): "12.500", "1,500,000" ("1.500.000" in Vietnamese). */
export const groupDigits = (amount: string, currency = 'VND'): string => formatAmount(amount, decimalsOf(currency));

export { currencyName, formatMoney };

/** Remaining time as m:ss, or h:mm:ss from an hour up. */
export const formatCountdown = (ms: number): string => {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
};

/** What the payer reads as the method's name. */
export const METHOD_LABELS: Record<string, MessageDescriptor> = {
  ATM_CARD: msg`Domestic ATM card`,
  INTERNET_BANKING: msg`Internet banking`,
  VIRTUAL_ACCOUNT: msg`Bank transfer to a virtual account`,
  PERMANENT_VIRTUAL_ACCOUNT: msg`Bank transfer to your virtual account`,
  BANK_ACCOUNT: msg`Bank transfer`,
  DYNAMIC_QR: msg`VietQR`,
  CRYPTO: msg`Crypto`,
  CASH_IN: msg`Top up by card`,
  CRYPTO_DEPOSIT: msg`Crypto deposit`,
  CRYPTO_EXCHANGE: msg`Buy crypto with VND`,
};

/** The chains by their own names, the same in every language (docs/GLOSSARY.md). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- names stay as they are
export const CHAIN_LABELS: Record<string, string> = { polygon: 'Polygon', bsc: 'BNB Smart Chain', eth: 'Ethereum' };

/**
 * What the payer pays: the payment's own amount, except for an exchange, whose payment counts the
 * tokens bought while the payer pays their price in VND.
 */
export const amountToPay = (view: {
  amount: string;
  currency: string;
  exchange: { amount_vnd: string | null } | null;
}): { amount: string; currency: string } =>
  view.exchange?.amount_vnd ? { amount: view.exchange.amount_vnd, currency: 'VND' } : view;
