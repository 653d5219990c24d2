import { describe, expect, it } from 'vitest';
import {
  closedDays,
  closedMonths,
  periodKindOf,
  readStatementParams,
  STATEMENT_DAYS_OFFERED,
  STATEMENT_MONTHS_OFFERED,
  statementDownload,
  statementFileUrl,
  statementVariables,
  writeStatementParams,
} from './statementParams';

const HCM = 'Asia/Ho_Chi_Minh';

describe('the statement screen’s choice (issue 30 item 2)', () => {
  it('offers closed periods only, newest first, in the partner’s calendar', () => {
    // 00:30 on 1 December in Hồ Chí Minh City is still 30 November in UTC.
    const now = new Date('2026-11-30T17:30:00Z');
    const months = closedMonths(HCM, now);
    expect(months.slice(0, 3)).toEqual(['2026-11', '2026-10', '2026-09']);
    expect(months).toHaveLength(STATEMENT_MONTHS_OFFERED);
    expect(months.at(-1)).toBe('2024-12');
    const days = closedDays(HCM, now);
    expect(days.slice(0, 2)).toEqual(['2026-11-30', '2026-11-29']);
    expect(days).toHaveLength(STATEMENT_DAYS_OFFERED);
  });

  it('keeps app, currency, chain and a real period in the URL; drops what is not', () => {
    const read = readStatementParams(new URLSearchParams('app=a1&currency=usdt&chain=bsc&period=2026-10'));
    expect(read).toEqual({ app: 'a1', currency: 'USDT', chain: 'bsc', period: '2026-10' });
    expect(readStatementParams(new URLSearchParams('period=2026-13&currency=<x>'))).toEqual({
      app: undefined,
      currency: undefined,
      chain: undefined,
      period: undefined,
    });
    expect(String(writeStatementParams(read, { period: '2026-10-31', chain: undefined }))).toBe(
      'app=a1&currency=USDT&period=2026-10-31',
    );
    expect(periodKindOf('2026-10-31')).toBe('day');
    expect(periodKindOf(undefined)).toBe('month');
  });

  it('asks for VND without a chain, and downloads the same statement it shows', () => {
    const vnd = statementVariables({ app: 'a1', currency: 'VND', chain: 'bsc', period: '2026-10' }, 'PRODUCTION');
    expect(vnd).toEqual({ app_id: 'a1', app_status: 'PRODUCTION', currency: 'VND', chain: null, period: '2026-10' });
    expect(statementFileUrl('pdf', vnd)).toBe(
      '/v1/partner/statement.pdf?app_id=a1&app_status=PRODUCTION&currency=VND&period=2026-10&language=en',
    );
    const token = statementVariables(
      { app: 'a1', currency: 'USDT', chain: 'bsc', period: '2026-10-02' },
      'DEVELOPMENT',
    );
    expect(statementFileUrl('csv', token)).toContain('currency=USDT&chain=bsc&period=2026-10-02');
  });

  it('asks for the PDF in the screens’ language and names the files as the server does (issue 31)', () => {
    const vnd = statementVariables({ app: 'a1', currency: 'VND', period: '2026-10' }, 'PRODUCTION');
    const pdf = statementDownload('pdf', vnd, 'vi');
    expect(new URL(pdf.url, 'http://portal.test').searchParams.get('language')).toBe('vi');
    expect(pdf.fileName).toBe('statement-2026-10-VND.vi.pdf');
    expect(statementDownload('pdf', vnd, 'en')).toEqual({
      url: '/v1/partner/statement.pdf?app_id=a1&app_status=PRODUCTION&currency=VND&period=2026-10&language=en',
      fileName: 'statement-2026-10-VND.pdf',
    });
    // The CSV is a machine format: the same file, and the same name, in every language.
    const token = statementVariables(
      { app: 'a1', currency: 'USDT', chain: 'bsc', period: '2026-10-02' },
      'DEVELOPMENT',
    );
    const csv = statementDownload('csv', token, 'vi');
    expect(csv).toEqual(statementDownload('csv', token, 'en'));
    expect(csv.url).not.toContain('language=');
    expect(csv.fileName).toBe('statement-2026-10-02-USDT-bsc.csv');
    expect(statementDownload('pdf', token, 'vi').fileName).toBe('statement-2026-10-02-USDT-bsc.vi.pdf');
  });
});
