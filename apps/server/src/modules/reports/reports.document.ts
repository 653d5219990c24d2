import { REPORT_CSV_COLUMNS, type ReportRow } from '@paygate/contracts';
import { CSV_EOL } from '../../lib/http/csv.js';
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
