import { z } from 'zod';
import { AUDIT_ACTION_NAMES, AUDIT_RANGE_ORDER_MESSAGE, type AuditAction } from '../audit.js';
import { fill } from '../i18n/message.js';
import { AUDIT_MAX_PAGE_SIZE, AUDIT_PAGE_SIZE } from '../limits.js';
import { DATE_TIME_INVALID } from './common.js';

// The audit list's filter and page (issue #15 item 1). Apart from the action catalogue in
// ../audit.ts, which the web bundles: a module with zod schemas at its top level brings zod into
// every chunk that imports any of its exports (the /audit screen's budget).

const instant = z.date({ error: DATE_TIME_INVALID });
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: fill(/*i18n*/ 'At most {max} characters', { max }) })
    .transform((v) => v || undefined)
    .nullish();

/** The list's filter, as the screen keeps it in the URL and the CSV export takes it. */
export const auditFilterInput = z
  .object({
    actor_id: text(64),
    action: z
      .enum(AUDIT_ACTION_NAMES as [AuditAction, ...AuditAction[]], { error: /*i18n*/ 'Unknown action' })
      .nullish(),
    target: text(200),
    from_date: instant.nullish(),
    to_date: instant.nullish(),
  })
  .refine((v) => !v.from_date || !v.to_date || v.to_date > v.from_date, {
    path: ['to_date'],
    error: AUDIT_RANGE_ORDER_MESSAGE,
  })
  .transform((v) => ({
    actorId: v.actor_id ?? undefined,
    action: v.action ?? undefined,
    target: v.target ?? undefined,
    from: v.from_date ?? undefined,
    to: v.to_date ?? undefined,
  }));
export type AuditFilter = z.output<typeof auditFilterInput>;

export const auditPageInput = z.object({
  offset: z.number().int().min(0, { error: /*i18n*/ 'offset must not be negative' }).max(1_000_000).nullish(),
  limit: z
    .number()
    .int()
    .min(1, { error: /*i18n*/ 'limit must be at least 1' })
    .max(AUDIT_MAX_PAGE_SIZE, { error: fill(/*i18n*/ 'limit must be at most {max}', { max: AUDIT_MAX_PAGE_SIZE }) })
    .nullish(),
});
export const auditPage = (v: z.output<typeof auditPageInput>) => ({
  offset: v.offset ?? 0,
  limit: v.limit ?? AUDIT_PAGE_SIZE,
});
