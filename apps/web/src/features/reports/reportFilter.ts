import { REPORT_SERVICES, type ReportService, reportFilterInput } from '@paygate/contracts';
import type { Dayjs } from 'dayjs';
import { z } from 'zod';

/** The service select's labels (PRODUCT §2.3), in Vietnamese like the reports. */
const SERVICE_LABELS: Record<ReportService, string> = {
  ALL: 'Tất cả',
  PAYMENT_GATEWAY: 'Cổng thanh toán',
  TOPUP: 'Nạp tiền',
  PAY_ON_BEHALF: 'Chi hộ',
  CARD_CHARGING: 'Gạch thẻ',
};
export const SERVICE_OPTIONS = REPORT_SERVICES.map((value) => ({ value, label: SERVICE_LABELS[value] }));

/** PRODUCT §5 Reports: the date range must be an array ('Nhập ngày', from contracts). */
export const reportFilter = reportFilterInput(z.custom<Dayjs>());
export type ReportFilter = z.input<typeof reportFilter>;
