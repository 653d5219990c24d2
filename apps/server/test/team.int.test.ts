import { describe, expect, it } from 'vitest';
import { CREATE_INVITE, JOIN_PARTNER, loginActive, loginToken, newActiveUser, USER_INFO } from './support/account.js';
import { errorCode, type TestServer, useTestServer } from './support/server.js';

// Issue 28 item 15: the team screen shows each member's e-mail, whether they use two-factor and
// when they were last active — team data, for the roles that manage the team, with today's
// active token, and nowhere else.

const server = useTestServer();

type Member = {
  id: string;
  role: string;
  user: { id: string; name: string };
  email: string | null;
  two_factor_enabled: boolean | null;
  last_active_at: string | null;
};
const TEAM = `{ partner { list_user { id role user { id name } email two_factor_enabled last_active_at } } }`;
const UPDATE_ROLE = `mutation($id: ID!, $role: UpdatableRole!) { updateUserPartner(user_partner_id: $id, role: $role) { id role } }`;

const team = async (s: TestServer, options: { token: string; headers?: Record<string, string> }) => {
  const res = await s.gql<{ partner: { list_user: Member[] } }>(TEAM, {}, options);
  expect(res.errors).toBeUndefined();
  return res.data!.partner.list_user;
};

/** A new user who joins Demo Shop by an owner's invitation, with the role given. */
const joinDemoShop = async (s: TestServer, role: string) => {
  const owner = await loginToken(s, 'owner@demo.test');
  const code = await s.gql<{ createInviteToken: { invite_token: string } }>(CREATE_INVITE, { role }, { token: owner });
  const joiner = await newActiveUser(s, 'team');
  const joined = await s.gql(
    JOIN_PARTNER,
    { invite_token: code.data!.createInviteToken.invite_token },
    { token: joiner.token },
  );
  expect(joined.errors).toBeUndefined();
  return joiner;
};

describe('the team screen (issue 28 item 15)', () => {
  it("shows each member's e-mail, two-factor state and last activity", async () => {
    const s = server();
    const before = Date.now();
    const joiner = await joinDemoShop(s, 'TECHNICAL');
    const members = await team(s, await loginActive(s, 'owner@demo.test'));

    const owner = members.find((m) => m.email === 'owner@demo.test');
    expect(owner).toMatchObject({ role: 'OWNER', two_factor_enabled: true });
    // The owner signed in just now: last active is that sign-in.
    expect(Date.parse(owner!.last_active_at!)).toBeGreaterThanOrEqual(before - 1000);

    const joined = members.find((m) => m.email === joiner.email);
    expect(joined).toMatchObject({ role: 'TECHNICAL', two_factor_enabled: false });
    expect(Date.parse(joined!.last_active_at!)).toBeGreaterThanOrEqual(before - 1000);
    expect(members.every((m) => m.email != null && m.two_factor_enabled != null)).toBe(true);
  });

  it('moves last activity forward with a later sign-in', async () => {
    const s = server();
    const admin = async () =>
      (await team(s, await loginActive(s, 'owner@demo.test'))).find((m) => m.email === 'admin@demo.test')!;
    await loginToken(s, 'admin@demo.test');
    const first = Date.parse((await admin()).last_active_at!);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await loginToken(s, 'admin@demo.test');
    expect(Date.parse((await admin()).last_active_at!)).toBeGreaterThan(first);
  });

  it("keeps the team's e-mails and states out of the viewer's own membership", async () => {
    const s = server();
    const token = await loginToken(s, 'supporter@demo.test');
    const res = await s.gql<{ userInfo: { user_partner: Record<string, unknown> } }>(
      '{ userInfo { user_partner { role email two_factor_enabled last_active_at } } }',
      {},
      { token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.userInfo.user_partner).toEqual({
      role: 'SUPPORTER',
      email: null,
      two_factor_enabled: null,
      last_active_at: null,
    });
    // USER_INFO still answers as before.
    expect((await s.gql(USER_INFO, {}, { token })).errors).toBeUndefined();
  });

  it('refuses the team to a role that may not manage it, at once after a demotion, even in a burst', async () => {
    const s = server();
    const ownerOptions = await loginActive(s, 'owner@demo.test');
    const adminOptions = await loginActive(s, 'admin@demo.test');
    expect((await team(s, adminOptions)).length).toBeGreaterThan(1);

    const adminRow = (await team(s, ownerOptions)).find((m) => m.email === 'admin@demo.test')!;
    const demoted = await s.gql(UPDATE_ROLE, { id: adminRow.id, role: 'SUPPORTER' }, ownerOptions);
    expect(demoted.errors).toBeUndefined();
    try {
      // The same session and active token as a moment ago: 20 reads at once, none sees an e-mail.
      const answers = await Promise.all(Array.from({ length: 20 }, () => s.gql(TEAM, {}, adminOptions)));
      for (const answer of answers) {
        expect(errorCode(answer)).toBe('FORBIDDEN');
        expect(JSON.stringify(answer.data ?? null)).not.toContain('@demo.test');
      }
    } finally {
      await s.gql(UPDATE_ROLE, { id: adminRow.id, role: 'ADMIN' }, ownerOptions);
    }
  });
});
