import { type MessageDescriptor, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { changeRows } from './AuditEntryDrawer';
import { actorText as writeActor } from './auditRow';

// English with no catalogue: the compiled messages carry their English.
const i18n = setupI18n();
i18n.loadAndActivate({ locale: 'en', messages: {} });
const actorText = (row: Parameters<typeof writeActor>[0]) =>
  writeActor(row, (descriptor: MessageDescriptor) => i18n._(descriptor));

describe('an audit entry as the screen shows it', () => {
  it('lists each changed field with its before and after, in the stored order', () => {
    expect(
      changeRows({ name: { before: 'Old', after: 'New' }, app_secret: { before: '[redacted]', after: '[redacted]' } }),
    ).toEqual([
      { field: 'name', before: 'Old', after: 'New' },
      { field: 'app_secret', before: '[redacted]', after: '[redacted]' },
    ]);
    expect(changeRows(null)).toEqual([]);
    expect(changeRows('not an object')).toEqual([]);
  });

  it('shows a refund’s amounts as money in its currency (PRODUCT §11)', () => {
    const refund = {
      payment_id: { after: 'p-1' },
      amount: { after: '125000' },
      fee_returned: { after: '0' },
      currency: { after: 'VND' },
      reason: { after: 'Goods returned' },
      outcome: { after: 'PENDING' },
    };
    expect(changeRows(refund)).toEqual([
      { field: 'payment_id', before: undefined, after: 'p-1' },
      { field: 'amount', before: undefined, after: '125,000 VND' },
      { field: 'fee_returned', before: undefined, after: '0 VND' },
      { field: 'currency', before: undefined, after: 'VND' },
      { field: 'reason', before: undefined, after: 'Goods returned' },
      { field: 'outcome', before: undefined, after: 'PENDING' },
    ]);
    expect(changeRows({ amount: { after: '2.25' }, currency: { after: 'USDT' } })[0]?.after).toBe('2.250 USDT');
    // Without a currency an amount stays as written.
    expect(changeRows({ amount: { after: '5' } })[0]?.after).toBe('5');
  });

  it('names the actor: a member by name and e-mail, the operator and the server by what they are', () => {
    expect(actorText({ actor_type: 'USER', actor_name: 'Olivia Owner', actor_email: 'owner@demo.test' })).toBe(
      'Olivia Owner · owner@demo.test',
    );
    expect(actorText({ actor_type: 'OPERATOR', actor_name: null, actor_email: null })).toBe('Operator (CLI)');
    expect(actorText({ actor_type: 'SYSTEM', actor_name: null, actor_email: null })).toBe('System');
  });
});
