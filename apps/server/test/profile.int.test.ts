import { TOTP, URI } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { DEMO_TOTP_SECRET } from '../src/seed/demo.js';
import { login, loginToken, newActiveUser, USER_INFO } from './support/account.js';
import { errorCode, errorMessage, useTestServer } from './support/server.js';

const server = useTestServer();

const GEN = `mutation($p: String!) { genTOTP(password: $p) { totp_uri } }`;
const ENABLE = `mutation($o: String!) { enableTOTP(otp: $o) { success recovery_codes } }`;
const DISABLE = `mutation($p: String!, $o: String) { disableTOTP(password: $p, otp: $o) }`;
const CONFIG = `mutation($c: [TotpUse!]!) { configTOTP(config_totp: $c) }`;
const ACTIVE = `mutation($o: String!) { activeDashBoard(otp: $o) { active_token expires_at } }`;
const CHANGE = `mutation($o: String!, $n: String!) { changePassword(old_password: $o, new_password: $n) }`;

/** The code an authenticator app would show one step from now (a fresh step, never replayed). */
const codeAt = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

describe('two-factor set-up', () => {
  it('enables with a code from the QR secret, gives ten recovery codes once, then disables with a code', async () => {
    const s = server();
    const { token, password } = await newActiveUser(s, 'tfa');
    const gen = await s.gql<{ genTOTP: { totp_uri: string } }>(GEN, { p: password }, { token });
    const uri = gen.data!.genTOTP.totp_uri;
    expect(uri).toMatch(/^otpauth:\/\/totp\/Paygate:/);
    const secret = (URI.parse(uri) as TOTP).secret.base32;

    expect(errorMessage(await s.gql(ENABLE, { o: '000000' }, { token }))).toBe('OTP is invalid');
    const enabled = await s.gql<{ enableTOTP: { recovery_codes: string[] } }>(ENABLE, { o: codeAt(secret) }, { token });
    const codes = enabled.data!.enableTOTP.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const info = await s.gql<{ userInfo: { is_enabled_TOTP: boolean } }>(USER_INFO, {}, { token });
    expect(info.data?.userInfo.is_enabled_TOTP).toBe(true);

    expect(errorMessage(await s.gql(DISABLE, { p: 'wrong', o: codeAt(secret, 1) }, { token }))).toBe(
      'Password is incorrect',
    );
    // Disabling needs a code too (second-factor.int.test.ts covers the refusals).
    expect(errorCode(await s.gql(DISABLE, { p: password }, { token }))).toBe('OTP_REQUIRED');
    expect((await s.gql(DISABLE, { p: password, o: codeAt(secret, 1) }, { token })).data).toEqual({
      disableTOTP: true,
    });
    const after = await s.gql<{ userInfo: { is_enabled_TOTP: boolean; totp_config: string[] } }>(
      USER_INFO,
      {},
      { token },
    );
    expect(after.data?.userInfo).toMatchObject({ is_enabled_TOTP: false, totp_config: [] });
  });

  it('needs the password to start and the spec message when it is missing', async () => {
    const s = server();
    const { token } = await newActiveUser(s, 'tfa-pw');
    expect(errorMessage(await s.gql(GEN, { p: '' }, { token }))).toBe('password is required!');
    expect(errorMessage(await s.gql(GEN, { p: 'nope' }, { token }))).toBe('Password is incorrect');
  });

  it('saves the uses immediately, and login then asks for a code', async () => {
    const s = server();
    const token = await loginToken(s, 'technical@demo.test');
    expect((await s.gql(CONFIG, { c: ['login', 'cashout'] }, { token })).data).toEqual({ configTOTP: true });
    const info = await s.gql<{ userInfo: { totp_config: string[] } }>(USER_INFO, {}, { token });
    expect(info.data?.userInfo.totp_config).toEqual(['login', 'cashout']);
    expect(errorCode(await login(s, 'technical@demo.test'))).toBe('OTP_REQUIRED');
    expect(errorCode(await s.gql(CONFIG, { c: ['teleport'] }, { token }))).toBe('BAD_USER_INPUT');
  });
});

describe('the dashboard active token', () => {
  it('is given for a fresh code, lasts until the end of the day, and a code works once', async () => {
    const s = server();
    const token = await loginToken(s, 'financial@demo.test');
    const code = codeAt(DEMO_TOTP_SECRET, 1);
    const res = await s.gql<{ activeDashBoard: { active_token: string; expires_at: string } }>(
      ACTIVE,
      { o: code },
      { token },
    );
    expect(res.errors).toBeUndefined();
    const expires = new Date(res.data!.activeDashBoard.expires_at);
    expect(expires.getTime()).toBeGreaterThan(Date.now());
    expect(expires.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    // Asia/Ho_Chi_Minh: the day ends at 16:59:59.999 UTC.
    expect(expires.toISOString()).toMatch(/T16:59:59\.999Z$/);
    expect(errorMessage(await s.gql(ACTIVE, { o: code }, { token }))).toBe('OTP is invalid');
    expect(errorMessage(await s.gql(ACTIVE, { o: '' }, { token }))).toBe('OTP is required');
  });

  it('tells a user without two-factor to turn it on in Profile', async () => {
    const s = server();
    const { token } = await newActiveUser(s, 'no-tfa');
    await s.gql(`mutation { createPartner(name: "P", partner_type: INVIDUAL) { id } }`, {}, { token });
    const res = await s.gql(ACTIVE, { o: '123456' }, { token });
    expect([errorCode(res), errorMessage(res)]).toEqual([
      'TOTP_NOT_ENABLED',
      'Turn on two-factor authentication in Profile first',
    ]);
  });

  it('rate-limits wrong codes per user', async () => {
    const s = server();
    const token = await loginToken(s, 'supporter@demo.test');
    for (let i = 0; i < 5; i++) expect(errorCode(await s.gql(ACTIVE, { o: '000000' }, { token }))).toBe('OTP_INVALID');
    const blocked = await s.gql(ACTIVE, { o: codeAt(DEMO_TOTP_SECRET, -1) }, { token });
    expect(errorCode(blocked)).toBe('RATE_LIMITED');
  });

  it('accepts a recovery code once in place of a code', async () => {
    const s = server();
    const { token, password } = await newActiveUser(s, 'recovery');
    await s.gql(`mutation { createPartner(name: "R", partner_type: COMPANY) { id } }`, {}, { token });
    const uri = (await s.gql<{ genTOTP: { totp_uri: string } }>(GEN, { p: password }, { token })).data!.genTOTP
      .totp_uri;
    const secret = (URI.parse(uri) as TOTP).secret.base32;
    const codes = (await s.gql<{ enableTOTP: { recovery_codes: string[] } }>(ENABLE, { o: codeAt(secret) }, { token }))
      .data!.enableTOTP.recovery_codes;
    expect((await s.gql(ACTIVE, { o: codes[0]!.toLowerCase() }, { token })).errors).toBeUndefined();
    expect(errorMessage(await s.gql(ACTIVE, { o: codes[0]! }, { token }))).toBe('OTP is invalid');
  });
});

describe('changePassword', () => {
  it('changes the password, keeps this session and ends every other one', async () => {
    const s = server();
    const { email, password, token } = await newActiveUser(s, 'chpw');
    const other = await loginToken(s, email, password);
    expect(errorMessage(await s.gql(CHANGE, { o: 'wrong', n: 'long-enough-1' }, { token }))).toBe(
      'Password is incorrect',
    );
    expect(errorMessage(await s.gql(CHANGE, { o: password, n: 'short' }, { token }))).toBe(
      'Password must be at least 8 characters!',
    );
    expect((await s.gql(CHANGE, { o: password, n: 'long-enough-1' }, { token })).data).toEqual({
      changePassword: true,
    });
    expect((await s.gql(USER_INFO, {}, { token })).errors).toBeUndefined();
    expect(errorCode(await s.gql(USER_INFO, {}, { token: other }))).toBe('410');
    expect(errorCode(await login(s, email, password))).toBe('UNAUTHENTICATED');
    await loginToken(s, email, 'long-enough-1');
  });
});
