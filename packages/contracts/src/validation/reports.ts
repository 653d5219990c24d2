import { z } from 'zod';
import {
  FEE_REPORT_MESSAGES,
  feeReportRangeIssue,
  REPORT_MESSAGES,
  REPORT_SERVICES,
  reportRangeIssue,
} from '../reports.js';

// PRODUCT §5 "Reports": the web form's filter and the server's report request (issue 30 item 3),
// with the spec's message for a missing range.

export const REPORT_RANGE_REQUIRED = REPORT_MESSAGES.rangeRequired;

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

/**
 * partnerReport's variables and the CSV's query string: a service and the first and last day of
 * the range, both included, at most REPORT_MAX_DAYS days (reportRangeIssue).
 */
export const partnerReportArgs = z
  .object({
    service: z.enum(REPORT_SERVICES, { error: REPORT_MESSAGES.serviceInvalid }),
    from_date: z.string({ error: REPORT_MESSAGES.rangeRequired }),
    to_date: z.string({ error: REPORT_MESSAGES.rangeRequired }),
  })
  .superRefine((args, ctx) => {
    const issue = reportRangeIssue(args.from_date, args.to_date);
    if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
export type PartnerReportArgs = z.infer<typeof partnerReportArgs>;

/** partnerFeeReport's variables and its CSV's query string: two months, both included (feeReportRangeIssue). */
export const partnerFeeReportArgs = z
  .object({
    from_month: z.string({ error: FEE_REPORT_MESSAGES.rangeRequired }),
    to_month: z.string({ error: FEE_REPORT_MESSAGES.rangeRequired }),
  })
  .superRefine((args, ctx) => {
    const issue = feeReportRangeIssue(args.from_month, args.to_month);
    if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
export type PartnerFeeReportArgs = z.infer<typeof partnerFeeReportArgs>;

/**
 * partnerPayoutReport's variables and its CSV's query string: the days of /report's range rule
 * (reportRangeIssue); the screen's page, from 1.
 */
export const partnerPayoutReportArgs = z
  .object({
    from_date: z.string({ error: REPORT_MESSAGES.rangeRequired }),
    to_date: z.string({ error: REPORT_MESSAGES.rangeRequired }),
    page: z.number().int().min(1).max(100_000).default(1),
  })
  .superRefine((args, ctx) => {
    const issue = reportRangeIssue(args.from_date, args.to_date);
    if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
export type PartnerPayoutReportArgs = z.infer<typeof partnerPayoutReportArgs>;
