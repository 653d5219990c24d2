import { eq } from 'drizzle-orm';
import { TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { inviteTokens, users } from '../src/db/schema.js';
import { matchTotp } from '../src/modules/auth/index.js';
import { DEMO_TOTP_SECRET } from '../src/seed/demo.js';
import {
  ALL_PARTNER,
  CREATE_INVITE,
  CREATE_PARTNER,
  JOIN_PARTNER,
  login,
  loginToken,
  newActiveUser,
  USER_INFO,
} from './support/account.js';
import { errorCode, errorMessage, useTestServer } from './support/server.js';

const server = useTestServer();

type Info = {
  userInfo: {
    user_type: string | null;
    user_partner: { role: string } | null;
    partner: { id: string; name: string; partner_type: string } | null;
  };
};

describe('createPartner', () => {
  it('makes the creator OWNER of the new partner', async () => {
    const s = server();
    const { token } = await newActiveUser(s, 'founder');
    const res = await s.gql<{ createPartner: { name: string; partner_type: string } }>(
      CREATE_PARTNER,
      { name: 'Founder Ltd', partner_type: 'COMPANY' },
      { token },
    );
    expect(res.data?.createPartner).toMatchObject({ name: 'Founder Ltd', partner_type: 'COMPANY' });
    const info = await s.gql<Info>(USER_INFO, {}, { token });
    expect(info.data?.userInfo).toMatchObject({
      user_type: 'OWNER',
      user_partner: { role: 'OWNER' },
      partner: { name: 'Founder Ltd' },
    });
  });

  it("answers the new partner's fees to its owner in the mutation's own selection", async () => {
    // Issue 26: `createPartner { fees }` answered "Register a partner or join one with an
    // invitation code first" — the request still acted for the caller as it was before.
    const s = server();
    const { token } = await newActiveUser(s, 'feeowner');
    const WITH_FEES = `mutation($name: String!) { createPartner(name: $name, partner_type: COMPANY) { id name fees } }`;
    const first = await s.gql<{ createPartner: { id: string; fees: Record<string, unknown> | null } }>(
      WITH_FEES,
      { name: 'Fees First Ltd' },
      { token },
    );
    expect(first.errors).toBeUndefined();
    // A new partner has no fees agreed yet: an empty map, not the null of a role that may not see them.
    expect(first.data?.createPartner.fees).toEqual({});
    // A second partner, by someone who already acts for the first: the new one's fees, not null.
    const second = await s.gql<{ createPartner: { id: string; fees: Record<string, unknown> | null } }>(
      WITH_FEES,
      { name: 'Fees Second Ltd' },
      { token },
    );
    expect(second.errors).toBeUndefined();
    expect(second.data?.createPartner.id).not.toBe(first.data?.createPartner.id);
    expect(second.data?.createPartner.fees).toEqual(first.data?.createPartner.fees);
    // The next request sees the same partner and fees as the mutation answered.
    const after = await s.gql<{ partner: { id: string; fees: unknown } }>('{ partner { id fees } }', {}, { token });
    expect(after.data?.partner).toEqual({
      id: second.data?.createPartner.id,
      fees: second.data?.createPartner.fees,
    });
  });

  it('validates the partner form with the spec messages', async () => {
    const s = server();
    const { token } = await newActiveUser(s, 'founder2');
    expect(errorMessage(await s.gql(CREATE_PARTNER, { name: ' ', partner_type: 'COMPANY' }, { token }))).toBe(
      'Partner name is required!',
    );
    const info = await s.gql<Info>(USER_INFO, {}, { token });
    expect(info.data?.userInfo.partner).toBeNull();
  });

  it('needs a login', async () => {
    const s = server();
    expect(errorCode(await s.gql(CREATE_PARTNER, { name: 'X', partner_type: 'COMPANY' }))).toBe('UNAUTHENTICATED');
  });
});

describe('invites', () => {
  const invite = async (s: ReturnType<typeof server>, token: string, role?: string) => {
    const res = await s.gql<{ createInviteToken: { invite_token: string; role: string; expires_at: string } }>(
      CREATE_INVITE,
      role ? { role } : {},
      { token },
    );
    expect(res.errors).toBeUndefined();
    return res.data!.createInviteToken;
  };

  it('creates random codes bound to a role (ADMIN by default) that expire after 7 days', async () => {
    const s = server();
    const owner = await loginToken(s, 'owner@demo.test');
    const a = await invite(s, owner);
    const b = await invite(s, owner, 'TECHNICAL');
    expect(a.role).toBe('ADMIN');
    expect(b.role).toBe('TECHNICAL');
    expect(a.invite_token).not.toBe(b.invite_token);
    expect(a.invite_token).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    const days = (new Date(a.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    // Only a hash is stored.
    const rows = await s.database.db.select().from(inviteTokens);
    expect(rows.some((r) => r.codeHash === a.invite_token)).toBe(false);
  });

  it('joins a user with the invited role once; a used code is refused', async () => {
    const s = server();
    const owner = await loginToken(s, 'owner@demo.test');
    const code = (await invite(s, owner, 'FINANCIAL')).invite_token;
    const joiner = await newActiveUser(s, 'joiner');
    const joined = await s.gql<{ joinPartner: { name: string } }>(
      JOIN_PARTNER,
      { invite_token: code.toLowerCase() },
      { token: joiner.token },
    );
    expect(joined.data?.joinPartner.name).toBe('Demo Shop');
    const info = await s.gql<Info>(USER_INFO, {}, { token: joiner.token });
    expect(info.data?.userInfo).toMatchObject({ user_type: 'FINANCIAL', partner: { name: 'Demo Shop' } });

    const second = await newActiveUser(s, 'joiner2');
    const reused = await s.gql(JOIN_PARTNER, { invite_token: code }, { token: second.token });
    expect(errorMessage(reused)).toBe('This invite code has already been used');
    expect((await s.gql<Info>(USER_INFO, {}, { token: second.token })).data?.userInfo.partner).toBeNull();
  });

  it("answers the joined partner's fees by the invited role, in the mutation's own selection", async () => {
    const s = server();
    const owner = await loginToken(s, 'owner@demo.test');
    const WITH_FEES = `mutation($code: String!) { joinPartner(invite_token: $code) { name fees } }`;
    const financial = await newActiveUser(s, 'joinfees');
    const seen = await s.gql<{ joinPartner: { name: string; fees: unknown } }>(
      WITH_FEES,
      { code: (await invite(s, owner, 'FINANCIAL')).invite_token },
      { token: financial.token },
    );
    expect(seen.errors).toBeUndefined();
    expect(seen.data?.joinPartner.fees).toEqual(expect.objectContaining({ atm_vnd: expect.anything() }));
    // SUPPORTER may not see fees (policy seeFees): null, and no error.
    const supporter = await newActiveUser(s, 'joinnofees');
    const hidden = await s.gql<{ joinPartner: { name: string; fees: unknown } }>(
      WITH_FEES,
      { code: (await invite(s, owner, 'SUPPORTER')).invite_token },
      { token: supporter.token },
    );
    expect(hidden.errors).toBeUndefined();
    expect(hidden.data?.joinPartner).toEqual({ name: 'Demo Shop', fees: null });
  });

  it('refuses expired codes, unknown codes, and joining a partner twice', async () => {
    const s = server();
    const owner = await loginToken(s, 'owner@demo.test');
    const expired = (await invite(s, owner)).invite_token;
    const rows = await s.database.db.select().from(inviteTokens);
    for (const r of rows)
      await s.database.db
        .update(inviteTokens)
        .set({ expiresAt: new Date(Date.now() - 1) })
        .where(eq(inviteTokens.id, r.id));
    const joiner = await newActiveUser(s, 'late');
    expect(errorMessage(await s.gql(JOIN_PARTNER, { invite_token: expired }, { token: joiner.token }))).toBe(
      'This invite code has expired',
    );
    expect(
      errorMessage(await s.gql(JOIN_PARTNER, { invite_token: 'AAAA-BBBB-CCCC-DDDD' }, { token: joiner.token })),
    ).toBe('Invite code is invalid');
    expect(errorMessage(await s.gql(JOIN_PARTNER, { invite_token: '' }, { token: joiner.token }))).toBe(
      'Invite code is required!',
    );

    const fresh = (await invite(s, owner)).invite_token;
    const admin = await loginToken(s, 'admin@demo.test');
    const twice = await s.gql(JOIN_PARTNER, { invite_token: fresh }, { token: admin });
    expect(errorMessage(twice)).toBe('You are already a member of this partner');
  });

  it('lets only OWNER and ADMIN invite, and never as OWNER', async () => {
    const s = server();
    for (const email of ['technical@demo.test', 'financial@demo.test', 'supporter@demo.test', 'supervisor@demo.test']) {
      const token = await loginToken(s, email);
      const before = (await s.database.db.select().from(inviteTokens)).length;
      expect(errorCode(await s.gql(CREATE_INVITE, { role: 'ADMIN' }, { token }))).toBe('FORBIDDEN');
      expect((await s.database.db.select().from(inviteTokens)).length).toBe(before);
    }
    const admin = await loginToken(s, 'admin@demo.test');
    expect((await s.gql(CREATE_INVITE, { role: 'SUPPORTER' }, { token: admin })).errors).toBeUndefined();
    expect(errorCode(await s.gql(CREATE_INVITE, { role: 'OWNER' }, { token: admin }))).toBe('BAD_USER_INPUT');
  });
});

describe('allPartner and the partner switch', () => {
  it('lists every partner with a token bound to it', async () => {
    const s = server();
    const token = await loginToken(s, 'other@demo.test');
    const res = await s.gql<{ allPartner: { token: string; user_type: string; partner: { name: string } }[] }>(
      ALL_PARTNER,
      {},
      { token },
    );
    const list = res.data!.allPartner;
    expect(list.map((p) => [p.partner.name, p.user_type])).toEqual([
      ['Demo Shop', 'FINANCIAL'],
      ['Other Shop', 'OWNER'],
    ]);
    const asDemo = await s.gql<Info>(USER_INFO, {}, { token: list[0]!.token });
    expect(asDemo.data?.userInfo).toMatchObject({ user_type: 'FINANCIAL', partner: { name: 'Demo Shop' } });
    const asOther = await s.gql<Info>(USER_INFO, {}, { token: list[1]!.token });
    expect(asOther.data?.userInfo).toMatchObject({ user_type: 'OWNER', partner: { name: 'Other Shop' } });
    // The role follows the bound partner: FINANCIAL in Demo Shop cannot invite there.
    expect(errorCode(await s.gql(CREATE_INVITE, {}, { token: list[0]!.token }))).toBe('FORBIDDEN');
    expect((await s.gql(CREATE_INVITE, {}, { token: list[1]!.token })).errors).toBeUndefined();
  });

  it('shows SUPERVISOR as the user type of a supervisor', async () => {
    const s = server();
    const token = await loginToken(s, 'supervisor@demo.test');
    const res = await s.gql<{ allPartner: { user_type: string }[] }>(ALL_PARTNER, {}, { token });
    expect(res.data?.allPartner.map((p) => p.user_type)).toEqual(['SUPERVISOR']);
  });

  it('ends every partner token with the session on logout', async () => {
    const s = server();
    const token = await loginToken(s, 'other@demo.test');
    const list = (await s.gql<{ allPartner: { token: string }[] }>(ALL_PARTNER, {}, { token })).data!.allPartner;
    await s.gql('mutation { logout }', {}, { token: list[1]!.token });
    for (const t of [token, ...list.map((p) => p.token)])
      expect(errorCode(await s.gql(USER_INFO, {}, { token: t }))).toBe('410');
  });
});

describe('two-factor at login', () => {
  it('asks for the code when totp_config includes login and accepts each code once', async () => {
    const s = server();
    await s.database.db
      .update(users)
      .set({ totpConfig: ['login'] })
      .where(eq(users.email, 'admin@demo.test'));
    const missing = await login(s, 'admin@demo.test');
    expect(errorCode(missing)).toBe('OTP_REQUIRED');
    const wrong = await login(s, 'admin@demo.test', undefined, '000000');
    expect([errorCode(wrong), errorMessage(wrong)]).toEqual(['OTP_INVALID', 'OTP is invalid']);
    const code = new TOTP({ secret: DEMO_TOTP_SECRET }).generate();
    expect(matchTotp(DEMO_TOTP_SECRET, code)).not.toBeNull();
    const ok = await login(s, 'admin@demo.test', undefined, code);
    expect(ok.errors).toBeUndefined();
    const replay = await login(s, 'admin@demo.test', undefined, code);
    expect(errorMessage(replay)).toBe('OTP is invalid');
  });
});
