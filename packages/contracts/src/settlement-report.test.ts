import { sha1 as nobleSha1 } from '@noble/hashes/legacy.js';
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { readSettlementReport, SETTLEMENT_REPORT_COLUMNS, settlementChecksumLine } from './settlement-report.js';
import { gatewayHash, hashInput } from './signing.js';
import { settlementReportQuery } from './validation/settlement-report.js';

const sha256 = (text: string) => bytesToHex(nobleSha256(utf8ToBytes(text)));
const sha1 = (text: string) => bytesToHex(nobleSha1(utf8ToBytes(text)));
const HEADER = `${SETTLEMENT_REPORT_COLUMNS.join(',')}\r\n`;
const LINE =
  'PAYMENT,p-1,"ORDER-1",,,ATM_CARD,SUCCESS,VND,,100000,1000,99000,2026-12-05T09:00:00+07:00,2026-12-05T09:01:00+07:00,\r\n';
const file = (body: string) => `${body}${settlementChecksumLine(body.split('\r\n').length - 2, sha256(body))}\r\n`;

describe('readSettlementReport', () => {
  it('accepts a file whose last line counts its lines and hashes every byte before it', () => {
    expect(readSettlementReport(file(HEADER + LINE + LINE))).toEqual({
      ok: true,
      rows: 2,
      sha256: sha256(HEADER + LINE + LINE),
      body: HEADER + LINE + LINE,
    });
    // A day without settlements: the header, and the checksum of it.
    expect(readSettlementReport(file(HEADER))).toMatchObject({ ok: true, rows: 0 });
  });

  it('refuses a file cut short, changed, or with a line count that lies', () => {
    const whole = file(HEADER + LINE);
    expect(readSettlementReport(whole.slice(0, -10))).toEqual({ ok: false, reason: 'no checksum line' });
    expect(readSettlementReport(whole.replace('100000', '900000'))).toEqual({ ok: false, reason: 'SHA-256 differs' });
    expect(readSettlementReport(whole.replace('checksum,1,', 'checksum,2,'))).toEqual({
      ok: false,
      reason: 'line count differs',
    });
    // A line dropped with the checksum recomputed is a different file: its checksum is its own.
    expect(readSettlementReport(file(HEADER))).not.toEqual(readSettlementReport(whole));
  });
});

describe('the signed request', () => {
  it('hashes app_id, date and environment in this order, an absent environment empty', () => {
    expect(hashInput('settlementReport', { app_id: 'a', date: '2026-12-05' }, 's')).toBe('a:2026-12-05::s');
    expect(gatewayHash('settlementReport', { app_id: 'a', date: '2026-12-05', environment: 'DEVELOPMENT' }, 's')).toBe(
      sha1('a:2026-12-05:DEVELOPMENT:s'),
    );
  });

  it('takes a real calendar day only, and an environment of the two', () => {
    const problems = (query: Record<string, unknown>) => {
      const parsed = settlementReportQuery.safeParse({ app_id: 'a', hash: 'h', ...query });
      return parsed.success ? undefined : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(problems({ date: '2026-12-05' })).toBeUndefined();
    expect(problems({ date: '2026-12-05', environment: '' })).toBeUndefined();
    expect(problems({ date: '2026-02-30' })).toEqual([['date', 'date must be a day: YYYY-MM-DD']]);
    expect(problems({ date: '2026-12' })).toEqual([['date', 'date must be a day: YYYY-MM-DD']]);
    expect(problems({ date: '' })).toEqual([['date', 'date is required']]);
    expect(problems({ date: '2026-12-05', environment: 'LIVE' })).toEqual([
      ['environment', 'environment must be PRODUCTION or DEVELOPMENT'],
    ]);
  });
});
