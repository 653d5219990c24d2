import { i18n, type MessageDescriptor } from '@lingui/core';
import { SEARCH_QUERY_TOO_LONG } from '@paygate/contracts';
import { describe, expect, it } from 'vitest';
import {
  isSearchable,
  localNotice,
  lockedNotice,
  type SearchHit,
  searchHitDetail,
  searchTarget,
} from './searchTargets';

// English with no catalogue: the messages carry their English (issue 31).
i18n.loadAndActivate({ locale: 'en', messages: {} });
const t = (descriptor: MessageDescriptor) => i18n._(descriptor);

const hit = (over: Partial<SearchHit>): SearchHit => ({
  kind: 'payment',
  id: 'id-1',
  title: 'T',
  matched: null,
  status: null,
  amount: null,
  refunded_amount: null,
  currency: null,
  app_id: null,
  app_name: null,
  email: null,
  ...over,
});

describe('searchTarget', () => {
  it('opens each kind on its screen', () => {
    expect(searchTarget(hit({ kind: 'payment', id: 'p1' }))).toEqual({
      path: '/transaction?payment_id=p1',
      state: { openPayment: 'p1' },
    });
    expect(searchTarget(hit({ kind: 'app', id: 'a1' }))).toEqual({ path: '/apps?app=a1' });
    expect(searchTarget(hit({ kind: 'channel', id: 'c1', app_id: 'a1' }))).toEqual({ path: '/channels/a1?channel=c1' });
    expect(searchTarget(hit({ kind: 'member', id: 'm1' }))).toEqual({ path: '/users?member=m1' });
  });
});

describe('searchHitDetail', () => {
  it('describes a payment, naming the identifier when it is not the transaction id', () => {
    const payment = hit({ amount: '150000', currency: 'VND', status: 'SUCCESS', app_name: 'Shop' });
    expect(searchHitDetail({ ...payment, matched: 'transaction_id' }, t)).toBe('150,000 VND · SUCCESS · Shop');
    expect(searchHitDetail({ ...payment, matched: 'pay_id' }, t)).toBe(
      '150,000 VND · SUCCESS · Shop · matched by pay id',
    );
    // A payer and a memo (issue 28 item 17), whole or by their start or end.
    expect(searchHitDetail({ ...payment, matched: 'user_id' }, t)).toBe(
      '150,000 VND · SUCCESS · Shop · matched by user ID',
    );
    expect(searchHitDetail({ ...payment, matched: 'pay_memo' }, t)).toBe(
      '150,000 VND · SUCCESS · Shop · matched by memo',
    );
  });

  it('says what refunds took back, and when a refund’s transaction id found the payment (PRODUCT §11)', () => {
    const payment = hit({ amount: '150000', currency: 'VND', status: 'SUCCESS', app_name: 'Shop' });
    expect(searchHitDetail({ ...payment, refunded_amount: '0' }, t)).toBe('150,000 VND · SUCCESS · Shop');
    expect(searchHitDetail({ ...payment, status: 'REFUNDED', refunded_amount: '150000' }, t)).toBe(
      '150,000 VND · REFUNDED · refunded 150,000 VND · Shop',
    );
    expect(searchHitDetail({ ...payment, refunded_amount: '25000', matched: 'refund_transaction_id' }, t)).toBe(
      '150,000 VND · SUCCESS · refunded 25,000 VND · Shop · matched by refund transaction id',
    );
  });

  it('describes members and channels', () => {
    expect(searchHitDetail(hit({ kind: 'member', email: 'a@b.test', status: 'ADMIN' }), t)).toBe('a@b.test · ADMIN');
    expect(searchHitDetail(hit({ kind: 'channel', app_name: 'Shop' }), t)).toBe('in Shop');
  });
});

describe('what the box sends', () => {
  it('sends text, not an empty search, a bare status or one over the limit', () => {
    expect(isSearchable('ORDER-1')).toBe(true);
    expect(isSearchable('  ')).toBe(false);
    expect(isSearchable('txn:')).toBe(false);
    expect(isSearchable('status:FAILED')).toBe(false);
    expect(isSearchable('x'.repeat(201))).toBe(false);
    expect(localNotice('x'.repeat(1024))).toEqual({ kind: 'error', text: SEARCH_QUERY_TOO_LONG });
  });

  it('offers the list of a status typed alone', () => {
    expect(localNotice('status:failed')).toEqual({
      kind: 'status-only',
      status: 'FAILED',
      path: '/transaction?statuses=FAILED',
    });
  });

  it('explains the kinds that need the code', () => {
    expect(lockedNotice([], t)).toBeUndefined();
    expect(lockedNotice(['payment', 'member'], t)).toBe(
      "Enter today's two-factor code on the dashboard to search transactions and members",
    );
  });
});
