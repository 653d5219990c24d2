import { execFile } from 'node:child_process';
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { asc, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { auditHeads, auditLog } from '../src/db/schema.js';
import { startAdminSocket } from '../src/modules/admin/index.js';
import { type AuditRow, auditHash, OPERATOR, recordAuditAlone, verifyAuditChain } from '../src/modules/audit/index.js';
import { CREATE_INVITE, JOIN_PARTNER, login, loginToken, newActiveUser } from './support/account.js';
import { cashIn, newOwnerWithApp } from './support/money.js';
import { newPartnerWorkspace } from './support/payments.js';
import { errorCode, type TestServer, useTestServer } from './support/server.js';

// Issue #15 item 1: the audit log. Actions recorded with their transaction, secrets never stored,
// the chain intact under a burst, tampering found, the table append-only, and the list only for
// OWNER and ADMIN of the partner itself.

// Each test registers from its own client address: the per-address registration budget is not shared.
// Checkpoints (ADR 0024) go to a folder of this file's own, signed with a key from configuration.
const CHECKPOINT_KEY = 'audit-checkpoint-key-of-the-test-0123456789';
const checkpointDir = mkdtempSync(path.join(os.tmpdir(), 'pg-audit-checkpoints-'));
const server = useTestServer({
  env: { TRUST_PROXY: '1', AUDIT_CHECKPOINT_KEY: CHECKPOINT_KEY, AUDIT_CHECKPOINT_DIR: checkpointDir },
});
let addresses = 0;
const nextAddress = () => `10.15.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;
const workspace = (s: TestServer, label: string) => newPartnerWorkspace(s, label, { from: nextAddress() });

const AUDIT_LOG = `query($actor_id: ID, $action: String, $target: String, $from_date: DateTime, $to_date: DateTime, $offset: Int, $limit: Int) {
  auditLog(actor_id: $actor_id, action: $action, target: $target, from_date: $from_date, to_date: $to_date, offset: $offset, limit: $limit) {
    has_more
    data { id seq created_time actor_type actor_id actor_name actor_email session_id action target_type target_id target_label changes ip user_agent hash prev_hash }
  } }`;
const AUDIT_ENTRY = `query($id: ID!) { auditEntry(id: $id) { id action } }`;
const AUDIT_ACTORS = `query { auditActors { id name email } }`;
const CREATE_SOURCE = `mutation($name: String!) { createSource(name: $name) { id name } }`;
const UPDATE_APP = `mutation($app_id: ID!, $webhook_url: String, $name: String) { updateApp(app_id: $app_id, webhook_url: $webhook_url, name: $name) { id } }`;
const ROTATE = `mutation($app_id: ID!) { rotateAppSecret(app_id: $app_id, grace: ONE_HOUR) { app_secret } }`;

type Entry = {
  id: string;
  seq: string;
  actor_type: string;
  actor_id: string | null;
  actor_email: string | null;
  session_id: string | null;
  action: string;
  target_id: string | null;
  target_label: string | null;
  changes: Record<string, { before: unknown; after: unknown }> | null;
  ip: string | null;
  user_agent: string | null;
  hash: string;
  prev_hash: string | null;
};
type Options = { token: string; headers: Record<string, string> };

const auditOf = async (s: TestServer, options: Options, filter: Record<string, unknown> = {}) => {
  const res = await s.gql<{ auditLog: { has_more: boolean; data: Entry[] } }>(AUDIT_LOG, filter, options);
  expect(res.errors).toBeUndefined();
  return res.data!.auditLog;
};

/** Every stored byte of a partner's log, as text: what must never hold a secret. */
const rawLog = async (s: TestServer, partnerId: string) => {
  const rows = await s.database.db.select().from(auditLog).where(eq(auditLog.partnerId, partnerId));
  return JSON.stringify(rows);
};

/** A member of the workspace's partner with `role`, logged in. */
const memberWith = async (s: TestServer, ws: Awaited<ReturnType<typeof workspace>>, role: string) => {
  const invite = await s.gql<{ createInviteToken: { invite_token: string } }>(CREATE_INVITE, { role }, ws.options);
  expect(invite.errors).toBeUndefined();
  const user = await newActiveUser(s, role.toLowerCase(), { from: nextAddress() });
  const joined = await s.gql(
    JOIN_PARTNER,
    { invite_token: invite.data!.createInviteToken.invite_token },
    { token: user.token },
  );
  expect(joined.errors).toBeUndefined();
  return { ...user, invite: invite.data!.createInviteToken.invite_token };
};

describe('what the audit log records', () => {
  it('records an app change with actor, session, address, user agent and before → after', async () => {
    const s = server();
    const ws = await workspace(s, 'audit-app');
    const ua = { ...ws.options.headers, 'user-agent': 'AuditTest/1.0' };
    const changed = await s.gql(
      UPDATE_APP,
      { app_id: ws.dev.id, webhook_url: 'http://127.0.0.1:9/new-hook', name: 'Renamed app' },
      { token: ws.token, headers: ua },
    );
    expect(changed.errors).toBeUndefined();

    const { data } = await auditOf(s, ws.options, { target: ws.dev.id });
    const url = data.find((e) => e.action === 'app.webhook_url_changed');
    const update = data.find((e) => e.action === 'app.updated');
    expect(url).toMatchObject({
      actor_type: 'USER',
      target_id: ws.dev.id,
      user_agent: 'AuditTest/1.0',
      ip: '127.0.0.1',
      changes: { webhook_url: { before: ws.dev.webhookUrl, after: 'http://127.0.0.1:9/new-hook' } },
    });
    expect(url?.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(update?.changes).toEqual({ name: { before: ws.dev.name, after: 'Renamed app' } });
    // Created, promoted and the rest of the workspace's set-up are there too, newest first.
    const all = await auditOf(s, ws.options, { limit: 100 });
    const actions = all.data.map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['partner.created', 'two_factor.enabled', 'app.created', 'app.production']),
    );
    expect(all.data.map((e) => Number(e.seq))).toEqual([...all.data.map((e) => Number(e.seq))].sort((a, b) => b - a));
  });

  it('never stores a password, a secret or a code: the field is named, its value redacted', async () => {
    const s = server();
    const ws = await workspace(s, 'audit-secret');
    const rotated = await s.gql<{ rotateAppSecret: { app_secret: string } }>(ROTATE, { app_id: ws.dev.id }, ws.options);
    expect(rotated.errors).toBeUndefined();
    const newSecret = rotated.data!.rotateAppSecret.app_secret;
    const changed = await s.gql(
      `mutation($o: String!, $n: String!) { changePassword(old_password: $o, new_password: $n) }`,
      { o: ws.password, n: 'a-brand-new-password-9' },
      { token: ws.token },
    );
    expect(changed.errors).toBeUndefined();
    const failed = await login(s, ws.email, 'not-the-password-at-all');
    expect(errorCode(failed)).toBe('UNAUTHENTICATED');

    const { data } = await auditOf(s, ws.options, { limit: 100 });
    const rotation = data.find((e) => e.action === 'app.secret_rotated');
    expect(rotation?.changes?.app_secret).toEqual({ before: '[redacted]', after: '[redacted]' });
    expect(data.find((e) => e.action === 'auth.password_changed')?.changes?.password).toEqual({
      before: '[redacted]',
      after: '[redacted]',
    });
    expect(data.find((e) => e.action === 'auth.login_failed')).toMatchObject({
      actor_email: ws.email,
      session_id: null,
      changes: { reason: { before: null, after: 'password' } },
    });
    const raw = await rawLog(s, ws.partnerId);
    for (const secret of [
      newSecret,
      ws.dev.appSecret,
      ws.dev.webhookSecret,
      ws.password,
      'a-brand-new-password-9',
      'not-the-password-at-all',
      ws.totpSecret,
    ]) {
      expect(raw).not.toContain(secret);
    }
  });

  it('records invites created and used, role changes and removals without the code', async () => {
    const s = server();
    const ws = await workspace(s, 'audit-team');
    const member = await memberWith(s, ws, 'SUPPORTER');
    const { data } = await auditOf(s, ws.options, { limit: 100 });
    expect(data.find((e) => e.action === 'invite.created')?.changes?.role).toEqual({
      before: null,
      after: 'SUPPORTER',
    });
    expect(data.find((e) => e.action === 'invite.used')?.actor_email).toBe(member.email);
    expect(await rawLog(s, ws.partnerId)).not.toContain(member.invite);
  });

  it('records a cash-in with its amount and outcome, then the outcome the checkout gives it', async () => {
    const s = server();
    const { owner, app, partnerId } = await newOwnerWithApp(s);
    await cashIn(s, owner.token, app.id, 150_000);
    const rows = await s.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.partnerId, partnerId))
      .orderBy(asc(auditLog.seq));
    const order = rows.find((r) => r.action === 'money.cash_in');
    const settled = rows.find((r) => r.action === 'money.settled');
    expect(order?.changes).toMatchObject({ amount: { after: '150000' }, outcome: { after: 'PENDING' } });
    expect(order?.actorId).not.toBeNull();
    expect(settled).toMatchObject({ actorType: 'SYSTEM', targetId: order?.targetId });
    expect(settled?.changes).toMatchObject({ outcome: { before: 'PENDING', after: 'SUCCESS' } });
  });

  it('records the operator’s settings changes as the operator', async () => {
    const s = server();
    const ws = await workspace(s, 'audit-operator');
    await s.services.admin.setFees(ws.partnerId, ['atm_vnd=1.1%']);
    const { data } = await auditOf(s, ws.options, { action: 'partner.settings_changed' });
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ actor_type: 'OPERATOR', actor_id: null, target_id: ws.partnerId });
    expect(data[0]?.changes?.fees).toEqual({ before: '', after: 'atm_vnd=0.011' });
  });

  it('records a sign-in in every partner of the user, and an unknown address nowhere', async () => {
    const s = server();
    const ws = await workspace(s, 'audit-login');
    const before = await s.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    const unknown = await login(s, 'nobody-at-all@example.test', 'whatever-password');
    expect(errorCode(unknown)).toBe('UNAUTHENTICATED');
    const after = await s.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(after[0]?.n).toBe(before[0]?.n);
    await loginToken(s, ws.email, ws.password);
    const { data } = await auditOf(s, ws.options, { action: 'auth.login' });
    expect(data.length).toBeGreaterThanOrEqual(1);
    expect(data[0]).toMatchObject({ actor_email: ws.email, changes: { method: { after: 'password' } } });
  });
});

describe('who may read it', () => {
  it.each(['TECHNICAL', 'FINANCIAL', 'SUPPORTER'])('refuses a forged audit query by %s', async (role) => {
    const s = server();
    const ws = await workspace(s, `audit-${role.toLowerCase()}`);
    const member = await memberWith(s, ws, role);
    for (const query of [AUDIT_LOG, AUDIT_ACTORS]) {
      const res = await s.gql(query, {}, { token: member.token });
      expect(errorCode(res)).toBe('FORBIDDEN');
      expect(res.data).toBeNull();
    }
    const csv = await fetch(`${s.url}/v1/partner/audit/export.csv`, { headers: { authorization: member.token } });
    expect(await csv.text()).not.toContain('auth.login');
  });

  it('lets an ADMIN read it, and shows no partner another partner’s entries', async () => {
    const s = server();
    const a = await workspace(s, 'audit-a');
    const b = await workspace(s, 'audit-b');
    const [entryOfB] = (await auditOf(s, b.options)).data;
    expect(entryOfB).toBeDefined();
    const listA = await auditOf(s, a.options, { limit: 100 });
    expect(listA.data.some((e) => e.id === entryOfB?.id)).toBe(false);
    expect(listA.data.every((e) => e.actor_id === null || e.actor_email === a.email)).toBe(true);
    const forged = await s.gql(AUDIT_ENTRY, { id: entryOfB?.id }, a.options);
    expect(errorCode(forged)).toBe('NOT_FOUND');
    // Filtering by another partner's target or actor finds nothing either.
    expect((await auditOf(s, a.options, { actor_id: b.userId })).data).toEqual([]);

    const admin = await memberWith(s, a, 'ADMIN');
    const adminToken = await loginToken(s, admin.email, admin.password);
    const refused = await s.gql(AUDIT_LOG, {}, { token: adminToken });
    // The role may; today's active token is still asked for, as for the team's data.
    expect(errorCode(refused)).toBe('ACTIVE_TOKEN_REQUIRED');
  });

  it('offers no way to change an entry, and the database refuses it whoever asks', async () => {
    const s = server();
    const ws = await workspace(s, 'audit-immutable');
    const sdl = await import('node:fs').then((fs) =>
      fs.readFileSync(new URL('../../../packages/contracts/schema.graphql', import.meta.url), 'utf8'),
    );
    const mutations = sdl.slice(sdl.indexOf('type Mutation'));
    expect(mutations.toLowerCase()).not.toContain('audit');
    const { db } = s.database;
    await expect(
      db.execute(sql`update audit_log set action = 'x' where partner_id = ${ws.partnerId}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log where partner_id = ${ws.partnerId}`)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect((await verifyAuditChain(db, ws.partnerId)).ok).toBe(true);
  });
});

describe('the hash chain', () => {
  it('stays one chain under a burst of 100 concurrent actions of one partner', async () => {
    const s = server();
    const ws = await workspace(s, 'audit-burst');
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => s.gql(CREATE_SOURCE, { name: `burst-${i}` }, { token: ws.token })),
    );
    expect(results.filter((r) => r.errors)).toEqual([]);
    const rows = await s.database.db
      .select({ seq: auditLog.seq, hash: auditLog.hash, prevHash: auditLog.prevHash, action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.partnerId, ws.partnerId))
      .orderBy(asc(auditLog.seq));
    expect(rows.filter((r) => r.action === 'source.created')).toHaveLength(100);
    expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
    expect(rows.map((r) => r.prevHash)).toEqual([null, ...rows.slice(0, -1).map((r) => r.hash)]);
    expect(await verifyAuditChain(s.database.db, ws.partnerId)).toEqual({ ok: true, entries: rows.length });
  });

  it("starts a new partner's chain once when its first entries are written at once, and keeps its head on the last", async () => {
    const s = server();
    const { db } = s.database;
    // A partner no one has audited yet: no head row until the first entry.
    const [partner] = (
      (await db.execute(
        sql`insert into partners (name, partner_type) values ('Audit First', 'COMPANY') returning id`,
      )) as unknown as { rows: { id: string }[] }
    ).rows;
    const partnerId = partner!.id;
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        recordAuditAlone(db, partnerId, OPERATOR, {
          action: 'partner.settings_changed',
          target: { type: 'partner', id: `${i}` },
        }),
      ),
    );
    const rows = await db
      .select({ seq: auditLog.seq, hash: auditLog.hash, createdAt: auditLog.createdAt })
      .from(auditLog)
      .where(eq(auditLog.partnerId, partnerId))
      .orderBy(asc(auditLog.seq));
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(await verifyAuditChain(db, partnerId)).toEqual({ ok: true, entries: 30 });
    const [head] = await db.select().from(auditHeads).where(eq(auditHeads.partnerId, partnerId));
    const last = rows.at(-1)!;
    expect(head).toEqual({ partnerId, seq: 30, hash: last.hash, createdAt: last.createdAt });
  });

  it('names the first entry a superuser changed with raw SQL (verify-audit)', async () => {
    const s = server();
    const ws = await workspace(s, 'audit-tamper');
    const { db } = s.database;
    const [third] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.partnerId, ws.partnerId))
      .orderBy(asc(auditLog.seq))
      .offset(2)
      .limit(1);
    expect(third).toBeDefined();
    // What only a superuser can do: lift the guard, edit, put the guard back.
    await db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_log disable trigger audit_log_no_update_delete`);
      await tx.execute(sql`update audit_log set actor_email = 'someone-else@example.test' where id = ${third?.id}`);
      await tx.execute(sql`alter table audit_log enable trigger audit_log_no_update_delete`);
    });
    const verdict = await s.services.admin.verifyAudit(ws.partnerId);
    expect(verdict.ok).toBe(false);
    expect(verdict.message).toContain(`broken at entry #${third?.seq}`);
    expect(verdict.data).toMatchObject({ ok: false, entries: 2, brokenAt: { seq: third?.seq, id: third?.id } });
  });

  it('npm run admin -- verify-audit: exit 0 on an intact chain, 1 naming the entry a superuser edited', async () => {
    const s = server();
    const ws = await workspace(s, 'audit-cli');
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pg-cli-audit-'));
    const socket = await startAdminSocket(dataDir, s.services.admin, pino({ level: 'silent' }));
    const cli = path.resolve(import.meta.dirname, '../src/cli/main.ts');
    const admin = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', cli, ...args], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        cwd: path.resolve(import.meta.dirname, '..'),
      }).then(
        (r) => ({ code: 0, out: r.stdout + r.stderr }),
        (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
      );
    try {
      const intact = await admin('verify-audit', ws.partnerId);
      expect(intact.code).toBe(0);
      expect(intact.out).toMatch(/entries, chain intact/);
      const { db } = s.database;
      await db.transaction(async (tx) => {
        await tx.execute(sql`alter table audit_log disable trigger audit_log_no_update_delete`);
        await tx.execute(
          sql`update audit_log set changes = '{"role":{"before":null,"after":"OWNER"}}' where partner_id = ${ws.partnerId} and seq = 1`,
        );
        await tx.execute(sql`alter table audit_log enable trigger audit_log_no_update_delete`);
      });
      const broken = await admin('verify-audit', ws.partnerId);
      expect(broken.code).toBe(1);
      expect(broken.out).toContain('is broken at entry #1');
    } finally {
      await socket?.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Two CLI processes, each starting tsx: seconds apiece on a loaded 2-core machine (as in
    // cli-partner-settings.int.test.ts), far past the default 30 s when the suite runs in parallel.
  }, 120_000);

  it('finds a deleted entry as a gap', async () => {
    const s = server();
    const ws = await workspace(s, 'audit-gap');
    const { db } = s.database;
    await db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_log disable trigger audit_log_no_update_delete`);
      await tx.execute(sql`delete from audit_log where partner_id = ${ws.partnerId} and seq = 2`);
      await tx.execute(sql`alter table audit_log enable trigger audit_log_no_update_delete`);
    });
    expect(await verifyAuditChain(db, ws.partnerId)).toMatchObject({ ok: false, brokenAt: { seq: 3 } });
  });
});

describe('the list and its export', () => {
  it('filters by actor, action, target and date, pages, and exports the same filter as CSV', async () => {
    const s = server();
    const ws = await workspace(s, 'audit-filter');
    for (const name of ['alpha', 'beta', 'gamma']) {
      expect((await s.gql(CREATE_SOURCE, { name }, { token: ws.token })).errors).toBeUndefined();
    }
    const sources = await auditOf(s, ws.options, { action: 'source.created', limit: 2 });
    expect(sources.data.map((e) => e.target_label)).toEqual(['gamma', 'beta']);
    expect(sources.has_more).toBe(true);
    const next = await auditOf(s, ws.options, { action: 'source.created', limit: 2, offset: 2 });
    expect(next).toEqual({ has_more: false, data: [expect.objectContaining({ target_label: 'alpha' })] });
    expect((await auditOf(s, ws.options, { target: 'BETA' })).data.map((e) => e.action)).toEqual(['source.created']);
    expect((await auditOf(s, ws.options, { actor_id: ws.userId, action: 'source.created' })).data).toHaveLength(3);
    expect((await auditOf(s, ws.options, { actor_id: 'not-a-uuid' })).data).toEqual([]);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await auditOf(s, ws.options, { from_date: future })).data).toEqual([]);
    const bad = await s.gql(AUDIT_LOG, { action: 'drop table' }, ws.options);
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');

    const res = await fetch(`${s.url}/v1/partner/audit/export.csv?action=source.created`, {
      headers: { authorization: ws.token, 'active-token': ws.options.headers['active-token'] ?? '' },
    });
    expect(res.status).toBe(200);
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toMatch(/^Time \(Asia\/Ho_Chi_Minh\),Seq,Actor type/);
    expect(lines.slice(1).map((l) => l.split(',')[7])).toEqual(['source.created', 'source.created', 'source.created']);
    const exported = await auditOf(s, ws.options, { action: 'export.audit' });
    expect(exported.data[0]?.changes?.filter?.after).toMatchObject({ action: 'source.created' });
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="audit-log.csv"');

    // In Vietnamese (issue 31): the headers and the file's name, by `language` (the portal's link)
    // or by Accept-Language; the values (codes, ids) are the same as in English.
    const viHeader = [
      'Thời gian (Asia/Ho_Chi_Minh)',
      'Số thứ tự',
      'Loại người thực hiện',
      'Mã người thực hiện',
      'Tên người thực hiện',
      'Email người thực hiện',
      'Mã phiên',
      'Thao tác',
      'Loại đối tượng',
      'Mã đối tượng',
      'Đối tượng',
      'Thay đổi',
      'Địa chỉ máy khách',
      'User agent',
      'Mã băm',
    ].join(',');
    const activeToken = ws.options.headers['active-token'] ?? '';
    for (const [query, language] of [
      ['&language=vi', undefined],
      ['', 'vi-VN,vi;q=0.9,en;q=0.5'],
    ] as const) {
      const vi = await fetch(`${s.url}/v1/partner/audit/export.csv?action=source.created${query}`, {
        headers: {
          authorization: ws.token,
          'active-token': activeToken,
          ...(language ? { 'accept-language': language } : {}),
        },
      });
      expect(vi.status).toBe(200);
      expect(vi.headers.get('content-disposition')).toBe('attachment; filename="audit-log.vi.csv"');
      const viLines = (await vi.text()).trim().split('\r\n');
      expect(viLines[0]).toBe(viHeader);
      expect(viLines.slice(1)).toEqual(lines.slice(1));
    }
    // `language` wins over Accept-Language: the portal's language, not the browser's.
    const en = await fetch(`${s.url}/v1/partner/audit/export.csv?action=source.created&language=en`, {
      headers: { authorization: ws.token, 'active-token': activeToken, 'accept-language': 'vi' },
    });
    expect(en.headers.get('content-disposition')).toBe('attachment; filename="audit-log.csv"');
    expect((await en.text()).split('\r\n')[0]).toBe(
      'Time (Asia/Ho_Chi_Minh),Seq,Actor type,Actor ID,Actor name,Actor email,Session ID,Action,Target type,Target ID,Target,Changes,Client address,User agent,Hash',
    );
  });

  it('lists the partner’s members for the actor filter', async () => {
    const s = server();
    const ws = await workspace(s, 'audit-actors');
    const res = await s.gql<{ auditActors: { email: string }[] }>(AUDIT_ACTORS, {}, ws.options);
    expect(res.data?.auditActors.map((a) => a.email)).toEqual([ws.email]);
  });
});

/** `npm run admin -- …` in its own process, reaching the test server through its admin socket. */
const withCli = async (
  s: TestServer,
  use: (admin: (...args: string[]) => Promise<{ code: number; out: string }>) => Promise<void>,
) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pg-cli-audit-'));
  const socket = await startAdminSocket(dataDir, s.services.admin, pino({ level: 'silent' }));
  const cli = path.resolve(import.meta.dirname, '../src/cli/main.ts');
  const admin = (...args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', cli, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      cwd: path.resolve(import.meta.dirname, '..'),
    }).then(
      (r) => ({ code: 0, out: r.stdout + r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
    );
  try {
    await use(admin);
  } finally {
    await socket?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

/** What a superuser or the table's owner can do: write past the append-only trigger. */
const pastTheTrigger = (
  s: TestServer,
  write: (tx: Parameters<Parameters<TestServer['database']['db']['transaction']>[0]>[0]) => Promise<unknown>,
) =>
  s.database.db.transaction(async (tx) => {
    await tx.execute(sql`alter table audit_log disable trigger audit_log_no_update_delete`);
    await write(tx);
    await tx.execute(sql`alter table audit_log enable trigger audit_log_no_update_delete`);
  });

const chainOf = (s: TestServer, partnerId: string) =>
  s.database.db.select().from(auditLog).where(eq(auditLog.partnerId, partnerId)).orderBy(asc(auditLog.seq));

const checkpointText = () =>
  readdirSync(checkpointDir)
    .map((f) => readFileSync(path.join(checkpointDir, f), 'utf8'))
    .join('');

// Issue 26 item 5: the chain anchored outside the database. A database-only attacker who deletes
// the newest entries, or rewrites the chain with recomputed hashes and moves audit_heads along,
// passes the row-by-row check; the signed checkpoint in the operator's folder catches both.
// Each `admin` call starts the CLI as its own process (tsx compiles it): seconds each on a busy
// machine, four in one test, so these tests get more than the default 30 s.
describe('the chain against its head and its checkpoints', { timeout: 120_000 }, () => {
  it('verify-audit fails on deleted newest entries: first on the head, then (head moved back too) on the checkpoint', async () => {
    const s = server();
    const ws = await workspace(s, 'audit-cut');
    await withCli(s, async (admin) => {
      const written = await admin('checkpoint-audit');
      expect(written.code).toBe(0);
      expect(written.out).toMatch(/\d+ audit checkpoints written to /);
      const intact = await admin('verify-audit', ws.partnerId);
      expect(intact.code).toBe(0);
      expect(intact.out).toMatch(/entries, chain intact, head matches, matches checkpoint \S+ \(entry #\d+\)/);

      const before = await chainOf(s, ws.partnerId);
      const newest = before.at(-1)!;
      const kept = before.at(-2)!;
      await pastTheTrigger(s, (tx) => tx.execute(sql`delete from audit_log where id = ${newest.id}`));
      // The rows alone still chain: this is what went unnoticed before.
      expect((await verifyAuditChain(s.database.db, ws.partnerId)).ok).toBe(true);
      const headLeft = await admin('verify-audit', ws.partnerId);
      expect(headLeft.code).toBe(1);
      expect(headLeft.out).toContain(
        `head does not match: audit_heads names entry #${newest.seq}, the log ends at #${kept.seq}`,
      );

      await s.database.db
        .update(auditHeads)
        .set({ seq: kept.seq, hash: kept.hash, createdAt: kept.createdAt })
        .where(eq(auditHeads.partnerId, ws.partnerId));
      const cut = await admin('verify-audit', ws.partnerId);
      expect(cut.code).toBe(1);
      expect(cut.out).toMatch(
        new RegExp(
          `newest entries missing since checkpoint \\S+: it recorded entry #${newest.seq}, the log ends at #${kept.seq}`,
        ),
      );
      expect(cut.out).not.toContain('chain intact');
    });
  });

  it('verify-audit fails on a chain rewritten with recomputed hashes and audit_heads updated to match', async () => {
    const s = server();
    const ws = await workspace(s, 'audit-rewrite');
    await withCli(s, async (admin) => {
      expect((await admin('checkpoint-audit')).code).toBe(0);
      const rows = await chainOf(s, ws.partnerId);
      // The attacker changes who did the first action and re-links every later entry to it.
      let prevHash: string | null = null;
      const rewritten: AuditRow[] = rows.map((row) => {
        const { id, hash: _old, ...content } = row;
        const changed = {
          ...content,
          actorEmail: row.seq === 1 ? 'someone-else@example.test' : row.actorEmail,
          prevHash,
        };
        const hash = auditHash(changed);
        prevHash = hash;
        return { id, hash, ...changed };
      });
      await s.database.db.transaction(async (tx) => {
        // As a superuser: replica mode fires no ordinary trigger, the append-only guard included.
        await tx.execute(sql`set local session_replication_role = replica`);
        for (const row of rewritten) {
          await tx.execute(
            sql`update audit_log set actor_email = ${row.actorEmail}, prev_hash = ${row.prevHash}, hash = ${row.hash} where id = ${row.id}`,
          );
        }
        const last = rewritten.at(-1)!;
        await tx.execute(sql`update audit_heads set hash = ${last.hash} where partner_id = ${ws.partnerId}`);
      });
      // Rows and head agree with each other: only the checkpoint can tell.
      expect(await verifyAuditChain(s.database.db, ws.partnerId)).toEqual({ ok: true, entries: rows.length });
      const verdict = await admin('verify-audit', ws.partnerId);
      expect(verdict.code).toBe(1);
      expect(verdict.out).toMatch(
        new RegExp(
          `entry #${rows.length} is not the one checkpoint \\S+ recorded \\(removed or rewritten with recomputed hashes\\)`,
        ),
      );
      expect(verdict.out).not.toContain('head does not match');
    });
  });

  it('rejects a checkpoint line not signed with the key, and keeps the key out of the file', async () => {
    const s = server();
    const ws = await workspace(s, 'audit-forged');
    const [real] = (await s.services.admin.checkpointAudit()).data as { partner: string }[];
    expect(real).toBeDefined();
    const text = checkpointText();
    expect(text).not.toContain(CHECKPOINT_KEY);
    const mine = text
      .split('\n')
      .filter((line) => line.includes(ws.partnerId))
      .map((line) => JSON.parse(line) as { seq: number; sig: string });
    expect(mine.length).toBeGreaterThanOrEqual(1);
    expect(await s.services.admin.verifyAudit(ws.partnerId)).toMatchObject({ ok: true });

    // Someone who can write the folder but has no key claims an earlier head for the partner.
    const file = readdirSync(checkpointDir).sort().at(-1)!;
    const forged = { ...mine.at(-1)!, seq: 1, sig: 'ab'.repeat(32) };
    appendFileSync(path.join(checkpointDir, file), `${JSON.stringify(forged)}\n`);
    const line = readFileSync(path.join(checkpointDir, file), 'utf8').trim().split('\n').length;
    await withCli(s, async (admin) => {
      const verdict = await admin('verify-audit', ws.partnerId);
      expect(verdict.code).toBe(1);
      expect(verdict.out).toContain(
        `checkpoint ${file} line ${line} is not signed with the configured key (forged, or another key)`,
      );
    });
  });

  it('checkpoints only heads that moved, and never re-anchors a chain that lost its newest entry', async () => {
    const s = server();
    const ws = await workspace(s, 'audit-reanchor');
    const checkpoints = s.services.auditCheckpoints!;
    const first = await checkpoints.write();
    expect(first.some((c) => c.partner_id === ws.partnerId)).toBe(true);
    expect((await checkpoints.write()).some((c) => c.partner_id === ws.partnerId)).toBe(false);

    expect((await s.gql(CREATE_SOURCE, { name: 'moved' }, { token: ws.token })).errors).toBeUndefined();
    const moved = (await checkpoints.write()).find((c) => c.partner_id === ws.partnerId);
    const rows = await chainOf(s, ws.partnerId);
    expect(moved).toMatchObject({ seq: rows.at(-1)!.seq, hash: rows.at(-1)!.hash });

    const kept = rows.at(-2)!;
    await pastTheTrigger(s, (tx) => tx.execute(sql`delete from audit_log where id = ${rows.at(-1)!.id}`));
    await s.database.db
      .update(auditHeads)
      .set({ seq: kept.seq, hash: kept.hash })
      .where(eq(auditHeads.partnerId, ws.partnerId));
    expect((await checkpoints.write()).some((c) => c.partner_id === ws.partnerId)).toBe(false);
    const verdict = await s.services.admin.verifyAudit(ws.partnerId);
    expect(verdict.ok).toBe(false);
    expect(verdict.message).toContain(`newest entries missing since checkpoint ${moved?.at}`);
  });

  it('keeps one checkpoint job scheduled, and the job writes the new heads to the folder', async () => {
    const s = server();
    const ws = await workspace(s, 'audit-job');
    const { QUEUES } = await import('../src/lib/jobs.js');
    // Scheduled at start; two more asks (other instances starting) add nothing within the same
    // slot of AUDIT_CHECKPOINT_SECONDS. The start may lie in an earlier slot than these asks, so
    // the rule is read per slot: never two waiting jobs for one slot.
    await s.services.jobs.scheduleNext(QUEUES.checkpoint, {}, s.config.auditCheckpointSeconds);
    await s.services.jobs.scheduleNext(QUEUES.checkpoint, {}, s.config.auditCheckpointSeconds);
    const slots = (
      (await s.database.db.execute(
        sql`select singleton_on as slot, count(*)::int as n from pgboss.job
            where name = ${QUEUES.checkpoint} and state = 'created' group by singleton_on`,
      )) as unknown as { rows: { slot: string | null; n: number }[] }
    ).rows;
    expect(slots.length).toBeGreaterThan(0);
    for (const { slot, n } of slots) expect({ slot, n }).toEqual({ slot: expect.anything(), n: 1 });
    // A run now, through the queue, as the schedule would start it.
    await s.services.jobs.send(QUEUES.checkpoint, {});
    const [last] = (await chainOf(s, ws.partnerId)).slice(-1);
    await expect
      .poll(
        () => checkpointText().includes(`"partner_id":"${ws.partnerId}","seq":${last?.seq},"hash":"${last?.hash}"`),
        {
          timeout: 20_000,
          interval: 250,
        },
      )
      .toBe(true);
  });

  it('passes a partner checkpointed before newer entries were written', async () => {
    const s = server();
    const ws = await workspace(s, 'audit-newer');
    await s.services.admin.checkpointAudit();
    expect((await s.gql(CREATE_SOURCE, { name: 'after' }, { token: ws.token })).errors).toBeUndefined();
    const verdict = await s.services.admin.verifyAudit(ws.partnerId);
    expect(verdict).toMatchObject({ ok: true });
    expect(verdict.message).toMatch(/chain intact, head matches, matches checkpoint/);
  });
});

afterAll(() => rmSync(checkpointDir, { recursive: true, force: true }));
