import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  COMPLAINT_EVIDENCE_MAX_BYTES,
  COMPLAINT_EVIDENCE_TYPES,
  COMPLAINT_MESSAGES,
  type ComplaintResponse,
  fromUnits,
  respondComplaintArgs,
  TOKEN_DECIMALS,
  toUnits,
} from '@paygate/contracts';
import { formatDateTime, formatInZone } from '../../lib/format';

// The Complaint section of the transaction detail (PRODUCT §12, ADR 0031): what it says for a
// complaint in each state, who may answer, and what the answer forms accept. The server decides again.

/** Renders a message in the portal's language: useLingui's `t`, or `i18n._` (issue 31). */
type Translate = (descriptor: MessageDescriptor) => string;

/** What the section reads of a complaint (TransactionDetail). */
export type ComplaintFacts = {
  status: string;
  respond_by: string;
  response?: string | null;
  responded_by?: string | null;
  responded_at?: string | null;
  outcome?: string | null;
};

/** Where a complaint stands: the merchant's answer is due, the payer's bank decides a contest, or it is over. */
export type ComplaintStage = 'awaiting-answer' | 'awaiting-decision' | 'resolved';

export const complaintStage = (complaint: Pick<ComplaintFacts, 'status' | 'response'>): ComplaintStage => {
  if (complaint.status !== 'OPEN') return 'resolved';
  return complaint.response ? 'awaiting-decision' : 'awaiting-answer';
};

/**
 * Accept and Contest show for a role the policy lets `respondComplaint` (OWNER, FINANCIAL) while
 * the complaint is open and unanswered: it is answered once.
 */
export const offersAnswer = (complaint: Pick<ComplaintFacts, 'status' | 'response'>, mayRespond: boolean): boolean =>
  mayRespond && complaintStage(complaint) === 'awaiting-answer';

/**
 * The deadline while the answer is due: "Answer by …" in the partner's zone, named; once past, the
 * gateway refunds the payer (the deadline job), which the line says. Nothing once answered.
 */
export const deadlineText = (
  complaint: Pick<ComplaintFacts, 'status' | 'response' | 'respond_by'>,
  timeZone: string | null | undefined,
  t: Translate,
  now: Date = new Date(),
): string | undefined => {
  if (complaint.status !== 'OPEN' || complaint.response) return undefined;
  const when = `${formatInZone(complaint.respond_by, timeZone)}${timeZone ? ` (${timeZone})` : ''}`;
  return new Date(complaint.respond_by).getTime() <= now.getTime()
    ? t(msg`The answer was due by ${when}: the payer is being refunded`)
    : t(msg`Answer by ${when}`);
};

/** "Accepted by Olivia Owner at 21/11/2026 10:05"; nothing before an answer. */
export const answerText = (
  complaint: Pick<ComplaintFacts, 'response' | 'responded_by' | 'responded_at'>,
  t: Translate,
): string | undefined => {
  if (!complaint.response) return undefined;
  const isAccepted = complaint.response === 'ACCEPT';
  // responded_by is null for a member since removed. Whole sentences, not fragments: each language
  // orders who and when its own way.
  const who = complaint.responded_by;
  const when = complaint.responded_at ? formatDateTime(complaint.responded_at) : undefined;
  if (who && when) return t(isAccepted ? msg`Accepted by ${who} at ${when}` : msg`Contested by ${who} at ${when}`);
  if (who) return t(isAccepted ? msg`Accepted by ${who}` : msg`Contested by ${who}`);
  if (when) return t(isAccepted ? msg`Accepted at ${when}` : msg`Contested at ${when}`);
  return t(isAccepted ? msg`Accepted` : msg`Contested`);
};

/** How it ended, in the merchant's terms; while a contest waits, that the payer's bank decides. */
export const outcomeText = (
  complaint: Pick<ComplaintFacts, 'status' | 'response' | 'outcome'>,
  t: Translate,
): string | undefined => {
  const stage = complaintStage(complaint);
  if (stage === 'awaiting-decision') return t(msg`Waiting for the payer's bank to decide`);
  if (stage !== 'resolved') return undefined;
  return complaint.outcome === 'PAYMENT_KEPT'
    ? t(msg`Resolved: the payment stays with you, the hold is released`)
    : t(msg`Resolved: the payer was refunded`);
};

// Every amount at the tokens' 3 decimals, as refundForm.ts counts: nothing is a float.
const milli = (text: string) => toUnits(String(text), TOKEN_DECIMALS) ?? 0n;

/**
 * What an accepted refund takes from the available balance beyond the hold (ADR 0031: the hold
 * was short when the balance had less), as decimal text; "0" when the hold pays it all.
 */
export const beyondHold = (complaint: { amount: string; held: string }): string => {
  const rest = milli(complaint.amount) - milli(complaint.held);
  return fromUnits(rest > 0n ? rest : 0n, TOKEN_DECIMALS);
};

/**
 * The answer's rules, contracts' respondComplaintArgs (the server's): a contest wants a note of
 * 1–2,000 characters (line breaks allowed) and may name evidence; an accept wants the code when
 * the user's totp_config holds `refund` (accepting refunds the payer).
 */
export const complaintAnswerSchema = (response: ComplaintResponse, options: { requireOtp: boolean }) =>
  respondComplaintArgs({ requireOtp: response === 'ACCEPT' && options.requireOtp });

const EVIDENCE_EXTENSIONS: Record<string, (typeof COMPLAINT_EVIDENCE_TYPES)[number]> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};

/**
 * Why a chosen file cannot be evidence (the server's messages), before it is sent; undefined when
 * it may go. A browser that gives no type leaves it to the name (the server reads the first bytes).
 */
export const evidenceProblem = (file: { name: string; type: string; size: number }): string | undefined => {
  const type = file.type || EVIDENCE_EXTENSIONS[file.name.split('.').pop()?.toLowerCase() ?? ''] || '';
  if (!(COMPLAINT_EVIDENCE_TYPES as readonly string[]).includes(type)) return COMPLAINT_MESSAGES.evidenceType;
  if (file.size > COMPLAINT_EVIDENCE_MAX_BYTES) return COMPLAINT_MESSAGES.evidenceTooLarge;
  return undefined;
};

/** What the file picker offers: the evidence types and their usual names. */
export const EVIDENCE_ACCEPT = [
  ...COMPLAINT_EVIDENCE_TYPES,
  ...Object.keys(EVIDENCE_EXTENSIONS).map((e) => `.${e}`),
].join(',');

/** GET /v1/complaint/evidence/{id}: a download with the session and today's active token cookies. */
export const evidenceUrl = (evidenceId: string) => `/v1/complaint/evidence/${encodeURIComponent(evidenceId)}`;

/** "1.4 MB", "820 KB", "312 B". */
export const formatFileSize = (bytes: number): string => {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
};
