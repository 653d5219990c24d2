import { FEE_REPORT_CSV_COLUMNS, REPORT_CSV_COLUMNS, type ReportRow } from '@paygate/contracts';
import { CSV_EOL } from '../../lib/http/csv.js';
import type { FeeReport } from './fees.js';
import type { PartnerReport } from './reports.service.js';

// /report's CSV (issue 30 item 3): the table's rows as the screen shows them, one per day and
// service, then a total line. Every value is a date, a service code or a number: nothing to quote.

const line = (values: (string | number)[]) => values.join(',') + CSV_EOL;

export const reportCsv = (report: PartnerReport): string =>
  line([...REPORT_CSV_COLUMNS]) +
  report.rows
    .map((r: ReportRow) => line([r.date, r.service, r.total_payment, r.total_success, r.total_failed, r.revenue]))
    .join('') +
  line(['total', report.service, report.total_payment, report.total_success, report.total_failed, report.revenue]);

/**
 * The fee report's CSV: its rows, then one `total` line per currency (a method is a code, a
 * currency and chain are codes: nothing to quote).
 */
export const feeReportCsv = (report: FeeReport): string =>
  line([...FEE_REPORT_CSV_COLUMNS]) +
  report.rows
    .map((r) => line([r.month, r.method, r.currency, r.chain ?? '', r.charges, r.charged, r.returned, r.net]))
    .join('') +
  report.totals
    .map((t) => line(['total', '', t.currency, t.chain ?? '', t.charges, t.charged, t.returned, t.net]))
    .join('');
