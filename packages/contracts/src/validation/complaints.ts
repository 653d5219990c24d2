import { z } from 'zod';
import {
  COMPLAINT_MESSAGES,
  COMPLAINT_NOTE_MAX_LENGTH,
  COMPLAINT_REASON_MAX_LENGTH,
  COMPLAINT_RESPONSES,
} from '../complaints.js';
import { ID_MAX_LENGTH } from '../limits.js';
import { COMPLAINT_OUTCOMES } from '../webhook.js';
import { safeMultilineText, safeText } from './common.js';
import { otpField } from './money.js';

// Complaints (issue 29 item 2, docs/adr/0031-complaints.md): the merchant's answer and the
// sandbox's calls that stand in for the payer and the payer's bank.

/** GraphQL respondComplaint: accept (a refund follows: a code when totp_config holds `refund`) or contest with a note. */
export const respondComplaintArgs = (options: { requireOtp: boolean }) =>
  z
    .object({
      complaint_id: safeText('complaint_id', ID_MAX_LENGTH, { required: /*i18n*/ 'complaint_id is required' }),
      response: z.enum(COMPLAINT_RESPONSES, { error: COMPLAINT_MESSAGES.responseInvalid }),
      note: safeMultilineText('note', COMPLAINT_NOTE_MAX_LENGTH).optional().nullable(),
      evidence_id: safeText('evidence_id', ID_MAX_LENGTH).optional().nullable(),
      otp: otpField(options.requireOtp),
    })
    .refine((args) => args.response !== 'CONTEST' || Boolean(args.note), {
      error: COMPLAINT_MESSAGES.noteRequired,
      path: ['note'],
    });
export type RespondComplaintArgs = z.infer<ReturnType<typeof respondComplaintArgs>>;

/** The sandbox's payer disputes a paid payment: why (docs/SANDBOX.md). */
export const sandboxComplaintBody = z.object({
  reason: safeText('reason', COMPLAINT_REASON_MAX_LENGTH, { required: /*i18n*/ 'reason is required!' }),
});

/** The sandbox's bank decides a contested complaint now (docs/SANDBOX.md). */
export const sandboxComplaintDecisionBody = z.object({
  outcome: z.enum(COMPLAINT_OUTCOMES, { error: COMPLAINT_MESSAGES.outcomeInvalid }),
});
