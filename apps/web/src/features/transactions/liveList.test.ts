import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { isLiveList, newPaymentsText } from './liveList';
import { EMPTY_FILTERS } from './transactionSearch';

const NOW = Date.parse('2026-11-25T10:00:00Z');
const search = (page: number, to_date?: string) => ({
  page,
  filters: { ...EMPTY_FILTERS, ...(to_date ? { to_date } : {}) },
});

describe('isLiveList', () => {
  it('follows the first page without an end date', () => {
    expect(isLiveList(search(1), NOW)).toBe(true);
  });

  it('follows the first page whose end date is now or ahead', () => {
    expect(isLiveList(search(1, '2026-11-25T10:00:00Z'), NOW)).toBe(true);
    expect(isLiveList(search(1, '2026-11-25T23:59:59Z'), NOW)).toBe(true);
  });

  it('stays still with an end date in the past', () => {
    expect(isLiveList(search(1, '2026-11-25T09:59:59Z'), NOW)).toBe(false);
  });

  it('stays still on any later page', () => {
    expect(isLiveList(search(2), NOW)).toBe(false);
    expect(isLiveList(search(3, '2026-12-01T00:00:00Z'), NOW)).toBe(false);
  });

  it('stays still with an unreadable end date', () => {
    expect(isLiveList(search(1, 'tomorrow'), NOW)).toBe(false);
  });
});

describe('newPaymentsText', () => {
  it('says one payment in the singular and more in the plural', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(i18n._(newPaymentsText(1))).toBe('1 new payment');
    expect(i18n._(newPaymentsText(4))).toBe('4 new payments');
  });
});
