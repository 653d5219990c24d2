import { setupI18n } from '@lingui/core';
import { isSavedViewQuery } from '@paygate/contracts';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  isBareSearch,
  listVariables,
  parseTransactionSearch,
  type TransactionSearch,
  toTransactionSearch,
  transactionsEmptyText,
  viewQuery,
} from './transactionSearch';

const parse = (query: string) => parseTransactionSearch(new URLSearchParams(query));
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const emptyText = (filters: Parameters<typeof transactionsEmptyText>[0]) => i18n._(transactionsEmptyText(filters));

describe('the transaction list state in the URL (PRODUCT §9)', () => {
  it('defaults to page 1, limit 20, offset 0 and no filters', () => {
    expect(parse('')).toEqual({ filters: EMPTY_FILTERS, page: 1, limit: 20, offset: 0 });
    expect(toTransactionSearch(parse('')).toString()).toBe('page=1&limit=20&offset=0');
  });

  it('round-trips every allPayment filter with page, limit and offset', () => {
    const search: TransactionSearch = {
      filters: {
        from_date: '2026-11-01T00:00:00.000Z',
        to_date: '2026-11-21T16:59:00.000Z',
        statuses: ['SUCCESS', 'IN_COMPLAIN'],
        banks: ['VCB', 'USDT'],
        types: ['ATM_CARD', 'CRYPTO'],
        transaction_id: 'order-42',
        payment_id: '5d3c…',
        pay_id: 'PAY-1',
        payment_user_id: 'customer-7',
        app_id: 'app-store',
        pay_memo: 'memo text',
        va_account_name: 'NGUYEN VAN AN',
        va_account_no: '9704360001',
        ebill_account_name: 'TRAN THI B',
        ebill_account_no: '0011001234567',
      },
      page: 3,
      limit: 50,
      offset: 100,
    };
    const query = toTransactionSearch(search).toString();
    expect(query).toContain('statuses=SUCCESS&statuses=IN_COMPLAIN');
    expect(query).toContain('page=3&limit=50&offset=100');
    expect(parse(query)).toEqual(search);
  });

  it('keeps only the page sizes 10, 20, 30 and 50', () => {
    for (const size of [10, 20, 30, 50]) expect(parse(`limit=${size}`).limit).toBe(size);
    expect(parse('limit=25').limit).toBe(20);
    expect(parse('limit=1000').limit).toBe(20);
    expect(parse('limit=-10').limit).toBe(20);
  });

  it('computes the offset from page and limit, and lands an offset-only link on its page', () => {
    expect(parse('page=4&limit=30')).toMatchObject({ page: 4, limit: 30, offset: 90 });
    expect(parse('offset=45&limit=20')).toMatchObject({ page: 3, offset: 40 });
    expect(parse('page=0&offset=20')).toMatchObject({ page: 2, offset: 20 });
    expect(parse('page=abc')).toMatchObject({ page: 1, offset: 0 });
  });

  it('drops unknown statuses, blank values, duplicates and dates that are not dates', () => {
    const { filters } = parse(
      'statuses=SUCCESS&statuses=BOGUS&statuses=SUCCESS&banks=%20&transaction_id=%20%20&from_date=yesterday',
    );
    expect(filters).toEqual({ statuses: ['SUCCESS'], banks: [], types: [] });
  });

  it('sends allPayment only the filters that are set, with offset, limit and the environment', () => {
    const search = parse('statuses=FAILED&transaction_id=order-1&page=2&limit=10');
    expect(listVariables(search, 'DEVELOPMENT')).toEqual({
      statuses: ['FAILED'],
      transaction_id: 'order-1',
      offset: 10,
      limit: 10,
      app_status: 'DEVELOPMENT',
    });
    expect(activeFilterCount(search.filters)).toBe(2);
  });

  it('keeps Needs a response as needs_response=true and sends allPayment needs_response: true', () => {
    const search = parse('statuses=IN_COMPLAIN&needs_response=true');
    expect(search.filters).toEqual({ ...EMPTY_FILTERS, statuses: ['IN_COMPLAIN'], needs_response: true });
    expect(toTransactionSearch(search).toString()).toBe(
      'statuses=IN_COMPLAIN&needs_response=true&page=1&limit=20&offset=0',
    );
    expect(listVariables(search, 'PRODUCTION')).toEqual({
      statuses: ['IN_COMPLAIN'],
      needs_response: true,
      offset: 0,
      limit: 20,
      app_status: 'PRODUCTION',
    });
    expect(activeFilterCount(search.filters)).toBe(2);
    expect(emptyText(parse('needs_response=true').filters)).toBe('No transactions match these filters');
  });

  it('reads needs_response only as true: any other value is no filter', () => {
    for (const query of ['needs_response=false', 'needs_response=1', 'needs_response=', 'needs_response=TRUE']) {
      expect(parse(query).filters, query).toEqual(EMPTY_FILTERS);
      expect(listVariables(parse(query), 'PRODUCTION'), query).not.toHaveProperty('needs_response');
    }
    expect(toTransactionSearch(parse('needs_response=false')).toString()).toBe('page=1&limit=20&offset=0');
  });
});

describe('the empty list (issue 12 item 10)', () => {
  it("says 'No transactions yet' without a filter, and names the filters with one", () => {
    expect(emptyText(EMPTY_FILTERS)).toBe('No transactions yet');
    expect(emptyText(parse('').filters)).toBe('No transactions yet');
    expect(emptyText(parse('statuses=SUCCESS').filters)).toBe('No transactions match these filters');
    expect(emptyText(parse('from_date=2026-01-01T00:00:00.000Z').filters)).toBe('No transactions match these filters');
  });
});

describe('saved views (issue #15 item 3)', () => {
  it('keep the filters and page size, never the page, and open on page 1', () => {
    const search = parse('statuses=FAILED&statuses=PENDING&pay_memo=Order 42&page=4&limit=50&offset=150');
    const query = viewQuery(search);
    expect(query).toBe('statuses=FAILED&statuses=PENDING&pay_memo=Order+42&limit=50');
    expect(isSavedViewQuery(query)).toBe(true);
    const opened = parse(query);
    expect(opened.filters).toEqual(search.filters);
    expect([opened.page, opened.limit, opened.offset]).toEqual([1, 50, 0]);
  });

  it('keep Needs a response', () => {
    const query = viewQuery(parse('needs_response=true&page=2'));
    expect(query).toBe('needs_response=true&limit=20');
    expect(isSavedViewQuery(query)).toBe(true);
    expect(parse(query).filters.needs_response).toBe(true);
  });

  it('a default view applies only to the list opened with nothing in its address', () => {
    expect(isBareSearch('')).toBe(true);
    expect(isBareSearch('?')).toBe(true);
    expect(isBareSearch('?page=1&limit=20&offset=0')).toBe(false);
    expect(isBareSearch('?statuses=FAILED')).toBe(false);
  });
});
