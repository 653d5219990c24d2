import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi.document.js';

// Issue 29 (polish): the document passes Redocly's recommended rules (redocly.yaml at the root),
// linted offline. The CLI runs with a preload that refuses every connection, DNS look-up and fetch
// and says so on stderr: with telemetry on it opens one at every run, so the test proves the
// configuration keeps it off (and the CLI needs nothing else from the network).

const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const temp = mkdtempSync(path.join(tmpdir(), 'paygate-openapi-lint-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const NO_NETWORK = `
import net from 'node:net';
import dns from 'node:dns';
const refuse = (what) => { process.stderr.write('NETWORK ATTEMPT: ' + what + '\\n'); throw new Error('offline: ' + what); };
net.Socket.prototype.connect = function () { refuse('connect'); };
dns.lookup = (host) => refuse('dns ' + host);
globalThis.fetch = async (url) => refuse('fetch ' + url);
`;

type Problem = { ruleId: string; severity: 'error' | 'warn'; location: { pointer: string }[]; message: string };

describe('the OpenAPI document under Redocly', () => {
  it('has no error and no warning but the licence under the recommended rules, with no network', async () => {
    const file = path.join(temp, 'openapi.json');
    // A real host: localhost would only add the no-server-example.com warning of a development build.
    const document = buildOpenApiDocument({ serverUrl: 'https://gateway.paygate.vn', version: '1.0.0' });
    writeFileSync(file, JSON.stringify(document));
    const preload = path.join(temp, 'no-network.mjs');
    writeFileSync(preload, NO_NETWORK);
    const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
    const run = await promisify(execFile)(
      process.execPath,
      ['--import', preload, cli, 'lint', '--config', path.join(ROOT, 'redocly.yaml'), '--format', 'json', file],
      { cwd: temp, env: { ...process.env, NO_COLOR: '1' }, maxBuffer: 16 * 1024 * 1024 },
    ).catch((error: { stdout: string; stderr: string; code: number }) => error);
    expect(run.stderr).not.toContain('NETWORK ATTEMPT');
    const problems = (JSON.parse(run.stdout) as { problems: Problem[] }).problems.map(
      (p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`,
    );
    // The gateway's API has terms, not a software licence: the one warning left, on purpose.
    expect(problems).toEqual(['warn info-license #/info: Info object should contain `license` field.']);
    expect('code' in run ? run.code : 0).toBe(0);
  }, 120_000);
});
