import { fill } from './i18n/message.js';
import { DEFAULT_LANGUAGE, type Language } from './language.js';

// The words of a balance statement's PDF (issue 30 item 2), which the server writes in the reader's
// language (issue 31): each an English message of the contracts' catalogue, translated as the PDF
// is written. The figures follow the language's number format (money-format.ts); the codes (the
// movement kinds ATM_CARD_SUCCESS…, PRODUCTION, the currencies and chains) and the names stay as
// they are. The statement's CSV is a machine format (field and kind codes), the same in every
// language.

export const STATEMENT_DOCUMENT = {
  /** The document's properties, which a PDF viewer shows as its title. */
  info: {
    title: (period: string, appName: string, currency: string) =>
      fill(/*i18n*/ 'Statement {period} — {appName} — {currency}', { period, appName, currency }),
    subject: (partnerName: string) => fill(/*i18n*/ '{partnerName}: balance statement', { partnerName }),
  },
  title: /*i18n*/ 'Balance statement',
  app: /*i18n*/ 'App',
  environment: /*i18n*/ 'Environment',
  currency: /*i18n*/ 'Currency',
  period: /*i18n*/ 'Period',
  opening: /*i18n*/ 'Opening balance',
  credits: /*i18n*/ 'Credits',
  debits: /*i18n*/ 'Debits',
  closing: /*i18n*/ 'Closing balance',
  fees: /*i18n*/ 'Fees charged in the period',
  checked:
    /*i18n*/ 'Opening balance + credits + debits = closing balance, checked against the ledger when this statement was made.',
  movements: /*i18n*/ 'Movements by kind',
  kind: /*i18n*/ 'Kind',
  count: /*i18n*/ 'Count',
  creditsIn: (currency: string) => fill(/*i18n*/ 'Credits ({currency})', { currency }),
  debitsIn: (currency: string) => fill(/*i18n*/ 'Debits ({currency})', { currency }),
  feesIn: (currency: string) => fill(/*i18n*/ 'Fees ({currency})', { currency }),
  noMovement: /*i18n*/ 'No movement in this period.',
  total: /*i18n*/ 'Total',
  madeBy: (madeAt: string, timeZone: string) =>
    fill(/*i18n*/ 'Made by Paygate on {madeAt} ({timeZone})', { madeAt, timeZone }),
  page: (page: number, pages: number) => fill(/*i18n*/ 'Page {page} of {pages}', { page, pages }),
} as const;

/**
 * The currency a statement table's column header names: the currency and its chain, or in
 * Vietnamese the đồng as the reports' headers write it, `(VNĐ)` (docs/GLOSSARY.md "Numbers").
 */
export const statementColumnCurrency = (
  currency: string,
  chain: string | null | undefined,
  language: Language = DEFAULT_LANGUAGE,
): string => {
  const code = language === 'vi' && currency === 'VND' ? 'VNĐ' : currency;
  return chain ? `${code} (${chain})` : code;
};

/**
 * A statement's file: `statement-2026-10-VND.pdf`, `statement-2026-10-USDT-bsc.csv`. A PDF in
 * another language than English says so, as the transaction export does: `statement-2026-10-VND.vi.pdf`;
 * the CSV is the same in every language.
 */
export const statementFileName = (
  statement: { period: string; currency: string; chain: string | null },
  format: 'csv' | 'pdf',
  language: Language = DEFAULT_LANGUAGE,
): string => {
  const chain = statement.chain ? `-${statement.chain}` : '';
  const tag = format === 'pdf' && language !== DEFAULT_LANGUAGE ? `.${language}` : '';
  return `statement-${statement.period}-${statement.currency}${chain}${tag}.${format}`;
};
