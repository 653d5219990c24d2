import { z } from 'zod';
import { fill } from '../i18n/message.js';
import { WEBHOOK_LOG_MAX_PAGE_SIZE, WEBHOOK_LOG_PAGE_SIZE, WEBHOOK_RETENTION_DAYS } from '../limits.js';
import { DATE_TIME_INVALID } from './common.js';

// The webhook delivery log (issue #14 item 3): its filters and the bulk resend's range. Dates are
// instants (GraphQL DateTime); the portal turns the days it shows into them in the browser.

export const WEBHOOK_OUTCOMES = ['SUCCESS', 'FAILED'] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

export const WEBHOOK_RANGE_ORDER_MESSAGE = /*i18n*/ 'to_date must be after from_date';
export const WEBHOOK_RESEND_RANGE_MESSAGE = fill(/*i18n*/ 'Resend covers at most the {days} days the log keeps', {
  days: WEBHOOK_RETENTION_DAYS,
});

const DAY_MS = 86_400_000;
const APP_ID_MESSAGE = /*i18n*/ 'app_id is required';
const appId = z.string({ error: APP_ID_MESSAGE }).trim().min(1, { error: APP_ID_MESSAGE }).max(64);
const instant = z.date({ error: DATE_TIME_INVALID });

export const webhookDeliveriesInput = z
  .object({
    app_id: appId,
    outcome: z.enum(WEBHOOK_OUTCOMES).nullish(),
    from_date: instant.nullish(),
    to_date: instant.nullish(),
    offset: z.number().int().min(0, { error: /*i18n*/ 'offset must not be negative' }).max(1_000_000).nullish(),
    limit: z
      .number()
      .int()
      .min(1, { error: /*i18n*/ 'limit must be at least 1' })
      .max(WEBHOOK_LOG_MAX_PAGE_SIZE, {
        error: fill(/*i18n*/ 'limit must be at most {max}', { max: WEBHOOK_LOG_MAX_PAGE_SIZE }),
      })
      .nullish(),
  })
  .refine((v) => !v.from_date || !v.to_date || v.to_date > v.from_date, {
    path: ['to_date'],
    error: WEBHOOK_RANGE_ORDER_MESSAGE,
  })
  .transform((v) => ({
    appId: v.app_id,
    outcome: v.outcome ?? undefined,
    from: v.from_date ?? undefined,
    to: v.to_date ?? undefined,
    offset: v.offset ?? 0,
    limit: v.limit ?? WEBHOOK_LOG_PAGE_SIZE,
  }));
export type WebhookDeliveriesFilter = z.output<typeof webhookDeliveriesInput>;

/** The bulk resend's range: required, ordered, and within what the log still holds. */
export const webhookResendRangeInput = z
  .object({ app_id: appId, from_date: instant, to_date: instant })
  .superRefine(({ from_date, to_date }, ctx) => {
    if (to_date <= from_date) ctx.addIssue({ code: 'custom', path: ['to_date'], message: WEBHOOK_RANGE_ORDER_MESSAGE });
    else if (to_date.getTime() - from_date.getTime() > (WEBHOOK_RETENTION_DAYS + 1) * DAY_MS)
      ctx.addIssue({ code: 'custom', path: ['from_date'], message: WEBHOOK_RESEND_RANGE_MESSAGE });
  })
  .transform((v) => ({ appId: v.app_id, from: v.from_date, to: v.to_date }));
export type WebhookResendRange = z.output<typeof webhookResendRangeInput>;
