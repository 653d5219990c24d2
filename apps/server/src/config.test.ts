import { describe, expect, it } from 'vitest';
import { loadConfig, loadServerConfig } from './config.js';

const SECRET = 'a-shared-signing-secret-of-48-characters-0123456';

// Issue 11 item 7: without a mail server, production would have only the log to put links in.
describe('mail in production', () => {
  it('refuses to serve in production without SMTP_URL, saying what to set', () => {
    expect(() => loadServerConfig({ NODE_ENV: 'production' })).toThrow(
      /^Invalid configuration:\nSMTP_URL is required when NODE_ENV=production/,
    );
    expect(() => loadServerConfig({ NODE_ENV: 'production', SMTP_URL: '' })).toThrow(/SMTP_URL is required/);
  });

  it('serves in production with SMTP_URL, and outside production with the dev mailbox', () => {
    const prod = loadServerConfig({
      NODE_ENV: 'production',
      SMTP_URL: 'smtps://u:p@smtp.example.com:465',
      JWT_SECRET: SECRET,
    });
    expect(prod).toMatchObject({ isProduction: true, smtpUrl: 'smtps://u:p@smtp.example.com:465', devRoutes: false });
    expect(loadServerConfig({ NODE_ENV: 'development' })).toMatchObject({ smtpUrl: undefined, devRoutes: true });
    expect(loadServerConfig({})).toMatchObject({ isProduction: false, devRoutes: true });
  });

  it('lets the operator CLI, which sends no mail, read a production configuration without SMTP_URL', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ isProduction: true, smtpUrl: undefined });
  });
});

// Issue #13: every instance signs sessions with the operator's one key.
describe('JWT_SECRET in production', () => {
  it('refuses to serve in production without it, saying what to set', () => {
    const smtp = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:25' };
    expect(() => loadServerConfig(smtp)).toThrow(
      /^Invalid configuration:\nJWT_SECRET is required when NODE_ENV=production/,
    );
    expect(() => loadServerConfig({ ...smtp, JWT_SECRET: '' })).toThrow(/JWT_SECRET is required/);
    expect(() => loadServerConfig({ ...smtp, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32/);
    // Both missing: both named at once.
    expect(() => loadServerConfig({ NODE_ENV: 'production' })).toThrow(
      /SMTP_URL is required[\s\S]*JWT_SECRET is required/,
    );
    expect(loadServerConfig({ ...smtp, JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
  });

  it('is optional outside production, where the generated key in the database is shared', () => {
    expect(loadServerConfig({ NODE_ENV: 'development' }).jwtSecret).toBeUndefined();
  });
});

describe('metrics and shutdown settings', () => {
  it('reads METRICS_PORT and the shutdown bounds, with defaults', () => {
    expect(loadConfig({})).toMatchObject({
      metricsPort: undefined,
      shutdownDelaySeconds: 0,
      shutdownTimeoutSeconds: 25,
    });
    expect(
      loadConfig({ METRICS_PORT: '9464', SHUTDOWN_DELAY_SECONDS: '5', SHUTDOWN_TIMEOUT_SECONDS: '30' }),
    ).toMatchObject({ metricsPort: 9464, shutdownDelaySeconds: 5, shutdownTimeoutSeconds: 30 });
    expect(() => loadConfig({ METRICS_PORT: 'x' })).toThrow(/METRICS_PORT/);
  });
});

// Issue 26 item 5: the audit checkpoints' key, folder and interval (docs/adr/0024).
describe('audit checkpoint settings', () => {
  it('keeps checkpoints under DATA_DIR every 5 minutes unless told otherwise, with no key of its own', () => {
    expect(loadConfig({ DATA_DIR: '/srv/paygate' })).toMatchObject({
      auditCheckpointKey: undefined,
      auditCheckpointDir: '/srv/paygate/audit-checkpoints',
      auditCheckpointSeconds: 300,
    });
    const key = 'k'.repeat(32);
    expect(
      loadConfig({ AUDIT_CHECKPOINT_KEY: key, AUDIT_CHECKPOINT_DIR: '/mnt/audit', AUDIT_CHECKPOINT_SECONDS: '60' }),
    ).toMatchObject({ auditCheckpointKey: key, auditCheckpointDir: '/mnt/audit', auditCheckpointSeconds: 60 });
  });

  it('refuses a short key or an interval out of range, naming the variable', () => {
    expect(() => loadConfig({ AUDIT_CHECKPOINT_KEY: 'short' })).toThrow(/AUDIT_CHECKPOINT_KEY must be at least 32/);
    expect(() => loadConfig({ AUDIT_CHECKPOINT_SECONDS: '1' })).toThrow(/AUDIT_CHECKPOINT_SECONDS/);
  });

  it('starts in production without a key (the server warns and writes no checkpoints)', () => {
    const prod = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:25', JWT_SECRET: SECRET };
    expect(loadServerConfig(prod).auditCheckpointKey).toBeUndefined();
  });
});

// Issue 27 item 7: logs printed for a person, and the demo history written after ready, in development only.
describe('development', () => {
  it('is development by default, not in test or production', () => {
    expect(loadConfig({})).toMatchObject({ isDevelopment: true });
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ isDevelopment: false });
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ isDevelopment: false });
  });
});
