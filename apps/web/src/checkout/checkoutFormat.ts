// Formatting for the checkout page, without floats: amounts arrive as canonical decimal text.
import { decimalsOf, formatAmount } from '../lib/amount';

/** An amount in its currency's decimals, as the portal writes it (lib/amount): "12.500", "1,500,000". */
export const groupDigits = (amount: string, currency = 'VND'): string => formatAmount(amount, decimalsOf(currency));

/** Remaining time as m:ss, or h:mm:ss from an hour up. */
export const formatCountdown = (ms: number): string => {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
};

/** What the payer reads as the method's name. */
export const METHOD_LABELS: Record<string, string> = {
  ATM_CARD: 'Domestic ATM card',
  INTERNET_BANKING: 'Internet banking',
  VIRTUAL_ACCOUNT: 'Bank transfer to a virtual account',
  PERMANENT_VIRTUAL_ACCOUNT: 'Bank transfer to your virtual account',
  BANK_ACCOUNT: 'Bank transfer',
  DYNAMIC_QR: 'VietQR',
  CRYPTO: 'Crypto',
  CASH_IN: 'Top up by card',
  CRYPTO_DEPOSIT: 'Crypto deposit',
  CRYPTO_EXCHANGE: 'Buy crypto with VND',
};

export const CHAIN_LABELS: Record<string, string> = {
  polygon: 'Polygon',
  bsc: 'BNB Smart Chain',
  eth: 'Ethereum',
};

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
