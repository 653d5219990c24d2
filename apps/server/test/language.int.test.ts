import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { LANGUAGE_INVALID, LANGUAGES } from '@paygate/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { auditLog, complaints, partners, users, webhookAttempts } from '../src/db/schema.js';
import { MIGRATIONS_DIR } from '../src/lib/paths.js';
import { LOGIN, latestMail, loginToken, newActiveUser, REGISTER } from './support/account.js';
import { postJson } from './support/money.js';
import { newPartnerWorkspace, seedPayment } from './support/payments.js';
import { errorCode, errorMessage, type TestServer, uniqueEmail, useTestServer } from './support/server.js';

// Issue 31 item 2: each user's language, saved on the server. A new user's comes from the register
// request's Accept-Language (the register mutation's variables are the spec's); updateLanguage
// changes the caller's own, with a session and nothing more; userInfo reads it; the audit log
// records each change.

// Every test registers from its own client address: the per-address registration budget is not shared.
const server = useTestServer({ env: { TRUST_PROXY: '1' } });
let addresses = 0;
const nextAddress = () => `10.31.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;
const newUser = (s: TestServer, label: string, headers?: Record<string, string>) =>
  newActiveUser(s, label, { from: nextAddress(), ...(headers ? { headers } : {}) });

const UPDATE = `mutation UpdateLanguage($language: Language!) { updateLanguage(language: $language) }`;
const LANGUAGE = `query Language { userInfo { id language } }`;

const languageOf = async (s: TestServer, token: string) => {
  const res = await s.gql<{ userInfo: { language: string } }>(LANGUAGE, {}, { token });
  expect(res.errors).toBeUndefined();
  return res.data!.userInfo.language;
};
const storedLanguage = async (s: TestServer, email: string) => {
  const [row] = await s.database.db.select({ language: users.language }).from(users).where(eq(users.email, email));
  return row?.language;
};

/**
 * A GraphQL call over node:http, which adds no header of its own: fetch sends `Accept-Language: *`
 * when none is given, so a request without the header has to be made this way.
 */
const postBare = (s: TestServer, body: unknown, headers: Record<string, string>) =>
  new Promise<{ status: number; body: { data?: unknown; errors?: unknown } }>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = http.request(
      `${s.url}/graphql`,
      { method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });

describe('a new user', () => {
  it("gets the language of the register request's Accept-Language", async () => {
    const s = server();
    const vi = await newUser(s, 'lang-vi', { 'accept-language': 'vi-VN,vi;q=0.9' });
    expect(await languageOf(s, vi.token)).toBe('vi');
    expect(await storedLanguage(s, vi.email)).toBe('vi');

    const en = await newUser(s, 'lang-en', { 'accept-language': 'en-US,en;q=0.9,vi;q=0.5' });
    expect(await languageOf(s, en.token)).toBe('en');

    // Node's fetch sends `Accept-Language: *` when none is given: any language, so the default.
    const any = await newUser(s, 'lang-any');
    expect(await languageOf(s, any.token)).toBe('en');

    const garbled = await newUser(s, 'lang-garbled', { 'accept-language': '!!;q=nope,,' });
    expect(await languageOf(s, garbled.token)).toBe('en');
  });

  it('without an Accept-Language header reads en', async () => {
    const s = server();
    const email = uniqueEmail('lang-none');
    const password = 'password-without-language';
    const reg = await postBare(
      s,
      { query: REGISTER, variables: { name: 'No language', email, password } },
      { 'x-forwarded-for': nextAddress() },
    );
    expect(reg.status).toBe(200);
    expect(reg.body.errors).toBeUndefined();
    expect(await storedLanguage(s, email)).toBe('en');
    // The activation link works as for anyone; the language is read back through userInfo too.
    const { link } = await latestMail(s, email);
    await s.gql('mutation($t: String!) { activeUser(active_token: $t) { access_token } }', {
      t: decodeURIComponent(link.split('/active/')[1] ?? ''),
    });
    await s.services.admin.activateUser(email);
    expect(await languageOf(s, await loginToken(s, email, password))).toBe('en');
  });

  it('the demo users, made without a language, read en', async () => {
    const s = server();
    expect(await languageOf(s, await loginToken(s, 'supporter@demo.test'))).toBe('en');
  });
});

describe('updateLanguage', () => {
  it("saves the caller's language: read back in the same session and after a new login", async () => {
    const s = server();
    const user = await newUser(s, 'lang-update');
    expect(await languageOf(s, user.token)).toBe('en');

    expect((await s.gql(UPDATE, { language: 'vi' }, { token: user.token })).data).toEqual({ updateLanguage: true });
    expect(await languageOf(s, user.token)).toBe('vi');
    // Another session (another browser): the language follows the user.
    const other = await loginToken(s, user.email, user.password);
    expect(other).not.toBe(user.token);
    expect(await languageOf(s, other)).toBe('vi');

    // The same language again answers true and changes nothing; back to en from the other session.
    expect((await s.gql(UPDATE, { language: 'vi' }, { token: other })).data).toEqual({ updateLanguage: true });
    expect((await s.gql(UPDATE, { language: 'en' }, { token: other })).data).toEqual({ updateLanguage: true });
    expect(await languageOf(s, user.token)).toBe('en');
    expect(await storedLanguage(s, user.email)).toBe('en');
  });

  it('refuses a language the portal does not speak with the contracts message, and changes nothing', async () => {
    const s = server();
    const user = await newUser(s, 'lang-bad', { 'accept-language': 'vi' });
    for (const language of ['fr', 'VI', 'vi-VN', '', 'en ', 42, null]) {
      const res = await s.gql(UPDATE, { language }, { token: user.token });
      expect(res.data, JSON.stringify(language)).toBeNull();
      expect(errorCode(res)).toBe('BAD_USER_INPUT');
      expect(errorMessage(res)).toBe(LANGUAGE_INVALID);
      expect(res.errors?.[0]?.extensions?.fields).toEqual({ language: LANGUAGE_INVALID });
    }
    // Written in the document rather than sent as a variable: the same refusal.
    for (const literal of ['fr', '"vi"']) {
      const res = await s.gql(`mutation { updateLanguage(language: ${literal}) }`, {}, { token: user.token });
      expect(errorCode(res)).toBe('BAD_USER_INPUT');
      expect(errorMessage(res)).toBe(LANGUAGE_INVALID);
      expect(res.errors?.[0]?.extensions?.fields).toEqual({ language: LANGUAGE_INVALID });
    }
    // A variable not sent is refused with the same words.
    const missing = await s.gql(UPDATE, {}, { token: user.token });
    expect(errorCode(missing)).toBe('BAD_USER_INPUT');
    expect(errorMessage(missing)).toBe(LANGUAGE_INVALID);
    expect(await languageOf(s, user.token)).toBe('vi');
    expect(await storedLanguage(s, user.email)).toBe('vi');
  });

  it('needs a session', async () => {
    const s = server();
    const user = await newUser(s, 'lang-anon');
    const anonymous = await s.gql(UPDATE, { language: 'vi' });
    expect(anonymous.data).toBeNull();
    expect(errorCode(anonymous)).toBe('UNAUTHENTICATED');
    expect(errorCode(await s.gql(UPDATE, { language: 'vi' }, { token: 'not-a-token' }))).toBe('UNAUTHENTICATED');
    // A session that has ended (logout) answers 410, as every call of it does.
    const ended = await loginToken(s, user.email, user.password);
    expect((await s.gql('mutation { logout }', {}, { token: ended })).data).toEqual({ logout: true });
    expect(errorCode(await s.gql(UPDATE, { language: 'vi' }, { token: ended }))).toBe('410');
    expect(await storedLanguage(s, user.email)).toBe('en');
  });

  it('answers every one of 20 concurrent updates, keeping one of their values and a change log that adds up', async () => {
    const s = server();
    const ws = await newPartnerWorkspace(s, 'lang-burst', { from: nextAddress() });
    const wanted = Array.from({ length: 20 }, (_, i) => LANGUAGES[i % 2]!);
    const answers = await Promise.all(wanted.map((language) => s.gql(UPDATE, { language }, { token: ws.token })));
    for (const answer of answers) {
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toEqual({ updateLanguage: true });
    }
    const stored = await storedLanguage(s, ws.email);
    expect(LANGUAGES).toContain(stored);
    expect(await languageOf(s, ws.token)).toBe(stored);

    // Each entry's before is the language the one before it left: the changes serialised.
    const entries = await s.database.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.partnerId, ws.partnerId), eq(auditLog.action, 'profile.language_changed')))
      .orderBy(asc(auditLog.seq));
    const changes = entries.map((e) => (e.changes as { language: { before: string; after: string } }).language);
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.length).toBeLessThanOrEqual(wanted.length);
    let current = 'en';
    for (const change of changes) {
      expect(change.before).toBe(current);
      expect(change.after).not.toBe(change.before);
      current = change.after;
    }
    expect(current).toBe(stored);
  });

  it('is recorded in the audit log of the user’s partners, without a partner role or a code', async () => {
    const s = server();
    // The owner has two-factor on: changing the language asks for no code and no active token.
    const ws = await newPartnerWorkspace(s, 'lang-audit', { from: nextAddress() });
    const ua = { 'user-agent': 'LanguageTest/1.0' };
    expect((await s.gql(UPDATE, { language: 'vi' }, { token: ws.token, headers: ua })).data).toEqual({
      updateLanguage: true,
    });
    // The same language again: nothing changed, nothing recorded.
    expect((await s.gql(UPDATE, { language: 'vi' }, { token: ws.token })).data).toEqual({ updateLanguage: true });

    const log = await s.gql<{
      auditLog: {
        data: {
          action: string;
          actor_id: string;
          target_id: string;
          target_label: string;
          user_agent: string;
          changes: unknown;
        }[];
      };
    }>(
      `query($action: String) { auditLog(action: $action) { data { action actor_id target_id target_label user_agent changes } } }`,
      { action: 'profile.language_changed' },
      ws.options,
    );
    expect(log.errors).toBeUndefined();
    expect(log.data!.auditLog.data).toEqual([
      {
        action: 'profile.language_changed',
        actor_id: ws.userId,
        target_id: ws.userId,
        target_label: ws.email,
        user_agent: 'LanguageTest/1.0',
        changes: { language: { before: 'en', after: 'vi' } },
      },
    ]);
  });
});

describe('the users.language column', () => {
  it('holds one of LANGUAGES: the database refuses any other', async () => {
    const s = server();
    const user = await newUser(s, 'lang-check');
    await expect(
      s.database.db.execute(sql`update users set language = 'fr' where email = ${user.email}`),
    ).rejects.toThrow();
    expect(await storedLanguage(s, user.email)).toBe('en');
  });

  it('is en for every user the migration finds', async () => {
    // The migrations before this one on a database of its own, a user written, then the rest.
    const before = mkdtempSync(path.join(os.tmpdir(), 'paygate-language-migration-'));
    const pglite = await PGlite.create();
    try {
      cpSync(MIGRATIONS_DIR, before, { recursive: true });
      const journalFile = path.join(before, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
      const at = journal.entries.findIndex((e) => e.tag.endsWith('_user-language'));
      expect(at).toBeGreaterThan(0);
      journal.entries = journal.entries.slice(0, at);
      writeFileSync(journalFile, JSON.stringify(journal));
      const db = drizzle(pglite);
      await migrate(db, { migrationsFolder: before });
      await pglite.query(`insert into users (name, email, password_hash) values ('Old', 'old@example.test', 'x')`);
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      const { rows } = await pglite.query<{ language: string }>(
        `select language from users where email = 'old@example.test'`,
      );
      expect(rows).toEqual([{ language: 'en' }]);
    } finally {
      await pglite.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});

describe("the server's answers in the request's language (issue 31 item 1)", () => {
  // Each from its own address and for its own e-mail: no attempt budget is shared between them.
  const wrongLogin = (s: TestServer, language: string) =>
    s.gql(
      LOGIN,
      { email_or_phone_number: uniqueEmail('lang-login'), password: 'not-the-password' },
      { headers: { 'accept-language': language, 'x-forwarded-for': nextAddress() } },
    );

  it('says a refusal in Vietnamese to a request that reads it, and in English otherwise, with the same code', async () => {
    const s = server();
    const vi = await wrongLogin(s, 'vi');
    expect(errorCode(vi)).toBe('UNAUTHENTICATED');
    expect(errorMessage(vi)).toBe('Email hoặc mật khẩu không đúng');
    for (const language of ['en', 'en-US,en;q=0.9', '*', 'fr']) {
      const en = await wrongLogin(s, language);
      expect(errorCode(en), language).toBe('UNAUTHENTICATED');
      expect(errorMessage(en), language).toBe('Email or password is incorrect');
    }
    // The portal sends its own language; a browser's Vietnamese preference still reads Vietnamese.
    expect(errorMessage(await wrongLogin(s, 'vi-VN,vi;q=0.9,en;q=0.8'))).toBe('Email hoặc mật khẩu không đúng');
  });

  it("translates a refusal's field messages and fills a template's parts, the code and field names kept", async () => {
    const s = server();
    const user = await newUser(s, 'lang-fields');
    const res = await s.gql(UPDATE, { language: 'fr' }, { token: user.token, headers: { 'accept-language': 'vi' } });
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(errorMessage(res)).toBe('language phải là en or vi');
    expect(res.errors?.[0]?.extensions?.fields).toEqual({ language: 'language phải là en or vi' });
    // Nothing changed for it.
    expect(await languageOf(s, user.token)).toBe('en');
  });

  it("answers a REST refusal's envelope in the request's language, a success as it is", async () => {
    const s = server();
    const read = async (language: string) => {
      const res = await fetch(`${s.url}/v1/checkout/not-a-real-link`, { headers: { 'accept-language': language } });
      return { status: res.status, body: (await res.json()) as { error_code: number; code: string; message: string } };
    };
    const vi = await read('vi');
    const en = await read('en');
    expect(vi.status).toBe(en.status);
    expect(vi.body.error_code).toBe(en.body.error_code);
    expect(vi.body.code).toBe(en.body.code);
    expect(en.body.message).toBe('This payment link is not valid');
    expect(vi.body.message).toBe('Liên kết thanh toán này không hợp lệ');
    const health = await fetch(`${s.url}/healthz`, { headers: { 'accept-language': 'vi' } });
    expect(await health.json()).toEqual({ status: 'ok' });
  });

  it('translates the wait of a rate-limited login with its words, every answer of a burst alike', async () => {
    const s = server();
    const email = uniqueEmail('lang-burst');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        s.gql(
          LOGIN,
          { email_or_phone_number: email, password: 'wrong' },
          { headers: { 'accept-language': 'vi', 'x-forwarded-for': nextAddress() } },
        ),
      ),
    );
    const blocked = answers
      .map(errorMessage)
      .filter((message) => message?.startsWith('Bạn đã đăng nhập sai quá nhiều lần'));
    expect(blocked.length).toBeGreaterThan(0);
    for (const message of blocked)
      expect(message).toMatch(/^Bạn đã đăng nhập sai quá nhiều lần\. Vui lòng thử lại sau \d+ (phút|giây)\.$/);
    expect(answers.map(errorMessage).filter((m) => m && /[A-Za-z]{4,} (minutes|seconds)|Too many/.test(m))).toEqual([]);
  });
});

describe('mails in their recipient’s language (issue 31 item 1)', () => {
  const REQUEST_RESET = `mutation R($email: String!) { requestResetUserPassword(email: $email) }`;

  it('sends a Vietnamese user their reset mail in Vietnamese, an English one in English, whatever the request reads', async () => {
    const s = server();
    const vi = await newUser(s, 'mail-vi', { 'accept-language': 'vi' });
    const en = await newUser(s, 'mail-en', { 'accept-language': 'en' });
    // Asked from a browser in the other language: the mail follows the user, not the request.
    for (const [user, asked] of [
      [vi, 'en'],
      [en, 'vi'],
    ] as const) {
      const res = await s.gql(
        REQUEST_RESET,
        { email: user.email },
        { headers: { 'accept-language': asked, 'x-forwarded-for': nextAddress() } },
      );
      expect(res.errors).toBeUndefined();
    }
    const viMail = await latestMail(s, vi.email);
    expect(viMail.subject).toBe('Đặt lại mật khẩu Cổng đối tác Paygate của bạn');
    expect(viMail.text).toMatch(/^Xin chào .+,\n/);
    expect(viMail.text).toContain('Liên kết có hiệu lực trong 1 giờ');
    expect(viMail.text).not.toMatch(/Hello|valid for/);
    // The link itself is the same kind of link, untouched.
    expect(viMail.text).toContain(viMail.link);
    expect(new URL(viMail.link).pathname).toBe('/reset-password');

    const enMail = await latestMail(s, en.email);
    expect(enMail.subject).toBe('Reset your Paygate Partner Portal password');
    expect(enMail.text).toMatch(/^Hello .+,\n/);
    expect(enMail.text).toContain(enMail.link);
  });

  /** An instant as Tokyo (UTC+9, no daylight saving) reads it, DD/MM/YYYY HH:mm, written out here. */
  const inTokyo = (at: Date) => {
    const t = new Date(at.getTime() + 9 * 3_600_000);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${two(t.getUTCDate())}/${two(t.getUTCMonth() + 1)}/${t.getUTCFullYear()} ${two(t.getUTCHours())}:${two(t.getUTCMinutes())} (Asia/Tokyo)`;
  };
  /** A workspace whose owner reads Vietnamese and whose partner counts in Tokyo. */
  const vietnameseInTokyo = async (s: TestServer, label: string) => {
    const ws = await newPartnerWorkspace(s, label, { from: nextAddress() });
    expect((await s.gql(UPDATE, { language: 'vi' }, { token: ws.token })).errors).toBeUndefined();
    await s.database.db.update(partners).set({ timeZone: 'Asia/Tokyo' }).where(eq(partners.id, ws.partnerId));
    return ws;
  };

  it('writes a complaint to a Vietnamese member in Vietnamese, its deadline DD/MM/YYYY in the partner’s zone', async () => {
    const s = server();
    const ws = await vietnameseInTokyo(s, 'mail-complaint');
    const payment = await seedPayment(s, ws.dev, { status: 'SUCCESS', amount: '1234567', fee: '0' });
    const res = await postJson(s, `/v1/checkout/${payment.checkoutToken}/complain`, undefined, {
      reason: 'Goods not received',
    });
    expect(res.status).toBe(200);
    const [complaint] = await s.database.db.select().from(complaints).where(eq(complaints.paymentId, payment.id));
    const when = inTokyo(complaint!.respondBy);

    const mail = await latestMail(s, ws.email);
    expect(mail.subject).toBe(`Người thanh toán đã khiếu nại ${payment.transactionId} (${ws.dev.name})`);
    expect(mail.text).toContain(
      `Số tiền khiếu nại: 1.234.567 ₫, được tạm giữ từ số dư khả dụng của bạn trong khi khiếu nại đang mở.`,
    );
    expect(mail.text).toContain(
      `Hãy chấp nhận (người thanh toán được hoàn tiền) hoặc phản đối kèm ghi chú và bằng chứng trước ${when}.`,
    );
    expect(mail.text).not.toMatch(/\d{4}-\d{2}-\d{2}T|Accept it|disputed/);
  });

  it('writes a failing webhook to a Vietnamese member in Vietnamese, since DD/MM/YYYY in the partner’s zone', async () => {
    const s = server();
    const ws = await vietnameseInTokyo(s, 'mail-webhook');
    const url = 'http://127.0.0.1:9/hook';
    const began = new Date(Date.now() - 25 * 3_600_000);
    const failure = (messageId: string, createdAt: Date) => ({
      appId: ws.prod.id,
      paymentId: null,
      messageId,
      eventType: 'test',
      url,
      success: false,
      statusCode: 500,
      createdAt,
    });
    await s.database.db.insert(webhookAttempts).values(failure('msg_lang_first', began));
    const [latest] = await s.database.db
      .insert(webhookAttempts)
      .values(failure('msg_lang_latest', new Date()))
      .returning();
    await s.services.webhookLog.onFailedAttempt(latest!);

    const mail = await latestMail(s, ws.email);
    expect(mail.subject).toBe(`Webhook của ${ws.prod.name} đã gửi thất bại suốt 24 giờ`);
    expect(mail.text).toContain(
      `Mọi lần gửi webhook đến ${url} của ứng dụng ${ws.prod.name} đều thất bại kể từ ${inTokyo(began)}.`,
    );
    expect(mail.text).not.toMatch(/\d{4}-\d{2}-\d{2}T|has failed/);
  });

  it('writes a user who switched to Vietnamese their next mail in Vietnamese', async () => {
    const s = server();
    const user = await newUser(s, 'mail-switch', { 'accept-language': 'en' });
    const switched = await s.gql(UPDATE, { language: 'vi' }, { token: user.token });
    expect(switched.errors).toBeUndefined();
    expect(
      (await s.gql(REQUEST_RESET, { email: user.email }, { headers: { 'x-forwarded-for': nextAddress() } })).errors,
    ).toBeUndefined();
    expect((await latestMail(s, user.email)).subject).toBe('Đặt lại mật khẩu Cổng đối tác Paygate của bạn');
  });
});
