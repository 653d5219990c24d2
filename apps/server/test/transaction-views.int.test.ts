import {
  SAVED_VIEW_NAME_REQUIRED,
  SAVED_VIEW_NAME_TAKEN,
  SAVED_VIEW_QUERY_INVALID,
  SAVED_VIEWS_FULL,
  SAVED_VIEWS_MAX,
} from '@paygate/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { transactionViews, userPartners, users } from '../src/db/schema.js';
import { loginToken } from './support/account.js';
import { errorCode, errorMessage, type TestServer, useTestServer } from './support/server.js';

// Saved views of the transaction list (issue #15 item 3), through GraphQL against a real
// database: each member's own, per partner, with the burst and replay an attacker would try.

const server = useTestServer();

const VIEWS = `query Views { transactionViews { id name query is_default } }`;
const SAVE = `mutation Save($name: String!, $query: String!, $is_default: Boolean) {
  saveTransactionView(name: $name, query: $query, is_default: $is_default) { id name query is_default } }`;
const RENAME = `mutation Rename($id: ID!, $name: String!) { renameTransactionView(id: $id, name: $name) { id name } }`;
const DEFAULT = `mutation Default($id: ID) { setDefaultTransactionView(id: $id) { id is_default } }`;
const DELETE = `mutation Delete($id: ID!) { deleteTransactionView(id: $id) }`;
const REMOVE_MEMBER = `mutation Remove($id: ID!) { removeUserPartner(user_partner_id: $id) }`;

type View = { id: string; name: string; query: string; is_default: boolean };

const views = async (s: TestServer, token: string) => {
  const res = await s.gql<{ transactionViews: View[] }>(VIEWS, {}, { token });
  expect(res.errors).toBeUndefined();
  return res.data!.transactionViews;
};
const save = (s: TestServer, token: string, name: string, query = 'statuses=FAILED', is_default = false) =>
  s.gql<{ saveTransactionView: View }>(SAVE, { name, query, is_default }, { token });

describe('saved views of the transaction list', () => {
  it('saves, lists by name, renames, sets one default and deletes a view', async () => {
    const s = server();
    const token = await loginToken(s, 'financial@demo.test');
    const failed = await save(s, token, 'Failed', 'statuses=FAILED&limit=50');
    expect(failed.errors).toBeUndefined();
    const vcb = (await save(s, token, 'by VCB', 'banks=VCB', true)).data!.saveTransactionView;
    expect(vcb.is_default).toBe(true);
    expect((await views(s, token)).map((v) => [v.name, v.is_default])).toEqual([
      ['by VCB', true],
      ['Failed', false],
    ]);

    // Another default replaces the first: one at most.
    const id = failed.data!.saveTransactionView.id;
    const after = await s.gql<{ setDefaultTransactionView: View[] }>(DEFAULT, { id }, { token });
    expect(after.data!.setDefaultTransactionView.filter((v) => v.is_default).map((v) => v.id)).toEqual([id]);

    const renamed = await s.gql<{ renameTransactionView: View }>(RENAME, { id, name: 'Failed, 50' }, { token });
    expect(renamed.data!.renameTransactionView.name).toBe('Failed, 50');

    // No id: no default any more.
    await s.gql(DEFAULT, { id: null }, { token });
    expect((await views(s, token)).some((v) => v.is_default)).toBe(false);

    expect((await s.gql(DELETE, { id }, { token })).data).toEqual({ deleteTransactionView: true });
    // Deleting it again (a replayed request) is "not found", with nothing else touched.
    const again = await s.gql(DELETE, { id }, { token });
    expect(errorCode(again)).toBe('NOT_FOUND');
    expect((await views(s, token)).map((v) => v.name)).toEqual(['by VCB']);
  });

  it('refuses bad input with the form’s message and no side effect', async () => {
    const s = server();
    const token = await loginToken(s, 'technical@demo.test');
    expect(errorMessage(await save(s, token, '   '))).toBe(SAVED_VIEW_NAME_REQUIRED);
    expect(errorMessage(await save(s, token, 'x'.repeat(61)))).toBe('View name must be at most 60 characters');
    expect(errorMessage(await save(s, token, 'Bad', 'statuses=FAILED&page=2'))).toBe(SAVED_VIEW_QUERY_INVALID);
    expect(errorMessage(await save(s, token, 'Long', `pay_memo=${'a'.repeat(2000)}`))).toBe(SAVED_VIEW_QUERY_INVALID);
    expect(errorMessage(await save(s, token, "'; drop table payments; --", "pay_memo=';--"))).toBeUndefined();
    // Names are unique per member whatever their case.
    expect((await save(s, token, 'Today')).errors).toBeUndefined();
    const taken = await save(s, token, 'TODAY');
    expect(errorMessage(taken)).toBe(SAVED_VIEW_NAME_TAKEN);
    expect(errorCode(taken)).toBe('CONFLICT');
    // Ids that are not ids are "not found", not a database error.
    expect(errorCode(await s.gql(RENAME, { id: 'not-a-uuid', name: 'x' }, { token }))).toBe('NOT_FOUND');
    expect((await views(s, token)).map((v) => v.name)).toEqual(["'; drop table payments; --", 'Today']);
  });

  it('never shows or changes another member’s views, or the views of another partner', async () => {
    const s = server();
    const owner = await loginToken(s, 'owner@demo.test');
    const admin = await loginToken(s, 'admin@demo.test');
    const mine = (await save(s, owner, 'Owner only')).data!.saveTransactionView;

    expect(await views(s, admin)).toEqual([]);
    expect(errorCode(await s.gql(RENAME, { id: mine.id, name: 'stolen' }, { token: admin }))).toBe('NOT_FOUND');
    expect(errorCode(await s.gql(DEFAULT, { id: mine.id }, { token: admin }))).toBe('NOT_FOUND');
    expect(errorCode(await s.gql(DELETE, { id: mine.id }, { token: admin }))).toBe('NOT_FOUND');

    // other@demo.test is FINANCIAL in Demo Shop and OWNER of Other Shop: one set of views each.
    const other = await loginToken(s, 'other@demo.test');
    expect((await save(s, other, 'In my current partner')).errors).toBeUndefined();
    expect((await views(s, other)).map((v) => v.name)).toEqual(['In my current partner']);
    expect((await views(s, owner)).map((v) => v.name)).toEqual(['Owner only']);
  });

  it('a burst of 100 saves at once keeps the cap and one default', async () => {
    const s = server();
    const token = await loginToken(s, 'supporter@demo.test');
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => save(s, token, `View ${i}`, `limit=${i}`, true)),
    );
    const saved = results.filter((r) => !r.errors);
    const refused = results.filter((r) => r.errors);
    expect(saved).toHaveLength(SAVED_VIEWS_MAX);
    expect(new Set(refused.map(errorMessage))).toEqual(new Set([SAVED_VIEWS_FULL]));
    const list = await views(s, token);
    expect(list).toHaveLength(SAVED_VIEWS_MAX);
    expect(list.filter((v) => v.is_default)).toHaveLength(1);
  });

  it('the same name saved 20 times at once is saved once', async () => {
    const s = server();
    const token = await loginToken(s, 'admin@demo.test');
    const results = await Promise.all(Array.from({ length: 20 }, () => save(s, token, 'Same')));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => errorMessage(r) === SAVED_VIEW_NAME_TAKEN)).toHaveLength(19);
  });

  it('a member removed from the partner loses their views, and a token from before cannot reach them', async () => {
    const s = server();
    const owner = await loginToken(s, 'owner@demo.test');
    const financialToken = await loginToken(s, 'financial@demo.test');
    const view = (await save(s, financialToken, 'Before removal')).data!.saveTransactionView;
    const [membership] = await s.database.db
      .select({ id: userPartners.id })
      .from(userPartners)
      .innerJoin(users, eq(users.id, userPartners.userId))
      .where(eq(users.email, 'financial@demo.test'));
    expect((await s.gql(REMOVE_MEMBER, { id: membership!.id }, { token: owner })).errors).toBeUndefined();

    expect(errorCode(await s.gql(VIEWS, {}, { token: financialToken }))).toBe('FORBIDDEN');
    expect(errorCode(await s.gql(DELETE, { id: view.id }, { token: financialToken }))).toBe('FORBIDDEN');
    const rows = await s.database.db.select().from(transactionViews).where(eq(transactionViews.id, view.id));
    expect(rows).toEqual([]);
  });

  it('needs a login', async () => {
    const s = server();
    expect(errorCode(await s.gql(VIEWS))).toBe('UNAUTHENTICATED');
    expect(errorCode(await save(s, '', 'x'))).toBe('UNAUTHENTICATED');
  });
});
