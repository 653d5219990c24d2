import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerFor, loggerOptions, safeUrl } from './logger.js';

describe('safeUrl', () => {
  it('masks the activation token in the path', () => {
    expect(safeUrl('/active/abc.def')).toBe('/active/[redacted]');
  });

  it('masks secret query values and keeps the others', () => {
    expect(safeUrl('/reset-password?user_id=42&token=s3cret')).toBe('/reset-password?user_id=42&token=%5Bredacted%5D');
  });

  it('leaves ordinary URLs alone', () => {
    expect(safeUrl('/transaction?page=2&limit=20')).toBe('/transaction?page=2&limit=20');
  });
});

describe('card numbers in logs (PCI DSS 3.4.1)', () => {
  const capture = () => {
    const lines: string[] = [];
    const log = pino(loggerOptions('info'), { write: (line: string) => lines.push(line) });
    return { log, text: () => lines.join('') };
  };

  it('masks them in account fields, messages, arguments, errors and URLs', () => {
    const { log, text } = capture();
    log.info({ body: { payee_account: '9704361234567891', amount: 100000 } }, 'cash-out');
    log.info({ account_number: '9704 3612 3456 7891', accountNumber: '4111111111111111' }, 'lookup');
    log.warn('payout to %s failed', '9704361234567891');
    log.error({
      err: Object.assign(new Error('insert failed: params 9704361234567891'), { params: ['4111111111111111'] }),
    });
    expect(safeUrl('/v1/x?card=9704361234567891')).toBe('/v1/x?card=970436******7891');
    const out = text();
    for (const card of ['9704361234567891', '3612 3456', '4111111111111111']) expect(out).not.toContain(card);
    expect(out).toContain('970436******7891');
    expect(out).toContain('411111******1111');
    // Short account numbers stay readable; other secrets stay redacted.
    log.info({ body: { payee_account: '0011001234', otp: '123456' } });
    expect(text()).toContain('"payee_account":"0011001234"');
    expect(text()).toContain('"otp":"[redacted]"');
  });
});

describe('loggerFor', () => {
  it('writes JSON lines outside development, and prints for a person in development', async () => {
    expect((await loggerFor('info', false)).stream).toBeUndefined();
    expect((await loggerFor('info', true)).stream).toBeDefined();
  });
});
