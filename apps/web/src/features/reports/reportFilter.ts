import type { Dayjs } from 'dayjs';
import { z } from 'zod';

/** The service select of the report filter (spec §2.3), labelled in Vietnamese like the reports. */
export const SERVICE_OPTIONS = [
  { value: 'ALL', label: 'Tất cả' },
  { value: 'PAYMENT_GATEWAY', label: 'Cổng thanh toán' },
  { value: 'TOPUP', label: 'Nạp tiền' },
  { value: 'PAY_ON_BEHALF', label: 'Chi hộ' },
  { value: 'CARD_CHARGING', label: 'Gạch thẻ' },
] as const;
export type Service = (typeof SERVICE_OPTIONS)[number]['value'];

/** Spec §5 Reports: the date range must be an array ('Nhập ngày'). */
export const reportFilter = z.object({
  service: z.enum(SERVICE_OPTIONS.map((o) => o.value) as [Service, ...Service[]]),
  range: z
    .array(z.custom<Dayjs>(), { error: 'Nhập ngày' })
    .length(2, { error: 'Nhập ngày' })
    .nullable()
    .refine((range) => Array.isArray(range), { error: 'Nhập ngày' }),
});
export type ReportFilter = { service: Service; range: Dayjs[] | null };
