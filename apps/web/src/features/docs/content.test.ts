import { GATEWAY_QUERY_FIELDS, HASH_FIELDS, PAYMENT_STATUSES, WEBHOOK_EVENT_TYPES } from '@paygate/contracts';
import { describe, expect, it } from 'vitest';
import apiPaygate from './content/api-paygate.md?raw';
import webhook from './content/webhook.md?raw';

// The gateway documentation states rules the contracts hold: each signed call's hash order, each
// query field and each payment status must be on its pages, as the code has them (issue 29, polish).

describe('the gateway documentation pages', () => {
  it('give the hash order of every signed call, payment APIs and money calls, as the gateway checks it', () => {
    const text = apiPaygate;
    for (const [api, fields] of Object.entries(HASH_FIELDS)) {
      expect({ api, documented: text.includes(`\`${[...fields, 'app_secret'].join(':')}\``) }).toEqual({
        api,
        documented: true,
      });
      expect(text).toContain(`\`${api}\``);
    }
  });

  it('name every query field of a payment request and every payment status', () => {
    const text = apiPaygate;
    for (const field of GATEWAY_QUERY_FIELDS) expect(text).toContain(`| \`${field}\``);
    for (const status of PAYMENT_STATUSES) expect(text).toContain(`| \`${status}\``);
  });

  it('list every webhook event type, in the webhook page’s table and the gateway page (issue 29 item 4)', () => {
    for (const type of WEBHOOK_EVENT_TYPES) {
      expect(webhook).toContain(`| \`${type}\``);
      expect(apiPaygate).toContain(`\`${type}\``);
    }
    for (const field of ['type', 'created_at', 'test', 'refund']) expect(webhook).toContain(`| \`${field}\``);
  });
});
