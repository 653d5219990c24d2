import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { devCheckpointKeyPath, loadCheckpointKey } from './audit.checkpoint.js';

// Where the checkpoint key comes from (docs/adr/0024): configuration, a development key file, or nowhere.
const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'checkpoint-key-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the audit checkpoint key', () => {
  it('is AUDIT_CHECKPOINT_KEY when set, and then no key file is made', () => {
    const dir = dataDir();
    const key = 'configured-checkpoint-key-0123456789abcdef';
    const config = loadConfig({ DATA_DIR: dir, AUDIT_CHECKPOINT_KEY: key, NODE_ENV: 'production' });
    expect(loadCheckpointKey(config, { create: true })).toBe(key);
    expect(existsSync(devCheckpointKeyPath(dir))).toBe(false);
  });

  it('is a random key file under DATA_DIR outside production, readable by its owner only, made once', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir, NODE_ENV: 'development' });
    // The CLI never makes one: it has signed nothing.
    expect(loadCheckpointKey(config, { create: false })).toBeUndefined();
    const made = loadCheckpointKey(config, { create: true });
    expect(made).toMatch(/^[\w-]{43}$/);
    expect(statSync(devCheckpointKeyPath(dir)).mode & 0o777).toBe(0o600);
    expect(loadCheckpointKey(config, { create: true })).toBe(made);
    expect(loadCheckpointKey(config, { create: false })).toBe(made);
  });

  it('is none in production without AUDIT_CHECKPOINT_KEY: no file is made there', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' });
    expect(loadCheckpointKey(config, { create: true })).toBeUndefined();
    expect(existsSync(devCheckpointKeyPath(dir))).toBe(false);
  });
});
