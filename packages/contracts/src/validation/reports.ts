import { z } from 'zod';

// PRODUCT §5 "Reports". The reports call no server (PRODUCT §1), so only the web form parses this;
// its message is the spec's and lives with the others.

export const REPORT_RANGE_REQUIRED = 'Nhập ngày';
export const REPORT_SERVICES = ['ALL', 'PAYMENT_GATEWAY', 'TOPUP', 'PAY_ON_BEHALF', 'CARD_CHARGING'] as const;
export type ReportService = (typeof REPORT_SERVICES)[number];

/**
 * The report filter: a service and a range of two dates ('Nhập ngày' otherwise). `date` is the
 * date picker's own type (the web app's Dayjs), which contracts do not know.
 */
export const reportFilterInput = <D>(date: z.ZodType<D>) =>
  z.object({
    service: z.enum(REPORT_SERVICES),
    range: z
      .array(date, { error: REPORT_RANGE_REQUIRED })
      .length(2, { error: REPORT_RANGE_REQUIRED })
      .nullable()
      .refine((range) => Array.isArray(range), { error: REPORT_RANGE_REQUIRED }),
  });
