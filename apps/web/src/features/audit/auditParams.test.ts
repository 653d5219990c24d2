import { AUDIT_PAGE_SIZE } from '@paygate/contracts';
import { describe, expect, it } from 'vitest';
import {
  auditExportDownload,
  auditExportUrl,
  auditPageVariables,
  pagerTotal,
  readAuditParams,
  writeAuditParams,
} from './auditParams';

describe('audit list URL', () => {
  it('reads the filters and page, leaving out what is malformed', () => {
    const params = readAuditParams(
      new URLSearchParams('actor=u1&action=app.created&target=%20Shop%20&from=2026-11-01&to=nope&page=3'),
    );
    expect(params).toEqual({ actor: 'u1', action: 'app.created', target: 'Shop', from: '2026-11-01', page: 3 });
    expect(readAuditParams(new URLSearchParams('action=drop%20table&page=-2'))).toEqual({ page: 1 });
  });

  it('goes back to page 1 when a filter changes, and keeps the page when only the page does', () => {
    const current = readAuditParams(new URLSearchParams('action=auth.login&page=4'));
    expect(writeAuditParams(current, { target: 'app-1' }).toString()).toBe('action=auth.login&target=app-1');
    expect(writeAuditParams(current, { page: 5 }).toString()).toBe('action=auth.login&page=5');
  });

  it('turns days into the instants the API takes and pages by the page size', () => {
    const vars = auditPageVariables({ from: '2026-11-01', to: '2026-11-01', page: 2 });
    expect(new Date(vars.to_date ?? '').getTime() - new Date(vars.from_date ?? '').getTime()).toBe(86_400_000);
    expect(vars).toMatchObject({ offset: AUDIT_PAGE_SIZE, limit: AUDIT_PAGE_SIZE });
  });

  it('exports the current filter, not the page', () => {
    expect(auditExportUrl({ action: 'app.created', page: 3 })).toBe(
      '/v1/partner/audit/export.csv?language=en&action=app.created',
    );
    expect(auditExportUrl({ page: 1 })).toBe('/v1/partner/audit/export.csv?language=en');
  });

  it('asks for the headers in the screens’ language and saves the file under the server’s name (issue 31)', () => {
    const vi = auditExportDownload({ action: 'app.created', page: 2 }, 'vi');
    expect(new URL(vi.url, 'http://portal.test').searchParams.get('language')).toBe('vi');
    expect(vi.url).toBe('/v1/partner/audit/export.csv?language=vi&action=app.created');
    expect(vi.fileName).toBe('audit-log.vi.csv');
    expect(auditExportDownload({ page: 1 }, 'en')).toEqual({
      url: '/v1/partner/audit/export.csv?language=en',
      fileName: 'audit-log.csv',
    });
    expect(auditExportDownload({ page: 1 }).fileName).toBe('audit-log.csv');
  });

  it('offers one more page only when the server says another follows', () => {
    expect(pagerTotal(1, 5, false)).toBe(5);
    expect(pagerTotal(2, AUDIT_PAGE_SIZE, true)).toBe(3 * AUDIT_PAGE_SIZE);
  });
});
