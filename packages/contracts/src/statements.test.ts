import { describe, expect, it } from 'vitest';
import {
  isStatementPeriodClosed,
  latestClosedPeriods,
  parseStatementPeriod,
  STATEMENT_MESSAGES,
  statementPeriodLabel,
  statementRange,
} from './statements.js';
import { statementArgs } from './validation/statements.js';

const HCM = 'Asia/Ho_Chi_Minh';

describe('statement periods (issue 30 item 2)', () => {
  it('reads a real day or month, and nothing else', () => {
    expect(parseStatementPeriod('2026-10')).toEqual({ kind: 'month', year: 2026, month: 10 });
    expect(parseStatementPeriod(' 2024-02-29 ')).toEqual({ kind: 'day', year: 2024, month: 2, day: 29 });
    for (const text of [
      '2025-02-29',
      '2026-13',
      '2026-00',
      '2026-04-31',
      '2026-1',
      '1999-12',
      'October',
      '2026-10-1x',
    ]) {
      expect(parseStatementPeriod(text), text).toBeNull();
    }
    expect(statementPeriodLabel({ kind: 'day', year: 2026, month: 3, day: 7 })).toBe('2026-03-07');
  });

  it("covers the partner's local calendar: from its first midnight up to the next period's", () => {
    const month = statementRange(parseStatementPeriod('2026-12')!, HCM);
    expect([month.from.toISOString(), month.until.toISOString()]).toEqual([
      '2026-11-30T17:00:00.000Z',
      '2026-12-31T17:00:00.000Z',
    ]);
    const lastDay = statementRange(parseStatementPeriod('2026-12-31')!, HCM);
    expect(lastDay.until.toISOString()).toBe('2026-12-31T17:00:00.000Z');
    // A day of 23 hours where the clocks go forward.
    const spring = statementRange(parseStatementPeriod('2026-03-08')!, 'America/New_York');
    expect((spring.until.getTime() - spring.from.getTime()) / 3_600_000).toBe(23);
  });

  it('is closed only once its last instant has passed in the zone', () => {
    const period = parseStatementPeriod('2026-11-26')!;
    expect(isStatementPeriodClosed(period, HCM, new Date('2026-11-26T16:59:59.999Z'))).toBe(false);
    expect(isStatementPeriodClosed(period, HCM, new Date('2026-11-26T17:00:00.000Z'))).toBe(true);
    expect(latestClosedPeriods(HCM, new Date('2026-12-01T00:30:00Z'))).toEqual({ day: '2026-11-30', month: '2026-11' });
    expect(latestClosedPeriods(HCM, new Date('2026-01-01T03:00:00Z'))).toEqual({ day: '2025-12-31', month: '2025-12' });
  });

  it('checks the request once: a period, a currency, an environment', () => {
    const ok = statementArgs.safeParse({
      app_id: 'a',
      app_status: 'PRODUCTION',
      currency: 'usdt',
      chain: 'bsc',
      period: '2026-10',
    });
    expect(ok.success && ok.data).toMatchObject({ currency: 'USDT', period: { kind: 'month', month: 10 } });
    const bad = statementArgs.safeParse({
      app_id: 'a',
      app_status: 'PRODUCTION',
      currency: 'VND',
      period: '2026-02-30',
    });
    expect(bad.error?.issues[0]?.message).toBe(STATEMENT_MESSAGES.periodInvalid);
    const noCurrency = statementArgs.safeParse({
      app_id: 'a',
      app_status: 'PRODUCTION',
      currency: ' ',
      period: '2026-02',
    });
    expect(noCurrency.error?.issues[0]?.message).toBe(STATEMENT_MESSAGES.currencyRequired);
  });

  it('says how many payments are still pending, in the singular too', () => {
    expect(STATEMENT_MESSAGES.pending(1)).toBe(
      '1 payment made in this period is still PENDING: it posts when it finishes, in the period it finishes in.',
    );
    expect(STATEMENT_MESSAGES.pending(3)).toContain('3 payments made in this period are still PENDING: they post');
  });
});
