import { fill } from './i18n/message.js';
import type { COMPLAINT_OUTCOMES, COMPLAINT_STATUSES } from './webhook.js';

// A payer's complaint about a successful payment (issue 29 item 2, PRODUCT §12,
// docs/adr/0031-complaints.md): what the gateway, the portal and the merchant's server agree on.
//
//   opened   the payer disputes what is left of the payment (not yet refunded); the payment reads
//            IN_COMPLAIN and that amount is held from the available balance
//   answered the merchant ACCEPTs (a refund of the disputed amount follows at once) or CONTESTs
//            (a note, and optionally a file of evidence) before `respond_by`
//   resolved PAYMENT_KEPT (the hold is released, the payment is SUCCESS again) or REFUNDED (the hold
//            pays a refund of the disputed amount); no answer by `respond_by` is REFUNDED

export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
export type ComplaintOutcome = (typeof COMPLAINT_OUTCOMES)[number];

/** The merchant's answers. */
export const COMPLAINT_RESPONSES = ['ACCEPT', 'CONTEST'] as const;
export type ComplaintResponse = (typeof COMPLAINT_RESPONSES)[number];

/** How long the merchant has to answer, from the complaint's opening. */
export const COMPLAINT_RESPONSE_DAYS = 7;
/** The reminder to OWNER and FINANCIAL goes this long before the deadline. */
export const COMPLAINT_REMINDER_HOURS = 24;
/** The payer's reason, as the sandbox takes it. */
export const COMPLAINT_REASON_MAX_LENGTH = 200;
/** The merchant's note when contesting (several lines allowed). */
export const COMPLAINT_NOTE_MAX_LENGTH = 2000;

/** A file of evidence: a receipt or a delivery proof, as an image or a PDF. */
export const COMPLAINT_EVIDENCE_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export type ComplaintEvidenceType = (typeof COMPLAINT_EVIDENCE_TYPES)[number];
export const COMPLAINT_EVIDENCE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * How the sandbox decides a contested complaint (docs/SANDBOX.md): a contest with a file of
 * evidence is won by the merchant, one without is lost, this long after the answer, unless a
 * sandbox call decided it before.
 */
export const SANDBOX_COMPLAINT_DECISION_SECONDS = 30;

export const COMPLAINT_MESSAGES = {
  notComplainable: (status: string) =>
    fill(/*i18n*/ 'This payment is {status}: only a successful payment can be disputed', { status }),
  alreadyDisputed: /*i18n*/ 'This payment has been disputed already',
  nothingLeft: /*i18n*/ 'This payment has been refunded in full: there is nothing left to dispute',
  notOpen: /*i18n*/ 'This complaint has been resolved already',
  alreadyAnswered: /*i18n*/ 'This complaint has been answered already',
  notContested: /*i18n*/ 'Only a contested complaint waits for a decision',
  noteRequired: /*i18n*/ 'note is required to contest!',
  responseInvalid: /*i18n*/ 'response must be ACCEPT or CONTEST',
  outcomeInvalid: /*i18n*/ 'outcome must be PAYMENT_KEPT or REFUNDED',
  evidenceType: /*i18n*/ 'The evidence must be a PNG, JPEG or PDF file',
  evidenceTooLarge: fill(/*i18n*/ 'The evidence must be at most {megabytes} MB', {
    megabytes: COMPLAINT_EVIDENCE_MAX_BYTES / 1024 / 1024,
  }),
  evidenceMissing: /*i18n*/ 'Choose the file of evidence to upload',
} as const;
