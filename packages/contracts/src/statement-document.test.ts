import { describe, expect, it } from 'vitest';
import { auditExportFileName } from './csv-headers.js';
import { STATEMENT_DOCUMENT, statementColumnCurrency, statementFileName } from './statement-document.js';

describe('the downloads in the reader’s language (issue 31)', () => {
  it('names a Vietnamese PDF and audit CSV so; the statement’s CSV, a machine format, never', () => {
    const vnd = { period: '2026-10', currency: 'VND', chain: null };
    const usdt = { period: '2026-10-31', currency: 'USDT', chain: 'bsc' };
    expect(statementFileName(vnd, 'pdf')).toBe('statement-2026-10-VND.pdf');
    expect(statementFileName(vnd, 'pdf', 'vi')).toBe('statement-2026-10-VND.vi.pdf');
    expect(statementFileName(usdt, 'csv', 'vi')).toBe('statement-2026-10-31-USDT-bsc.csv');
    expect(statementFileName(usdt, 'pdf', 'en')).toBe('statement-2026-10-31-USDT-bsc.pdf');
    expect(auditExportFileName()).toBe('audit-log.csv');
    expect(auditExportFileName('vi')).toBe('audit-log.vi.csv');
  });

  it('heads a Vietnamese table’s đồng column (VNĐ), as the reports do; a token as it is', () => {
    expect(statementColumnCurrency('VND', null)).toBe('VND');
    expect(statementColumnCurrency('VND', null, 'vi')).toBe('VNĐ');
    expect(statementColumnCurrency('USDT', 'bsc', 'vi')).toBe('USDT (bsc)');
    expect(STATEMENT_DOCUMENT.creditsIn('VND')).toBe('Credits (VND)');
    expect(STATEMENT_DOCUMENT.page(2, 3)).toBe('Page 2 of 3');
  });
});
