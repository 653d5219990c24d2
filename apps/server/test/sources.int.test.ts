import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginToken } from './support/account.js';
import { newPartnerWorkspace, seedPayment } from './support/payments.js';
import { errorCode, errorMessage, type TestServer, useTestServer } from './support/server.js';

// Issue 12 item 11: the Sources screen's list (with each source's payments of the last 30 days),
// create and rename, for the roles of `manageSources`, inside the caller's own partner only.

const server = useTestServer();

const LIST = /* GraphQL */ `{ partner { id list_source { id name payments_last_30_days } } }`;
const CREATE = /* GraphQL */ `mutation($name: String!) { createSource(name: $name) { id name } }`;
const RENAME = /* GraphQL */ `mutation($id: ID!, $name: String!) { updateSource(source_id: $id, name: $name) { id name } }`;

type Listed = { id: string; name: string; payments_last_30_days: number };
const DAY = 86_400_000;
const unique = (label: string) => `${label}-${Math.random().toString(36).slice(2, 9)}`;

const list = async (s: TestServer, token: string) => {
  const res = await s.gql<{ partner: { id: string; list_source: Listed[] } }>(LIST, {}, { token });
  expect(res.errors).toBeUndefined();
  return res.data!.partner.list_source;
};
const create = (s: TestServer, token: string, name: string) =>
  s.gql<{ createSource: { id: string; name: string } }>(CREATE, { name }, { token });
const rename = (s: TestServer, token: string, id: string, name: string) =>
  s.gql<{ updateSource: { id: string; name: string } }>(RENAME, { id, name }, { token });
const createdId = async (s: TestServer, token: string, name: string) => {
  const res = await create(s, token, name);
  expect(res.errors).toBeUndefined();
  return res.data!.createSource.id;
};

describe('sources', () => {
  it('lists each source with its successful PRODUCTION payments of the last 30 days, case aside', async () => {
    const s = server();
    const w = await newPartnerWorkspace(s, 'sources');
    await createdId(s, w.token, 'Web');
    await createdId(s, w.token, 'Mobile');
    await createdId(s, w.token, 'Unused');
    const now = Date.now();
    const prod = (source: string, status: 'SUCCESS' | 'FAILED' | 'PENDING', daysAgo: number) =>
      seedPayment(s, w.prod, { source, status, createdAt: new Date(now - daysAgo * DAY) });
    // Counted: successful, PRODUCTION, within 30 days, the source's name in any case.
    await prod('Web', 'SUCCESS', 0);
    await prod('web', 'SUCCESS', 2);
    await prod('WEB', 'SUCCESS', 29);
    await prod('Mobile', 'SUCCESS', 1);
    // Not counted: failed or pending, older than 30 days, a DEVELOPMENT app, another source text.
    await prod('Web', 'FAILED', 1);
    await prod('Web', 'PENDING', 1);
    await prod('Web', 'SUCCESS', 31);
    await seedPayment(s, w.dev, { source: 'Web', status: 'SUCCESS', createdAt: new Date(now - DAY) });
    await prod('Webshop', 'SUCCESS', 1);

    const counts = Object.fromEntries((await list(s, w.token)).map((x) => [x.name, x.payments_last_30_days]));
    expect(counts).toEqual({ Web: 3, Mobile: 1, Unused: 0 });

    // A payment keeps the source text it was made with: the renamed source starts again from 0,
    // and a source given the old name again finds its payments.
    const web = (await list(s, w.token)).find((x) => x.name === 'Web')!;
    expect((await rename(s, w.token, web.id, 'Website')).data?.updateSource.name).toBe('Website');
    await createdId(s, w.token, 'web');
    const after = Object.fromEntries((await list(s, w.token)).map((x) => [x.name, x.payments_last_30_days]));
    expect(after).toEqual({ Website: 0, Mobile: 1, Unused: 0, web: 3 });
  });

  it('lets every member list, and only OWNER, ADMIN and TECHNICAL create and rename', async () => {
    const s = server();
    const owner = await loginToken(s, 'owner@demo.test');
    const target = await createdId(s, owner, unique('Roles'));
    for (const email of ['owner', 'admin', 'technical', 'financial', 'supporter', 'supervisor']) {
      const token = await loginToken(s, `${email}@demo.test`);
      // Everyone's transaction filter and API tool read the names; the counts are the dashboard's.
      expect((await list(s, token)).map((x) => x.id)).toContain(target);
      const allowed = ['owner', 'admin', 'technical'].includes(email);
      const made = await create(s, token, unique(email));
      const renamed = await rename(s, token, target, unique(email));
      if (allowed) {
        expect(made.errors).toBeUndefined();
        expect(renamed.errors).toBeUndefined();
      } else {
        expect([errorCode(made), errorCode(renamed)]).toEqual(['FORBIDDEN', 'FORBIDDEN']);
      }
    }
  });

  it("neither lists nor renames another partner's source", async () => {
    const s = server();
    const owner = await loginToken(s, 'owner@demo.test');
    const name = unique('Mine');
    const mine = await createdId(s, owner, name);
    const other = await newPartnerWorkspace(s, 'stranger');
    expect((await list(s, other.token)).map((x) => x.id)).not.toContain(mine);
    const res = await rename(s, other.token, mine, 'Stolen');
    expect(errorCode(res)).toBe('NOT_FOUND');
    expect((await list(s, owner)).find((x) => x.id === mine)?.name).toBe(name);
  });

  it('refuses a duplicate name, case aside, on create and on rename, with a clear message', async () => {
    const s = server();
    const owner = await loginToken(s, 'owner@demo.test');
    const name = unique('Dup');
    await createdId(s, owner, name);
    const again = await create(s, owner, name.toUpperCase());
    expect(errorCode(again)).toBe('CONFLICT');
    expect(errorMessage(again)).toBe(`A source named "${name.toUpperCase()}" already exists`);
    expect(again.errors?.[0]?.extensions?.fields?.name).toBe(errorMessage(again));

    const second = await createdId(s, owner, unique('Second'));
    const clash = await rename(s, owner, second, ` ${name} `);
    expect(errorCode(clash)).toBe('CONFLICT');
    expect(errorMessage(clash)).toBe(`A source named "${name}" already exists`);
    // Renaming a source to its own name in another case is no clash.
    expect((await rename(s, owner, second, 'SECOND-case')).errors).toBeUndefined();
    expect(errorMessage(await create(s, owner, '  '))).toBe('name is required!');
  });

  it('creates one source from a burst of ten identical requests', async () => {
    const s = server();
    const owner = await loginToken(s, 'owner@demo.test');
    const name = unique('Burst');
    const results = await Promise.all(Array.from({ length: 10 }, () => create(s, owner, name)));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => errorCode(r) === 'CONFLICT')).toHaveLength(9);
    const rows = await s.database.db.execute(
      sql`select count(*)::int as n from sources where lower(name) = lower(${name})`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });
});
