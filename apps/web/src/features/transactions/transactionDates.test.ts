import { EXPORT_RANGE_MESSAGE as EXPORT_LIMIT_MESSAGE } from '@paygate/contracts';
import { describe, expect, it } from 'vitest';
import dayjs from '../../lib/dayjs';
import {
  defaultExportRange,
  exportFileName,
  exportRangeError,
  exportStreamUrl,
  exportVariables,
  filterDateFloor,
  isBeforeFloor,
} from './transactionDates';
import { EMPTY_FILTERS } from './transactionSearch';

const day = (text: string) => dayjs(text);

describe('export rules (PRODUCT §5, §7.1)', () => {
  it("allows 30 days and refuses more with 'Can not export transaction more than 30 days'", () => {
    expect(EXPORT_LIMIT_MESSAGE).toBe('Can not export transaction more than 30 days');
    expect(exportRangeError(day('2026-11-01T00:00'), day('2026-11-30T23:59'))).toBeUndefined();
    expect(exportRangeError(day('2026-11-01T00:00'), day('2026-12-01T00:00'))).toBe(EXPORT_LIMIT_MESSAGE);
    expect(exportRangeError(day('2026-11-05T10:00'), day('2026-11-05T11:00'))).toBeUndefined();
  });

  it('drops empty-array filters and sends the dates as YYYYMMDD', () => {
    const variables = exportVariables(
      { ...EMPTY_FILTERS, statuses: ['SUCCESS'], types: [], pay_memo: ' ', app_id: 'app-store', needs_response: true },
      day('2026-11-01T00:00'),
      day('2026-11-21T23:59'),
      'PRODUCTION',
    );
    expect(variables).toEqual({
      from_date: '20261101',
      to_date: '20261121',
      statuses: ['SUCCESS'],
      app_id: 'app-store',
      needs_response: true,
      app_status: 'PRODUCTION',
    });
    expect('banks' in variables).toBe(false);
    expect('types' in variables).toBe(false);
  });

  it('refuses a range that ends before it starts', () => {
    expect(exportRangeError(day('2026-11-02'), day('2026-11-01'))).toBe('to_date must not be before from_date');
  });

  it('builds the streamed download with the same variables, lists repeated', () => {
    expect(
      exportStreamUrl({
        from_date: '20261101',
        to_date: '20261110',
        statuses: ['SUCCESS', 'FAILED'],
        app_status: 'PRODUCTION',
      }),
    ).toBe(
      '/v1/partner/payments/export.csv?language=en&from_date=20261101&to_date=20261110&statuses=SUCCESS&statuses=FAILED&app_status=PRODUCTION',
    );
    // The headers' language goes with it: the link cannot send the portal's Accept-Language.
    expect(exportStreamUrl({ from_date: '20261101', to_date: '20261110' }, 'vi')).toBe(
      '/v1/partner/payments/export.csv?language=vi&from_date=20261101&to_date=20261110',
    );
  });

  it('saves the file as transaction-{from}-{to}.csv', () => {
    expect(exportFileName(day('2026-11-01'), day('2026-11-21'))).toBe('transaction-20261101-20261121.csv');
    // Vietnamese headers say so in the name (issue 31); the spec's name stays the English file's.
    expect(exportFileName(day('2026-11-01'), day('2026-11-21'), 'vi')).toBe('transaction-20261101-20261121.vi.csv');
  });
});

describe('the filter date floor (PRODUCT §5, §9)', () => {
  it('is the start of the month three months ago', () => {
    const now = day('2026-11-22T10:00');
    expect(filterDateFloor(now).format('YYYY-MM-DD HH:mm')).toBe('2026-08-01 00:00');
    expect(isBeforeFloor(day('2026-07-31T23:59'), now)).toBe(true);
    expect(isBeforeFloor(day('2026-08-01T00:00'), now)).toBe(false);
    expect(filterDateFloor(day('2026-02-15')).format('YYYY-MM-DD')).toBe('2025-11-01');
  });
});

describe("the export's default range is the partner's days (the server reads YYYYMMDD in the partner's zone)", () => {
  // 22:30 UTC on 24 November is already 05:30 on 25 November in Ho Chi Minh City.
  const lateEvening = new Date('2026-11-24T22:30:00Z');

  it("ends on the partner's today, not the browser's", () => {
    const [from, to] = defaultExportRange('Asia/Ho_Chi_Minh', lateEvening);
    expect(exportFileName(from, to)).toBe('transaction-20261119-20261125.csv');
    expect(exportRangeError(from, to)).toBeUndefined();
  });
});
