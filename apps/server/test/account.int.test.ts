import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users, userTokens } from '../src/db/schema.js';
import {
  ACTIVE_USER,
  LOGIN,
  latestMail,
  login,
  loginToken,
  newActiveUser,
  REGISTER,
  USER_INFO,
} from './support/account.js';
import { errorCode, errorMessage, uniqueEmail, useTestServer } from './support/server.js';

const server = useTestServer();

const REQUEST_RESET = `mutation R($email: String!) { requestResetUserPassword(email: $email) }`;
const RESET = `mutation S($user_id: ID!, $token: String!, $password: String!) { resetUserPassword(user_id: $user_id, token: $token, password: $password) }`;
const LOGOUT = `mutation { logout }`;

const resetParams = (link: string) => {
  const url = new URL(link);
  return { user_id: url.searchParams.get('user_id') ?? '', token: url.searchParams.get('token') ?? '' };
};

describe('registration, verification and activation', () => {
  it('walks register → mail link → verification → operator activation → login', async () => {
    const s = server();
    const email = uniqueEmail('reg');
    const reg = await s.gql(REGISTER, { name: 'Reg User', email: email.toUpperCase(), password: 'secret-1' });
    expect(reg.data).toEqual({ registerByEmail: true });

    const mail = await latestMail(s, email);
    expect(mail.subject).toMatch(/verify/i);
    expect(mail.link).toMatch(new RegExp(`^${s.config.publicUrl}/active/`));

    const beforeVerify = await login(s, email, 'secret-1');
    expect(errorCode(beforeVerify)).toBe('EMAIL_NOT_VERIFIED');

    const token = decodeURIComponent(mail.link.split('/active/')[1]!);
    const act = await s.gql<{ activeUser: { access_token: string | null; user: { name: string } } }>(ACTIVE_USER, {
      active_token: token,
    });
    expect(act.errors).toBeUndefined();
    // Not activated by an operator yet: no session is handed out.
    expect(act.data?.activeUser).toEqual({ access_token: null, user: expect.objectContaining({ name: 'Reg User' }) });

    const beforeActivation = await login(s, email, 'secret-1');
    expect(errorCode(beforeActivation)).toBe('NOT_ACTIVATED');
    expect(errorMessage(beforeActivation)).toMatch(/not been activated by an administrator/);

    await s.services.admin.activateUser(email);
    const token2 = await loginToken(s, email, 'secret-1');
    const info = await s.gql<{ userInfo: { email: string; partner: unknown; user_partner: unknown } }>(
      USER_INFO,
      {},
      { token: token2 },
    );
    expect(info.data?.userInfo).toMatchObject({ email, partner: null, user_partner: null });
  });

  it('refuses a used or expired activation link', async () => {
    const s = server();
    const email = uniqueEmail('act');
    await s.gql(REGISTER, { name: 'Act', email, password: 'act-password' });
    const token = decodeURIComponent((await latestMail(s, email)).link.split('/active/')[1]!);
    expect((await s.gql(ACTIVE_USER, { active_token: token })).errors).toBeUndefined();
    const reused = await s.gql(ACTIVE_USER, { active_token: token });
    expect(errorMessage(reused)).toBe('This activation link is invalid or has expired.');

    const email2 = uniqueEmail('act2');
    await s.gql(REGISTER, { name: 'Act2', email: email2, password: 'act-password' });
    const token2 = decodeURIComponent((await latestMail(s, email2)).link.split('/active/')[1]!);
    const [user] = await s.database.db.select().from(users).where(eq(users.email, email2));
    await s.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, user!.id));
    expect(errorMessage(await s.gql(ACTIVE_USER, { active_token: token2 }))).toBe(
      'This activation link is invalid or has expired.',
    );
  });

  it('rejects bad input with the spec messages and creates nothing', async () => {
    const s = server();
    const [{ n: before }] = (await s.database.db.select({ n: sql<number>`count(*)::int` }).from(users)) as [
      { n: number },
    ];
    const valid = 'long-enough';
    expect(errorMessage(await s.gql(REGISTER, { name: 'X', email: 'not-an-email', password: valid }))).toBe(
      'Email invalid',
    );
    expect(errorMessage(await s.gql(REGISTER, { name: '  ', email: uniqueEmail(), password: valid }))).toBe(
      'Name is required!',
    );
    expect(errorMessage(await s.gql(REGISTER, { name: 'X', email: '', password: valid }))).toBe('Email is required!');
    expect(errorMessage(await s.gql(REGISTER, { name: 'X', email: uniqueEmail(), password: '' }))).toBe(
      'Password is required!',
    );
    // Issue 11 item 9: the 8-character rule wherever a password is set, registration included.
    const short = await s.gql(REGISTER, { name: 'X', email: uniqueEmail(), password: 'x' });
    expect(errorMessage(short)).toBe('Password must be at least 8 characters!');
    expect(short.errors?.[0]?.extensions?.fields).toEqual({ password: 'Password must be at least 8 characters!' });
    expect(errorMessage(await s.gql(REGISTER, { name: 'X', email: uniqueEmail(), password: '1234567' }))).toBe(
      'Password must be at least 8 characters!',
    );
    const [{ n: after }] = (await s.database.db.select({ n: sql<number>`count(*)::int` }).from(users)) as [
      { n: number },
    ];
    expect(Number(after)).toBe(Number(before));
  });

  it('answers a registration of a known address as for a new one and mails its owner instead', async () => {
    const s = server();
    const email = uniqueEmail('dup');
    const first = await s.gql(REGISTER, { name: 'Owner A', email, password: 'first-password' });
    const again = await s.gql(REGISTER, { name: 'Intruder B', email: email.toUpperCase(), password: 'other-password' });
    // The same answer: the form does not tell whether the address has an account.
    expect(again).toEqual(first);
    expect(again.data).toEqual({ registerByEmail: true });

    const rows = await s.database.db.select().from(users).where(eq(users.email, email));
    expect(rows.map((r) => r.name)).toEqual(['Owner A']);
    const mail = await latestMail(s, email);
    expect(mail.subject).toBe('Someone tried to register with your email at Paygate Partner Portal');
    expect(mail.text).toMatch(/^Hello Owner A,/);
    expect(mail.links).toEqual([`${s.config.publicUrl}/login`, `${s.config.publicUrl}/forgot-password`]);
    // The first password still holds; the second registration changed nothing.
    await s.services.admin.activateUser(email);
    const [row] = rows;
    await s.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, row!.id));
    await loginToken(s, email, 'first-password');
  });
});

describe('login', () => {
  it('logs in a demo user and refuses a wrong password with a clear message', async () => {
    const s = server();
    const ok = await login(s, 'owner@demo.test');
    expect(ok.data?.loginByPassword.access_token).toMatch(/^ey/);
    const wrong = await login(s, 'admin@demo.test', 'nope');
    expect(errorCode(wrong)).toBe('UNAUTHENTICATED');
    expect(errorMessage(wrong)).toBe('Email or password is incorrect');
    const unknown = await login(s, uniqueEmail('ghost'), 'nope');
    expect(errorMessage(unknown)).toBe('Email or password is incorrect');
  });

  it('validates login input with the spec messages', async () => {
    const s = server();
    expect(errorMessage(await s.gql(LOGIN, { email_or_phone_number: '', password: 'x' }))).toBe('email is required!');
    expect(errorMessage(await s.gql(LOGIN, { email_or_phone_number: 'a@b.c', password: '' }))).toBe(
      'password is required!',
    );
  });

  it('accepts the token raw or as Bearer', async () => {
    const s = server();
    const token = await loginToken(s, 'technical@demo.test');
    const raw = await s.gql(USER_INFO, {}, { token });
    const bearer = await s.gql(USER_INFO, {}, { token: `Bearer ${token}` });
    expect(raw.data).toEqual(bearer.data);
    expect(raw.data?.userInfo).toMatchObject({
      user_type: 'TECHNICAL',
      partner: { name: 'Demo Shop', partner_type: 'COMPANY' },
    });
  });

  it('answers UNAUTHENTICATED without a token and for a forged one', async () => {
    const s = server();
    expect(errorCode(await s.gql(USER_INFO))).toBe('UNAUTHENTICATED');
    expect(errorCode(await s.gql(USER_INFO, {}, { token: 'eyJhbGciOiJIUzI1NiJ9.e30.forged' }))).toBe('UNAUTHENTICATED');
  });

  it('rate-limits failed logins per account, even with the right password afterwards', async () => {
    const s = server();
    const { email, password } = await newActiveUser(s, 'ratelimit');
    for (let i = 0; i < 5; i++) expect(errorCode(await login(s, email, 'wrong'))).toBe('UNAUTHENTICATED');
    const blocked = await login(s, email, password);
    expect(errorCode(blocked)).toBe('RATE_LIMITED');
    expect(errorMessage(blocked)).toMatch(/^Too many failed login attempts\. Please try again in \d+ minutes\.$/);
  });
});

describe('session end', () => {
  it('answers 410 for every token of a session after logout', async () => {
    const s = server();
    const token = await loginToken(s, 'financial@demo.test');
    expect((await s.gql(USER_INFO, {}, { token })).errors).toBeUndefined();
    expect((await s.gql(LOGOUT, {}, { token })).data).toEqual({ logout: true });
    const after = await s.gql(USER_INFO, {}, { token });
    expect(errorCode(after)).toBe('410');
  });

  it('answers 410 for an expired session', async () => {
    const s = server();
    const token = await loginToken(s, 'supporter@demo.test');
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string };
    await s.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, payload.sid));
    await s.services.changeFeed.caughtUp();
    expect(errorCode(await s.gql(USER_INFO, {}, { token }))).toBe('410');
  });
});

describe('password reset', () => {
  it('resets once with the mailed link, ends other sessions, and refuses reuse', async () => {
    const s = server();
    const { email, password, token: oldSession } = await newActiveUser(s, 'reset');
    expect((await s.gql(REQUEST_RESET, { email })).data).toEqual({ requestResetUserPassword: true });
    const mail = await latestMail(s, email);
    expect(mail.subject).toMatch(/reset/i);
    const params = resetParams(mail.link);

    const ok = await s.gql(RESET, { ...params, password: 'brand-new-pass' });
    expect(ok.data).toEqual({ resetUserPassword: true });
    expect(errorCode(await s.gql(USER_INFO, {}, { token: oldSession }))).toBe('410');
    expect(errorCode(await login(s, email, password))).toBe('UNAUTHENTICATED');
    await loginToken(s, email, 'brand-new-pass');

    const reused = await s.gql(RESET, { ...params, password: 'another-one' });
    expect(errorMessage(reused)).toBe('This reset link is invalid or has expired. Please ask for a new one.');
  });

  it('refuses an expired link and a link for another user', async () => {
    const s = server();
    const { email } = await newActiveUser(s, 'reset-exp');
    await s.gql(REQUEST_RESET, { email });
    const params = resetParams((await latestMail(s, email)).link);
    const other = await newActiveUser(s, 'reset-other');
    const [otherUser] = await s.database.db.select().from(users).where(eq(users.email, other.email));
    expect(errorMessage(await s.gql(RESET, { ...params, user_id: otherUser!.id, password: 'long-enough' }))).toBe(
      'This reset link is invalid or has expired. Please ask for a new one.',
    );

    await s.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(userTokens.userId, params.user_id));
    expect(errorMessage(await s.gql(RESET, { ...params, password: 'long-enough' }))).toBe(
      'This reset link is invalid or has expired. Please ask for a new one.',
    );
    expect(errorMessage(await s.gql(RESET, { ...params, password: 'short' }))).toBe(
      'Password must be at least 8 characters!',
    );
  });

  it('answers true for an unknown address without sending mail, and validates the address', async () => {
    const s = server();
    const email = uniqueEmail('nobody');
    expect((await s.gql(REQUEST_RESET, { email })).data).toEqual({ requestResetUserPassword: true });
    await expect(latestMail(s, email)).rejects.toThrow(/no mail/);
    expect(errorMessage(await s.gql(REQUEST_RESET, { email: 'bad' }))).toBe('Email invalid');
    expect(errorMessage(await s.gql(REQUEST_RESET, { email: '' }))).toBe('Email is required!');
  });

  it('rate-limits reset requests per account', async () => {
    const s = server();
    const { email } = await newActiveUser(s, 'reset-rl');
    for (let i = 0; i < 3; i++) expect((await s.gql(REQUEST_RESET, { email })).errors).toBeUndefined();
    const blocked = await s.gql(REQUEST_RESET, { email });
    expect(errorCode(blocked)).toBe('RATE_LIMITED');
    expect(errorMessage(blocked)).toMatch(/^Too many password reset requests/);
  });
});
