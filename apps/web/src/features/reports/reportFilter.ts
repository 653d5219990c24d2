import { REPORT_MAX_DAYS, REPORT_MESSAGES, REPORT_SERVICES, reportFilterInput } from '@paygate/contracts';
import { z } from 'zod';
import type { Dayjs } from '../../lib/dayjs';
import { SERVICE_LABELS } from './reportParams';

export const SERVICE_OPTIONS = REPORT_SERVICES.map((value) => ({ value, label: SERVICE_LABELS[value] }));

/**
 * PRODUCT §5 Reports: the date range must be an array ('Nhập ngày', from contracts), and no longer
 * than the server answers (issue 30 item 3).
 */
export const reportFilter = reportFilterInput(z.custom<Dayjs>()).refine(
  ({ range }) => range?.length !== 2 || (range[1] as Dayjs).diff(range[0] as Dayjs, 'day') < REPORT_MAX_DAYS,
  { path: ['range'], error: REPORT_MESSAGES.rangeTooLong },
);
export type ReportFilter = z.input<typeof reportFilter>;
