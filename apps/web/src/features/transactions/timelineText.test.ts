import { type MessageDescriptor, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { timelineLine } from './timelineText';

// The words in English, as the portal renders them without a catalogue.
const en = setupI18n({ locale: 'en', messages: { en: {} } });
const t = (descriptor: MessageDescriptor) => en._(descriptor);

describe('timelineLine', () => {
  it('says who asked for a refund, how much and why', () => {
    expect(
      timelineLine(
        {
          kind: 'REFUND_REQUESTED',
          actor: 'MEMBER',
          actor_name: 'Olivia Owner',
          amount: '30000',
          note: 'One item returned',
        },
        'VND',
        t,
      ),
    ).toEqual({
      title: 'Refund of 30,000 VND requested by Olivia Owner',
      detail: 'Reason: One item returned',
      tone: 'blue',
    });
    expect(timelineLine({ kind: 'REFUND_REQUESTED', actor: 'APP', amount: '60000' }, 'VND', t).title).toBe(
      "Refund of 60,000 VND requested by the app's server (gateway API)",
    );
  });

  it("writes a webhook attempt with the app server's answer, a refused one in red with its error", () => {
    expect(
      timelineLine(
        {
          kind: 'WEBHOOK',
          actor: 'GATEWAY',
          webhook_type: 'payment.succeeded',
          attempt: 1,
          status_code: 200,
          success: true,
        },
        'VND',
        t,
      ),
    ).toEqual({ title: 'Webhook payment.succeeded: accepted, HTTP 200', tone: 'green' });
    expect(
      timelineLine(
        {
          kind: 'WEBHOOK',
          actor: 'GATEWAY',
          webhook_type: 'refund.failed',
          attempt: 3,
          status_code: null,
          success: false,
          note: 'connect ECONNREFUSED',
        },
        'VND',
        t,
      ),
    ).toEqual({
      title: 'Webhook refund.failed (attempt 3): not accepted, no answer',
      detail: 'connect ECONNREFUSED',
      tone: 'red',
    });
  });

  it('tells a payer’s payment from a payout, and a failure with its reason', () => {
    expect(timelineLine({ kind: 'PAID', actor: 'PAYER' }, 'VND', t).title).toBe('Paid by the payer');
    expect(timelineLine({ kind: 'PAID', actor: 'GATEWAY' }, 'VND', t).title).toBe('Completed by the bank or chain');
    expect(timelineLine({ kind: 'FAILED', actor: 'GATEWAY', note: 'Declined' }, 'VND', t)).toEqual({
      title: 'Failed',
      detail: 'Declined',
      tone: 'red',
    });
    expect(timelineLine({ kind: 'CREATED', actor: 'MEMBER', actor_name: 'Olivia Owner' }, 'VND', t).title).toBe(
      'Created by Olivia Owner',
    );
  });
});
