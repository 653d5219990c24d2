import { type MessageDescriptor, setupI18n } from '@lingui/core';
import {
  COMPLAINT_EVIDENCE_MAX_BYTES,
  COMPLAINT_MESSAGES,
  COMPLAINT_NOTE_MAX_LENGTH,
  fieldErrors,
} from '@paygate/contracts';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/format';
import {
  answerText,
  beyondHold,
  type ComplaintFacts,
  complaintAnswerSchema,
  complaintStage,
  deadlineText,
  evidenceProblem,
  evidenceUrl,
  formatFileSize,
  offersAnswer,
  outcomeText,
} from './complaintView';

// The words in English, as the portal renders them without a catalogue.
const en = setupI18n({ locale: 'en', messages: { en: {} } });
const t = (descriptor: MessageDescriptor) => en._(descriptor);

const ZONE = 'Asia/Ho_Chi_Minh';
const NOW = new Date('2026-11-21T03:00:00.000Z');

/** A complaint as it opened: open, unanswered, due in 7 days. */
const open = (values: Partial<ComplaintFacts> = {}): ComplaintFacts => ({
  status: 'OPEN',
  respond_by: '2026-11-28T10:30:00.000Z',
  response: null,
  responded_by: null,
  responded_at: null,
  outcome: null,
  ...values,
});
const contested = (values: Partial<ComplaintFacts> = {}) =>
  open({ response: 'CONTEST', responded_by: 'Fiona Finance', responded_at: '2026-11-22T02:15:00.000Z', ...values });
const resolved = (outcome: 'PAYMENT_KEPT' | 'REFUNDED', values: Partial<ComplaintFacts> = {}) =>
  contested({ status: 'RESOLVED', outcome, ...values });

const errorsOf = (response: 'ACCEPT' | 'CONTEST', values: Record<string, unknown>, requireOtp = false) => {
  const result = complaintAnswerSchema(response, { requireOtp }).safeParse({
    complaint_id: 'c1',
    response,
    ...values,
  });
  return result.success ? {} : fieldErrors(result.error);
};

describe('complaintStage and offersAnswer', () => {
  it('waits for the answer while open and unanswered, then for the bank, then is over', () => {
    expect(complaintStage(open())).toBe('awaiting-answer');
    expect(complaintStage(contested())).toBe('awaiting-decision');
    expect(complaintStage(resolved('PAYMENT_KEPT'))).toBe('resolved');
    expect(complaintStage(open({ status: 'RESOLVED', response: 'ACCEPT' }))).toBe('resolved');
  });

  it('offers Accept and Contest only to a role that may answer, and only once', () => {
    expect(offersAnswer(open(), true)).toBe(true);
    expect(offersAnswer(open(), false)).toBe(false);
    expect(offersAnswer(contested(), true)).toBe(false);
    expect(offersAnswer(resolved('REFUNDED'), true)).toBe(false);
  });
});

describe('deadlineText', () => {
  it('names the deadline and its zone while the answer is due', () => {
    expect(deadlineText(open(), ZONE, t, NOW)).toBe('Answer by 28/11/2026 17:30 (Asia/Ho_Chi_Minh)');
  });

  it('says the payer is being refunded once the deadline passed unanswered', () => {
    expect(deadlineText(open({ respond_by: '2026-11-21T02:59:00.000Z' }), ZONE, t, NOW)).toBe(
      'The answer was due by 21/11/2026 09:59 (Asia/Ho_Chi_Minh): the payer is being refunded',
    );
  });

  it('says nothing once answered or resolved', () => {
    expect(deadlineText(contested(), ZONE, t, NOW)).toBeUndefined();
    expect(deadlineText(resolved('REFUNDED'), ZONE, t, NOW)).toBeUndefined();
  });
});

describe('answerText and outcomeText', () => {
  it('says who answered how, and when', () => {
    const at = '2026-11-22T02:15:00.000Z';
    expect(answerText(open(), t)).toBeUndefined();
    expect(answerText(contested(), t)).toBe(`Contested by Fiona Finance at ${formatDateTime(at)}`);
    expect(answerText(open({ response: 'ACCEPT', responded_by: 'Olivia Owner', responded_at: at }), t)).toBe(
      `Accepted by Olivia Owner at ${formatDateTime(at)}`,
    );
    // A member since removed has no name any more.
    expect(answerText(contested({ responded_by: null }), t)).toBe(`Contested at ${formatDateTime(at)}`);
  });

  it("tells the outcome in the merchant's terms, and that a contest waits for the bank", () => {
    expect(outcomeText(open(), t)).toBeUndefined();
    expect(outcomeText(contested(), t)).toBe("Waiting for the payer's bank to decide");
    expect(outcomeText(resolved('PAYMENT_KEPT'), t)).toBe('Resolved: the payment stays with you, the hold is released');
    expect(outcomeText(resolved('REFUNDED'), t)).toBe('Resolved: the payer was refunded');
    // No answer by the deadline: refunded by the gateway.
    expect(outcomeText(open({ status: 'RESOLVED', outcome: 'REFUNDED' }), t)).toBe('Resolved: the payer was refunded');
  });
});

describe('beyondHold', () => {
  it('is what the hold could not cover, exact to the 3 decimals, and 0 when it covers all', () => {
    expect(beyondHold({ amount: '60000', held: '60000' })).toBe('0');
    expect(beyondHold({ amount: '60000', held: '45000' })).toBe('15000');
    expect(beyondHold({ amount: '12.5', held: '10.125' })).toBe('2.375');
  });
});

describe('complaintAnswerSchema (contracts respondComplaintArgs)', () => {
  it("wants a contest's note, with the server's message", () => {
    expect(errorsOf('CONTEST', { note: '' }).note).toBe(COMPLAINT_MESSAGES.noteRequired);
    expect(errorsOf('CONTEST', { note: '   ' }).note).toBe(COMPLAINT_MESSAGES.noteRequired);
    expect(errorsOf('CONTEST', {}).note).toBe(COMPLAINT_MESSAGES.noteRequired);
  });

  it('takes a note of several lines up to the contracts length, and no other control character', () => {
    expect(errorsOf('CONTEST', { note: 'Delivered on 20/11.\nSigned by the payer.\tSee the file.' })).toEqual({});
    expect(errorsOf('CONTEST', { note: 'x'.repeat(COMPLAINT_NOTE_MAX_LENGTH) })).toEqual({});
    expect(errorsOf('CONTEST', { note: 'x'.repeat(COMPLAINT_NOTE_MAX_LENGTH + 1) }).note).toBe(
      `note must be at most ${COMPLAINT_NOTE_MAX_LENGTH} characters`,
    );
    expect(errorsOf('CONTEST', { note: 'bad\u0007bell' }).note).toBeDefined();
  });

  it('takes the evidence of a contest as optional', () => {
    expect(errorsOf('CONTEST', { note: 'Delivered', evidence_id: null })).toEqual({});
    expect(errorsOf('CONTEST', { note: 'Delivered', evidence_id: 'e1' })).toEqual({});
  });

  it('asks an accept for the code only when totp_config holds refund, and a contest never', () => {
    expect(errorsOf('ACCEPT', { otp: '' }, false)).toEqual({});
    expect(errorsOf('ACCEPT', { otp: '' }, true).otp).toBe('otp is required!');
    expect(errorsOf('ACCEPT', { otp: '123456' }, true)).toEqual({});
    expect(errorsOf('CONTEST', { note: 'Delivered', otp: '' }, true)).toEqual({});
  });
});

describe('evidenceProblem', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });

  it('takes a PNG, a JPEG or a PDF of at most 2 MB', () => {
    expect(evidenceProblem(file('receipt.png', 'image/png'))).toBeUndefined();
    expect(evidenceProblem(file('photo.JPG', 'image/jpeg'))).toBeUndefined();
    expect(evidenceProblem(file('proof.pdf', 'application/pdf', COMPLAINT_EVIDENCE_MAX_BYTES))).toBeUndefined();
    // No type from the browser: its name decides here, its first bytes on the server.
    expect(evidenceProblem(file('proof.pdf', ''))).toBeUndefined();
  });

  it("refuses any other file, or a larger one, with the server's messages", () => {
    expect(evidenceProblem(file('notes.txt', 'text/plain'))).toBe(COMPLAINT_MESSAGES.evidenceType);
    expect(evidenceProblem(file('anim.gif', 'image/gif'))).toBe(COMPLAINT_MESSAGES.evidenceType);
    expect(evidenceProblem(file('archive', ''))).toBe(COMPLAINT_MESSAGES.evidenceType);
    expect(evidenceProblem(file('scan.pdf', 'application/pdf', COMPLAINT_EVIDENCE_MAX_BYTES + 1))).toBe(
      COMPLAINT_MESSAGES.evidenceTooLarge,
    );
    expect(COMPLAINT_MESSAGES.evidenceTooLarge).toBe('The evidence must be at most 2 MB');
  });
});

describe('the evidence file', () => {
  it('downloads from its REST path and shows its size', () => {
    expect(evidenceUrl('6f1c2d3e-0000-4000-8000-000000000001')).toBe(
      '/v1/complaint/evidence/6f1c2d3e-0000-4000-8000-000000000001',
    );
    expect(formatFileSize(312)).toBe('312 B');
    expect(formatFileSize(820 * 1024)).toBe('820 KB');
    expect(formatFileSize(1.4 * 1024 * 1024)).toBe('1.4 MB');
  });
});
