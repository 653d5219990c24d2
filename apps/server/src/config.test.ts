import { describe, expect, it } from 'vitest';
import { loadConfig, loadServerConfig } from './config.js';

// Issue 11 item 7: without a mail server, production would have only the log to put links in.
describe('mail in production', () => {
  it('refuses to serve in production without SMTP_URL, saying what to set', () => {
    expect(() => loadServerConfig({ NODE_ENV: 'production' })).toThrow(
      /^Invalid configuration:\nSMTP_URL is required when NODE_ENV=production/,
    );
    expect(() => loadServerConfig({ NODE_ENV: 'production', SMTP_URL: '' })).toThrow(/SMTP_URL is required/);
  });

  it('serves in production with SMTP_URL, and outside production with the dev mailbox', () => {
    const prod = loadServerConfig({ NODE_ENV: 'production', SMTP_URL: 'smtps://u:p@smtp.example.com:465' });
    expect(prod).toMatchObject({ isProduction: true, smtpUrl: 'smtps://u:p@smtp.example.com:465', devRoutes: false });
    expect(loadServerConfig({ NODE_ENV: 'development' })).toMatchObject({ smtpUrl: undefined, devRoutes: true });
    expect(loadServerConfig({})).toMatchObject({ isProduction: false, devRoutes: true });
  });

  it('lets the operator CLI, which sends no mail, read a production configuration without SMTP_URL', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ isProduction: true, smtpUrl: undefined });
  });
});
