import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inviteTokens, userPartners, users } from '../src/db/schema.js';
import { sha256 } from '../src/lib/random.js';
import {
  CREATE_INVITE,
  CREATE_PARTNER,
  JOIN_PARTNER,
  loginActive,
  loginToken,
  newActiveUser,
} from './support/account.js';
import { errorCode, errorMessage, type TestServer, useTestServer } from './support/server.js';

// Issue 11 item 8: invites do not outlive their maker's right to invite, and a manager can list
// and revoke the pending ones.
// More users than one client address may register in an hour: each comes from its own address.
const server = useTestServer({ env: { TRUST_PROXY: '1' } });
let addresses = 0;
const newUser = (s: TestServer, label: string) =>
  newActiveUser(s, label, { from: `10.11.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}` });

const PENDING = `query Pending { pendingInviteTokens { id role created_by created_time expires_at } }`;
const REVOKE = `mutation Revoke($invite_id: ID!) { revokeInviteToken(invite_id: $invite_id) }`;
const REMOVE = `mutation Remove($id: ID!) { removeUserPartner(user_partner_id: $id) }`;
const UPDATE_ROLE = `mutation Role($id: ID!, $role: UpdatableRole!) { updateUserPartner(user_partner_id: $id, role: $role) { id role } }`;
const REVOKED = 'This invite code has been revoked';

type Pending = { id: string; role: string; created_by: string | null; created_time: string; expires_at: string };

const invite = async (s: TestServer, token: string, role = 'ADMIN') => {
  const res = await s.gql<{ createInviteToken: { invite_token: string } }>(CREATE_INVITE, { role }, { token });
  expect(res.errors).toBeUndefined();
  return res.data!.createInviteToken.invite_token;
};

const join = (s: TestServer, token: string, code: string) =>
  s.gql<{ joinPartner: { id: string } }>(JOIN_PARTNER, { invite_token: code }, { token });

/** A new partner with its OWNER and one member who joined with the given role. */
const partnerWithMember = async (s: TestServer, role: string) => {
  const owner = await newUser(s, 'inv-owner');
  const created = await s.gql<{ createPartner: { id: string } }>(
    CREATE_PARTNER,
    { name: `Invites ${Math.random().toString(36).slice(2, 7)}`, partner_type: 'COMPANY' },
    { token: owner.token },
  );
  const partnerId = created.data!.createPartner.id;
  const member = await newUser(s, 'inv-member');
  expect((await join(s, member.token, await invite(s, owner.token, role))).errors).toBeUndefined();
  const [user] = await s.database.db.select().from(users).where(eq(users.email, member.email));
  const [membership] = await s.database.db
    .select()
    .from(userPartners)
    .where(and(eq(userPartners.userId, user!.id), eq(userPartners.partnerId, partnerId)));
  return { owner, member, partnerId, membershipId: membership!.id };
};

describe('invites of a member who leaves or loses the right to invite', () => {
  it("refuses a removed ADMIN's own code at joinPartner, and the accomplice's second code", async () => {
    const s = server();
    const { owner, member, membershipId } = await partnerWithMember(s, 'ADMIN');
    const forHimself = await invite(s, member.token, 'ADMIN');
    const forAccomplice = await invite(s, member.token, 'ADMIN');

    expect((await s.gql(REMOVE, { id: membershipId }, { token: owner.token })).data).toEqual({
      removeUserPartner: true,
    });
    const rejoin = await join(s, member.token, forHimself);
    expect(errorMessage(rejoin)).toBe(REVOKED);
    expect(rejoin.errors?.[0]?.extensions?.fields).toEqual({ invite_token: REVOKED });
    const accomplice = await newUser(s, 'accomplice');
    expect(errorMessage(await join(s, accomplice.token, forAccomplice))).toBe(REVOKED);
  });

  it("refuses the codes of an ADMIN made SUPPORTER, and keeps an ADMIN's codes through a change to ADMIN", async () => {
    const s = server();
    const { owner, member, membershipId } = await partnerWithMember(s, 'ADMIN');
    const kept = await invite(s, member.token, 'TECHNICAL');
    // Still an ADMIN: the code stays good.
    await s.gql(UPDATE_ROLE, { id: membershipId, role: 'ADMIN' }, { token: owner.token });
    const first = await newUser(s, 'kept');
    expect((await join(s, first.token, kept)).errors).toBeUndefined();

    const dropped = await invite(s, member.token, 'TECHNICAL');
    const changed = await s.gql(UPDATE_ROLE, { id: membershipId, role: 'SUPPORTER' }, { token: owner.token });
    expect(changed.errors).toBeUndefined();
    const second = await newUser(s, 'dropped');
    expect(errorMessage(await join(s, second.token, dropped))).toBe(REVOKED);
  });

  it('refuses a code whose maker left the partner by a path that did not revoke it (a race with the removal)', async () => {
    const s = server();
    const { member, membershipId } = await partnerWithMember(s, 'ADMIN');
    const code = await invite(s, member.token, 'ADMIN');
    // As if the code were minted while the removal committed: the membership goes, the code stays.
    await s.database.db.delete(userPartners).where(eq(userPartners.id, membershipId));
    const joiner = await newUser(s, 'late');
    expect(errorMessage(await join(s, joiner.token, code))).toBe(REVOKED);
  });
});

describe('removeUserPartner beside the member’s own profile change', () => {
  it('removes members while each changes their language at once: every call answers (no deadlock)', async () => {
    // A profile change locks the user's row, then the audit heads of the user's partners; the
    // removal took the partner's audit head before the user's row, and the two deadlocked on
    // PostgreSQL (one answered an internal error). Both now lock the user first.
    const s = server();
    const teams = await Promise.all(Array.from({ length: 4 }, () => partnerWithMember(s, 'TECHNICAL')));
    const UPDATE_LANGUAGE = `mutation L($language: Language!) { updateLanguage(language: $language) }`;
    const answers = await Promise.all(
      teams.flatMap(({ owner, member, membershipId }) => [
        s.gql(REMOVE, { id: membershipId }, { token: owner.token }),
        ...['vi', 'en', 'vi'].map((language) => s.gql(UPDATE_LANGUAGE, { language }, { token: member.token })),
      ]),
    );
    expect(answers.filter((a) => a.errors).map((a) => errorMessage(a))).toEqual([]);
    const left = await s.database.db.select().from(userPartners);
    for (const team of teams) expect(left.some((m) => m.id === team.membershipId)).toBe(false);
  });
});

describe('revokeInviteToken', () => {
  it("revokes a pending code; the code is refused afterwards, and another partner's user cannot revoke it", async () => {
    const s = server();
    const { owner } = await partnerWithMember(s, 'TECHNICAL');
    const code = await invite(s, owner.token, 'FINANCIAL');
    const [row] = await s.database.db
      .select()
      .from(inviteTokens)
      .where(eq(inviteTokens.codeHash, sha256(code)));
    const inviteId = row!.id;

    // Another partner's OWNER: not found, and nothing changes.
    const outsider = await loginToken(s, 'other@demo.test');
    const foreign = await s.gql(REVOKE, { invite_id: inviteId }, { token: outsider });
    expect(errorCode(foreign)).toBe('NOT_FOUND');
    // Roles without the right to invite are refused in their own partner too.
    const supporter = await loginToken(s, 'supporter@demo.test');
    expect(errorCode(await s.gql(REVOKE, { invite_id: inviteId }, { token: supporter }))).toBe('FORBIDDEN');

    expect((await s.gql(REVOKE, { invite_id: inviteId }, { token: owner.token })).data).toEqual({
      revokeInviteToken: true,
    });
    const joiner = await newUser(s, 'revoked-joiner');
    expect(errorMessage(await join(s, joiner.token, code))).toBe(REVOKED);
    // The replay of a revoked code fails the same way every time; revoking again changes nothing.
    expect(errorMessage(await join(s, joiner.token, code))).toBe(REVOKED);
    expect((await s.gql(REVOKE, { invite_id: inviteId }, { token: owner.token })).data).toEqual({
      revokeInviteToken: true,
    });
  });

  it('refuses to revoke a used code and answers NOT_FOUND for an unknown id', async () => {
    const s = server();
    const { owner } = await partnerWithMember(s, 'TECHNICAL');
    const code = await invite(s, owner.token, 'SUPPORTER');
    const joiner = await newUser(s, 'used');
    expect((await join(s, joiner.token, code)).errors).toBeUndefined();
    const [row] = await s.database.db
      .select()
      .from(inviteTokens)
      .where(eq(inviteTokens.codeHash, sha256(code)));
    expect(errorCode(await s.gql(REVOKE, { invite_id: row!.id }, { token: owner.token }))).toBe('CONFLICT');
    expect(
      errorCode(await s.gql(REVOKE, { invite_id: '00000000-0000-4000-8000-000000000000' }, { token: owner.token })),
    ).toBe('NOT_FOUND');
    expect(errorCode(await s.gql(REVOKE, { invite_id: 'nope' }, { token: owner.token }))).toBe('NOT_FOUND');
  });

  it('lets one of many simultaneous joins with one code through', async () => {
    const s = server();
    const { owner } = await partnerWithMember(s, 'TECHNICAL');
    const code = await invite(s, owner.token, 'SUPPORTER');
    const joiners = await Promise.all(Array.from({ length: 6 }, () => newUser(s, 'racer')));
    const results = await Promise.all(joiners.map((j) => join(s, j.token, code)));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
  });
});

describe('pendingInviteTokens', () => {
  it("lists the partner's pending codes, newest first, to OWNER and ADMIN with today's active token", async () => {
    const s = server();
    const owner = await loginActive(s, 'owner@demo.test');
    await invite(s, owner.token, 'TECHNICAL');
    await invite(s, owner.token, 'FINANCIAL');
    const res = await s.gql<{ pendingInviteTokens: Pending[] }>(PENDING, {}, owner);
    expect(res.errors).toBeUndefined();
    const list = res.data!.pendingInviteTokens;
    expect(list.slice(0, 2).map((p) => [p.role, p.created_by])).toEqual([
      ['FINANCIAL', 'Olivia Owner'],
      ['TECHNICAL', 'Olivia Owner'],
    ]);
    expect(Date.parse(list[0]!.expires_at)).toBeGreaterThan(Date.now());
    // Not the code: it is shown once, at creation, and only its hash is kept.
    expect(JSON.stringify(list)).not.toMatch(/[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/);

    // Revoked and used codes leave the list.
    await s.gql(REVOKE, { invite_id: list[0]!.id }, owner);
    const after = (await s.gql<{ pendingInviteTokens: Pending[] }>(PENDING, {}, owner)).data!.pendingInviteTokens;
    expect(after.map((p) => p.id)).not.toContain(list[0]!.id);
    expect(after.map((p) => p.id)).toContain(list[1]!.id);

    const admin = await loginActive(s, 'admin@demo.test');
    expect((await s.gql<{ pendingInviteTokens: Pending[] }>(PENDING, {}, admin)).data!.pendingInviteTokens).toEqual(
      after,
    );
  });

  it('refuses other roles, asks for the active token, and never shows another partner its codes', async () => {
    const s = server();
    const owner = await loginActive(s, 'owner@demo.test');
    await invite(s, owner.token, 'SUPPORTER');
    const technical = await loginActive(s, 'technical@demo.test');
    expect(errorCode(await s.gql(PENDING, {}, technical))).toBe('FORBIDDEN');
    expect(errorCode(await s.gql(PENDING, {}, { token: owner.token }))).toBe('ACTIVE_TOKEN_REQUIRED');

    const outsider = await loginToken(s, 'other@demo.test');
    await invite(s, outsider, 'ADMIN');
    const demoIds = new Set(
      (await s.gql<{ pendingInviteTokens: Pending[] }>(PENDING, {}, owner)).data!.pendingInviteTokens.map((p) => p.id),
    );
    // Other Shop's OWNER sees Other Shop's codes only.
    const otherActive = await loginActive(s, 'other@demo.test');
    const otherList = (await s.gql<{ pendingInviteTokens: Pending[] }>(PENDING, {}, otherActive)).data!
      .pendingInviteTokens;
    expect(otherList.length).toBeGreaterThan(0);
    expect(otherList.some((p) => demoIds.has(p.id))).toBe(false);
  });
});
