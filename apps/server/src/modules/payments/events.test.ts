import { describe, expect, it } from 'vitest';
import { complaintMessageId, eventJobOf, paymentMessageId, refundMessageId } from './events.js';

// A delivery log row names its event by webhook-id alone; Resend must re-send that very event:
// the payment's own, a refund's or a complaint's moment, and nothing for an id it did not make.
describe('eventJobOf', () => {
  const payment = { id: '0b9f2a3c-4d5e-4f60-8a71-92b3c4d5e6f7', appId: 'app-1' };
  const other = '9a7b6c5d-4e3f-4a2b-8c1d-0e9f8a7b6c5d';

  it('reads back the payment’s own event, a refund’s and a complaint’s moments', () => {
    expect(eventJobOf(payment, paymentMessageId(payment.id, 'SUCCESS'))).toMatchObject({
      status: 'SUCCESS',
      resend: true,
    });
    expect(eventJobOf(payment, refundMessageId(other, 'FAILED'))).toMatchObject({ refundId: other, resend: true });
    expect(eventJobOf(payment, complaintMessageId(other, 'opened'))).toMatchObject({
      complaintId: other,
      complaintEvent: 'opened',
      resend: true,
    });
    expect(eventJobOf(payment, complaintMessageId(other, 'resolved'))).toMatchObject({ complaintEvent: 'resolved' });
  });

  it('makes nothing of an id it would not make', () => {
    expect(eventJobOf(payment, `msg_${other.replaceAll('-', '')}_complaint_decided`)).toBeUndefined();
    expect(eventJobOf(payment, `msg_${other.replaceAll('-', '').toUpperCase()}_complaint_opened`)).toBeUndefined();
    expect(eventJobOf(payment, 'msg_x_complaint_opened')).toBeUndefined();
  });
});
