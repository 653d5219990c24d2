import { describe, expect, it } from 'vitest';
import { noticeLink } from './noticeLink';

const APP = '11111111-1111-4111-8111-111111111111';

describe('where a notice leads', () => {
  it('leads a failing webhook to the app’s delivery log, its failures shown', () => {
    expect(noticeLink({ kind: 'WEBHOOK_FAILING', app_id: APP })).toEqual({
      leadsTo: 'deliveryLog',
      to: `/apps/${APP}/webhooks?outcome=FAILED`,
    });
    expect(noticeLink({ kind: 'WEBHOOK_FAILING', app_id: null })).toBeUndefined();
  });

  it('leads a complaint, opened or near its deadline, to the app’s transactions that need a response', () => {
    for (const kind of ['COMPLAINT_OPENED', 'COMPLAINT_DEADLINE']) {
      expect(noticeLink({ kind, app_id: APP })).toEqual({
        leadsTo: 'complaints',
        to: `/transaction?app_id=${APP}&needs_response=true`,
      });
    }
    expect(noticeLink({ kind: 'COMPLAINT_OPENED', app_id: null })?.to).toBe('/transaction?needs_response=true');
  });

  it('gives a notice of a kind it does not know no link', () => {
    expect(noticeLink({ kind: 'SOMETHING_ELSE', app_id: APP })).toBeUndefined();
  });
});
