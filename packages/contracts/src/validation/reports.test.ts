import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { REPORT_RANGE_REQUIRED, reportFilterInput } from './reports.js';

const filter = reportFilterInput(z.date());

describe('reportFilterInput', () => {
  it('accepts a service and two dates', () => {
    expect(filter.safeParse({ service: 'TOPUP', range: [new Date(), new Date()] }).success).toBe(true);
  });

  it("refuses anything but two dates with the spec's 'Nhập ngày'", () => {
    for (const range of [null, undefined, [], [new Date()], 'x']) {
      const result = filter.safeParse({ service: 'ALL', range });
      expect(result.error?.issues[0]?.message).toBe(REPORT_RANGE_REQUIRED);
    }
  });
});
