import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LIVE_PAYMENTS_PATH } from '@paygate/contracts';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES, loadServerConfig } from '../src/config.js';
import { REPO_ROOT } from '../src/lib/paths.js';

// Issue #13 item 2: Docker cannot run on our machines, so the deployment files are held to the
// code statically: compose.yaml parses, names only services it defines, passes each portal only
// variables config.ts reads (and enough of them to start in production); the nginx config it
// mounts exists and streams the SSE path unbuffered; the Dockerfile is multi-stage, installs
// production dependencies only in its final stage, runs as a non-root user and has a HEALTHCHECK.

type Service = {
  image?: string;
  build?: unknown;
  environment?: Record<string, string | number | boolean> | string[];
  depends_on?: Record<string, unknown> | string[];
  volumes?: string[];
  healthcheck?: { test?: string[] | string };
  stop_grace_period?: string;
};
type Compose = { services: Record<string, Service>; volumes?: Record<string, unknown> };

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');
// Compose files use YAML merge keys (`<<: *portal`), which YAML 1.2 leaves to the reader.
const compose = parse(read('compose.yaml'), { merge: true }) as Compose;
const services = compose.services;
const portals = Object.entries(services).filter(([, s]) => s.build !== undefined || s.image?.startsWith('paygate'));

const environmentOf = (service: Service): Record<string, string> =>
  Array.isArray(service.environment)
    ? Object.fromEntries(service.environment.map((e) => [e.split('=')[0], e.split('=').slice(1).join('=')]))
    : Object.fromEntries(Object.entries(service.environment ?? {}).map(([k, v]) => [k, String(v)]));

/** Compose's interpolation, with a sample value for each variable the operator must set. */
const interpolate = (value: string, sample: Record<string, string>) =>
  value.replace(/\$\{([A-Z_][A-Z0-9_]*)(?::?([-?])([^}]*))?\}/g, (_m, name: string, op?: string, rest?: string) => {
    if (sample[name] !== undefined) return sample[name];
    if (op === '-') return rest ?? '';
    throw new Error(`${name} has no default and no sample value`);
  });

describe('compose.yaml', () => {
  it('runs two portal instances, PostgreSQL 16, Redis 7 and nginx', () => {
    expect(portals.map(([name]) => name).sort()).toEqual(['portal-1', 'portal-2']);
    expect(services.postgres?.image).toMatch(/^postgres:16(\.|-|$)/);
    expect(services.redis?.image).toMatch(/^redis:7(\.|-|$)/);
    expect(services.lb?.image).toMatch(/^nginx:/);
  });

  it('names only services it defines, and only volumes it declares', () => {
    for (const [name, service] of Object.entries(services)) {
      const deps = Array.isArray(service.depends_on) ? service.depends_on : Object.keys(service.depends_on ?? {});
      for (const dep of deps) expect(Object.keys(services), `${name} depends on ${dep}`).toContain(dep);
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0] ?? '';
        if (source.startsWith('.') || source.startsWith('/')) {
          expect(existsSync(path.join(REPO_ROOT, source)), `${name} mounts ${source}`).toBe(true);
        } else {
          expect(Object.keys(compose.volumes ?? {}), `${name} uses volume ${source}`).toContain(source);
        }
      }
    }
    // The hosts the portals reach are services of this file.
    const env = environmentOf(services['portal-1'] as Service);
    const databaseHost = new URL((env.DATABASE_URL ?? '').replace(/\$\{[^}]*\}/g, 'x')).hostname;
    expect(Object.keys(services)).toContain(databaseHost);
    expect(Object.keys(services)).toContain(new URL(env.REDIS_URL ?? '').hostname);
  });

  it('passes each portal only variables config.ts reads, enough to start in production, the same on both', () => {
    const [first, second] = portals.map(([, s]) => environmentOf(s));
    expect(second).toEqual(first);
    const env = first as Record<string, string>;
    for (const name of Object.keys(env)) expect(CONFIG_VARIABLES, `config.ts does not read ${name}`).toContain(name);
    expect(env).toMatchObject({ NODE_ENV: 'production', TRUST_PROXY: '1' });
    // Secrets come from the operator's .env and are required (compose stops with the message).
    expect(env.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/);
    expect(env.SMTP_URL).toMatch(/^\$\{SMTP_URL:\?/);
    expect(env.AUDIT_CHECKPOINT_KEY).toMatch(/^\$\{AUDIT_CHECKPOINT_KEY:\?/);
    const sample = {
      POSTGRES_PASSWORD: 'pw',
      JWT_SECRET: 'a-shared-signing-secret-of-48-characters-0123456',
      SMTP_URL: 'smtp://mail.example.com:25',
      AUDIT_CHECKPOINT_KEY: 'an-audit-checkpoint-key-of-48-characters-0123456',
    };
    const resolved = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, interpolate(v, sample)]));
    const config = loadServerConfig(resolved);
    expect(config).toMatchObject({
      isProduction: true,
      databaseUrl: 'postgres://paygate:pw@postgres:5432/paygate',
      redisUrl: 'redis://redis:6379',
      trustProxy: true,
      metricsPort: 9464,
      auditCheckpointKey: sample.AUDIT_CHECKPOINT_KEY,
    });
    // Both portals write the checkpoints to one mounted volume (the job runs on either; ADR 0024).
    for (const [, portal] of portals) {
      expect(portal.volumes ?? []).toContain(`audit-checkpoints:${config.auditCheckpointDir}`);
    }
    // Compose waits longer than the instance's own shutdown bound before it kills it.
    const grace = Number.parseInt(String(portals[0]?.[1].stop_grace_period), 10);
    expect(grace).toBeGreaterThan(config.shutdownDelaySeconds + config.shutdownTimeoutSeconds);
    // Without JWT_SECRET, the server would refuse to start: compose must never pass it empty.
    expect(() => loadServerConfig({ ...resolved, JWT_SECRET: '' })).toThrow(/JWT_SECRET is required/);
  });

  it('gives each portal a readiness health check, and postgres and redis their own', () => {
    for (const [, portal] of portals) expect(JSON.stringify(portal.healthcheck?.test)).toContain('/readyz');
    expect(JSON.stringify(services.postgres?.healthcheck?.test)).toContain('pg_isready');
    expect(JSON.stringify(services.redis?.healthcheck?.test)).toContain('ping');
  });
});

describe('deploy/nginx.conf', () => {
  const lb = services.lb as Service;
  const mount = (lb.volumes ?? []).find((v) => v.includes('/etc/nginx/'));
  const source = mount?.split(':')[0] ?? '';
  const conf = existsSync(path.join(REPO_ROOT, source)) ? read(source) : '';

  /** The body of `location <match> { … }`, braces balanced. */
  const location = (match: string) => {
    const start = conf.indexOf(`location ${match} {`);
    if (start < 0) return undefined;
    let depth = 0;
    for (let i = conf.indexOf('{', start); i < conf.length; i++) {
      if (conf[i] === '{') depth++;
      if (conf[i] === '}' && --depth === 0) return conf.slice(start, i + 1);
    }
    return undefined;
  };

  it('is the file compose.yaml mounts', () => {
    expect(source).toBe('./deploy/nginx.conf');
    expect(conf).toContain('upstream portal');
  });

  it('balances over exactly the portal services, on the port they listen on', () => {
    const upstreams = [...conf.matchAll(/^\s*server\s+([\w.-]+):(\d+)/gm)].map((m) => `${m[1]}:${m[2]}`);
    const expected = portals.map(([name, s]) => `${name}:${environmentOf(s).PORT}`);
    expect(upstreams.sort()).toEqual(expected.sort());
  });

  it.each(['/v1/partner/crypto/exchange-rate', LIVE_PAYMENTS_PATH])(
    'streams the SSE path %s unbuffered, without a short read timeout',
    (ssePath) => {
      const sse = location(`= ${ssePath}`);
      expect(sse, 'a location for the SSE path').toBeDefined();
      expect(sse).toMatch(/proxy_buffering\s+off;/);
      expect(sse).toMatch(/proxy_pass\s+http:\/\/portal;/);
      expect(sse).toMatch(/proxy_read_timeout\s+\d+h;/);
      // HTTP/1.1 to the instances (chunked streaming, keep-alive), set for every location.
      expect(conf).toMatch(/proxy_http_version\s+1\.1;/);
    },
  );

  it('never retries a request that reached an instance unless it is idempotent, and hides /metrics', () => {
    expect(conf).not.toMatch(/proxy_next_upstream[^;]*non_idempotent/);
    expect(location('= /metrics')).toMatch(/return\s+404;/);
  });
});

describe('Dockerfile', () => {
  const text = read('Dockerfile').replace(/\\\n/g, ' ');
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const stages: { name: string; lines: string[] }[] = [];
  for (const line of lines) {
    const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) stages.push({ name: from[1] ?? String(stages.length), lines: [] });
    else stages.at(-1)?.lines.push(line);
  }
  const final = stages.at(-1) as { name: string; lines: string[] };

  it('has a build stage and a final stage that takes only built files from it', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(stages[0]?.lines.some((l) => /^RUN npm run build\b/.test(l))).toBe(true);
    const fromStages = final.lines.flatMap((l) => /--from=(\S+)/.exec(l)?.[1] ?? []);
    expect(fromStages.length).toBeGreaterThan(0);
    for (const name of fromStages) expect(stages.map((s) => s.name)).toContain(name);
  });

  it('installs production dependencies only in the final stage (npm ci --omit=dev)', () => {
    const installs = final.lines.filter((l) => /^RUN .*npm ci\b/.test(l));
    expect(installs.length).toBe(1);
    expect(installs[0]).toContain('--omit=dev');
    expect(final.lines.some((l) => /npm (install|i)\b/.test(l))).toBe(false);
  });

  it('runs as a non-root user, with a HEALTHCHECK and the bundled server as its command', () => {
    const user = final.lines.filter((l) => l.startsWith('USER ')).at(-1);
    expect(user).toBeDefined();
    expect(user?.split(/\s+/)[1]).not.toMatch(/^(root|0)(:|$)/);
    const health = final.lines.find((l) => l.startsWith('HEALTHCHECK '));
    expect(health).toMatch(/\/healthz/);
    expect(final.lines.find((l) => l.startsWith('CMD '))).toContain('apps/server/dist/main.js');
    expect(final.lines.find((l) => l.startsWith('STOPSIGNAL '))).toBe('STOPSIGNAL SIGTERM');
  });

  it('copies from the build context only files that exist', () => {
    for (const line of lines.filter((l) => l.startsWith('COPY ') && !l.includes('--from='))) {
      const parts = line.split(/\s+/).slice(1);
      for (const source of parts.slice(0, -1)) {
        if (source === '.') continue;
        expect(existsSync(path.join(REPO_ROOT, source)), `COPY ${source}`).toBe(true);
      }
    }
  });

  it('leaves local state and dependencies out of the build context', () => {
    const ignore = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', 'data', '.env', '.git']) expect(ignore).toContain(entry);
  });
});
