import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

// The reconciliation file (issue 30 item 4, docs/adr/0033-settlement-report.md): for one closed
// day of the partner's calendar and one app, every payment, payout and refund that settled that
// day, one CSV line each, the merchant's transaction_id beside the gateway's ids; the last line
// is the checksum: the number of lines and the SHA-256 of every byte before it. The server writes
// it (the portal's download and the signed GET /v1/partner/settlement-report send the same bytes),
// the SDK reads it back with readSettlementReport, and so can a merchant's own script.

/** What a line records: money in (a payer's payment, a cash-in, a deposit), money out, a refund. */
export const SETTLEMENT_RECORD_TYPES = ['PAYMENT', 'PAYOUT', 'REFUND'] as const;
export type SettlementRecordType = (typeof SETTLEMENT_RECORD_TYPES)[number];

/**
 * The columns, in order. `id` is the gateway's id of the line (payment_id or refund_id),
 * `transaction_id` the merchant's; a refund names its payment in the two payment_ columns. `net`
 * is what the settlement left on the balance: amount − fee for a payment, −debited for a payout or
 * refund paid out, 0 for one that failed (its debit came back). Times are ISO 8601 with the
 * partner zone's offset.
 */
export const SETTLEMENT_REPORT_COLUMNS = [
  'record_type',
  'id',
  'transaction_id',
  'payment_id',
  'payment_transaction_id',
  'method',
  'status',
  'currency',
  'chain',
  'amount',
  'fee',
  'net',
  'created_at',
  'settled_at',
  'network_reference',
] as const;

/** The first field of the last line. */
export const SETTLEMENT_CHECKSUM_MARK = 'checksum';

export const SETTLEMENT_MESSAGES = {
  dateRequired: /*i18n*/ 'date is required',
  dateInvalid: /*i18n*/ 'date must be a day: YYYY-MM-DD',
  dateNotClosed: /*i18n*/ 'A settlement report covers a closed day: this one has not ended yet',
  environmentInvalid: /*i18n*/ 'environment must be PRODUCTION or DEVELOPMENT',
  /** The SDK's, when a file's checksum line is missing or does not match what came before it. */
  checksumMismatch: /*i18n*/ 'The settlement report does not match its checksum line: it was cut or changed on the way',
} as const;

/** The checksum line (without its line ending): the mark, the number of data lines, the SHA-256 hex. */
export const settlementChecksumLine = (rows: number, sha256Hex: string): string =>
  `${SETTLEMENT_CHECKSUM_MARK},${rows},${sha256Hex}`;

export type SettlementReportCheck =
  | { ok: true; rows: number; sha256: string; body: string }
  | { ok: false; reason: string };

const CHECKSUM_LINE = /\r\nchecksum,(\d+),([0-9a-f]{64})\r\n$/;

/**
 * Checks a whole report against its last line: the SHA-256 of everything before that line and
 * the number of lines between the header and it. `body` is the file without its checksum line.
 * Data lines hold no line breaks (ids, amounts, times and the gateway's checked text), so lines
 * are counted by their CRLF endings.
 */
export const readSettlementReport = (text: string): SettlementReportCheck => {
  const match = CHECKSUM_LINE.exec(text);
  if (!match) return { ok: false, reason: 'no checksum line' };
  const body = text.slice(0, match.index + 2);
  const digest = bytesToHex(sha256(utf8ToBytes(body)));
  if (digest !== match[2]) return { ok: false, reason: 'SHA-256 differs' };
  const rows = body.split('\r\n').length - 2;
  if (rows !== Number(match[1])) return { ok: false, reason: 'line count differs' };
  return { ok: true, rows, sha256: digest, body };
};
