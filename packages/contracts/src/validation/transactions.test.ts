import { describe, expect, it } from 'vitest';
import { fieldErrors } from './common.js';
import {
  dropEmptyFilters,
  EXPORT_RANGE_MESSAGE,
  exportDayCount,
  exportRangeInput,
  parseCompactDate,
} from './transactions.js';

const errors = (input: unknown) => {
  const r = exportRangeInput.safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
};

describe('export range', () => {
  it('reads YYYYMMDD and refuses dates that do not exist', () => {
    expect(parseCompactDate('20261122')).toEqual({ year: 2026, month: 11, day: 22 });
    expect(parseCompactDate('20260230')).toBeNull();
    expect(parseCompactDate('2026-11-22')).toBeNull();
    expect(errors({ from_date: '2026-11-01', to_date: '20261102' })).toEqual({ from_date: 'Dates must be YYYYMMDD' });
  });

  it('allows 30 calendar days, both ends included, and refuses 31', () => {
    expect(exportDayCount('20261101', '20261130')).toBe(30);
    expect(errors({ from_date: '20261101', to_date: '20261130' })).toEqual({});
    expect(errors({ from_date: '20261101', to_date: '20261201' })).toEqual({ to_date: EXPORT_RANGE_MESSAGE });
    expect(EXPORT_RANGE_MESSAGE).toBe('Can not export transaction more than 30 days');
    // Across a month and a year end.
    expect(exportDayCount('20261215', '20270113')).toBe(30);
    expect(errors({ from_date: '20261122', to_date: '20261121' })).toEqual({
      to_date: 'to_date must not be before from_date',
    });
  });

  it('drops empty-array filters and keeps the others', () => {
    expect(dropEmptyFilters({ banks: [], statuses: ['SUCCESS'], pay_id: undefined, app_id: 'a' })).toEqual({
      statuses: ['SUCCESS'],
      app_id: 'a',
    });
  });
});
