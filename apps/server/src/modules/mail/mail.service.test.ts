import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { MailService } from './mail.service.js';
import { resetPasswordMail } from './mail.templates.js';

/** A logger that keeps every line it is given, as JSON text. */
const recordingLog = () => {
  const lines: string[] = [];
  const record = (...args: unknown[]) => {
    lines.push(JSON.stringify(args, (_k, v) => (v instanceof Error ? { message: v.message, stack: v.stack } : v)));
  };
  const log = { info: record, warn: record, error: record, debug: record, trace: record, fatal: record };
  return { lines, log: { ...log, child: () => log } as unknown as FastifyBaseLogger };
};

// No database is touched outside the dev mailbox.
const noDb = undefined as unknown as Db;

describe('MailService in production (issue 11 item 7)', () => {
  it('will not be made without a mail server when the dev mailbox is off', () => {
    expect(
      () => new MailService(noDb, recordingLog().log, { smtpUrl: undefined, from: 'x', devMailbox: false }),
    ).toThrow(/SMTP_URL is required when NODE_ENV=production/);
  });

  it('never writes a token-bearing link to the log, even when the mail server is down', async () => {
    const { lines, log } = recordingLog();
    // Port 9 (discard) is closed here: sending fails, and the failure is logged.
    const mail = new MailService(noDb, log, { smtpUrl: 'smtp://127.0.0.1:9', from: 'x', devMailbox: false });
    const link = 'https://portal.example/reset-password?user_id=u-1&token=SECRET-TOKEN-123';
    await mail.send(resetPasswordMail({ email: 'owner@example.test', name: 'Owner', language: 'en' }, link));
    expect(lines.join('\n')).toMatch(/mail could not be sent/);
    expect(lines.join('\n')).not.toContain('SECRET-TOKEN-123');
    expect(lines.join('\n')).not.toContain('owner@example.test');
  });
});
