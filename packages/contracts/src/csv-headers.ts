import { fill } from './i18n/message.js';
import { DEFAULT_LANGUAGE, type Language } from './language.js';

// The transaction export's column headers (issue 31 item 1): the same columns, in the same order,
// in each language; a file's headers are those of the language it was asked in, so a merchant's
// import reads one stable header per language. The values (codes, decimal amounts, times) are the
// same in both. Translated by the contracts' catalogue (src/i18n/message.ts).
export const TRANSACTION_CSV_HEADERS = {
  paymentId: /*i18n*/ 'Payment ID',
  transactionId: /*i18n*/ 'Transaction ID',
  createdTime: (timeZone: string) => fill(/*i18n*/ 'Created time ({timeZone})', { timeZone }),
  completedTime: (timeZone: string) => fill(/*i18n*/ 'Completed time ({timeZone})', { timeZone }),
  status: /*i18n*/ 'Status',
  type: /*i18n*/ 'Type',
  environment: /*i18n*/ 'Environment',
  appId: /*i18n*/ 'App ID',
  app: /*i18n*/ 'App',
  channel: /*i18n*/ 'Channel',
  source: /*i18n*/ 'Source',
  bank: /*i18n*/ 'Bank',
  currency: /*i18n*/ 'Currency',
  chain: /*i18n*/ 'Chain',
  amount: /*i18n*/ 'Amount',
  fee: /*i18n*/ 'Fee',
  userId: /*i18n*/ 'User ID',
  payId: /*i18n*/ 'Pay ID',
  payMemo: /*i18n*/ 'Pay memo',
  accountNumber: /*i18n*/ 'Account number',
  accountName: /*i18n*/ 'Account name',
  failureReason: /*i18n*/ 'Failure reason',
  direction: /*i18n*/ 'Direction',
  refundedAmount: /*i18n*/ 'Refunded amount',
} as const;

/**
 * The transaction export's file (PRODUCT §7.1: `transaction-{from}-{to}.csv`, dates YYYYMMDD). A
 * file with Vietnamese headers says so in its name: `transaction-20261101-20261121.vi.csv`.
 */
export const transactionExportFileName = (fromDate: string, toDate: string, language: Language = DEFAULT_LANGUAGE) =>
  `transaction-${fromDate}-${toDate}${language === DEFAULT_LANGUAGE ? '' : `.${language}`}.csv`;

// The audit log export's column headers (issue 31): as the transaction export's, the headers in the
// language the file was asked in, the values (codes, times, the JSON of the changes) the same in both.
export const AUDIT_CSV_HEADERS = {
  time: (timeZone: string) => fill(/*i18n*/ 'Time ({timeZone})', { timeZone }),
  seq: /*i18n*/ 'Seq',
  actorType: /*i18n*/ 'Actor type',
  actorId: /*i18n*/ 'Actor ID',
  actorName: /*i18n*/ 'Actor name',
  actorEmail: /*i18n*/ 'Actor email',
  sessionId: /*i18n*/ 'Session ID',
  action: /*i18n*/ 'Action',
  targetType: /*i18n*/ 'Target type',
  targetId: /*i18n*/ 'Target ID',
  target: /*i18n*/ 'Target',
  changes: /*i18n*/ 'Changes',
  clientAddress: /*i18n*/ 'Client address',
  userAgent: /*i18n*/ 'User agent',
  hash: /*i18n*/ 'Hash',
} as const;

/** The audit export's file: `audit-log.csv`, `audit-log.vi.csv` with Vietnamese headers. */
export const auditExportFileName = (language: Language = DEFAULT_LANGUAGE) =>
  `audit-log${language === DEFAULT_LANGUAGE ? '' : `.${language}`}.csv`;
