import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { latestMail, login, loginToken, newActiveUser } from './support/account.js';
import { errorMessage, type TestServer, useTestServer } from './support/server.js';

// Issue 11 item 6: a reset or a password change ends every outstanding reset link of the user.
const server = useTestServer();

const REQUEST_RESET = `mutation R($email: String!) { requestResetUserPassword(email: $email) }`;
const RESET = `mutation S($user_id: ID!, $token: String!, $password: String!) { resetUserPassword(user_id: $user_id, token: $token, password: $password) }`;
const CHANGE_PASSWORD = `mutation C($old_password: String!, $new_password: String!) { changePassword(old_password: $old_password, new_password: $new_password) }`;
const INVALID_LINK = 'This reset link is invalid or has expired. Please ask for a new one.';

/** Asks for a reset link and returns the parameters of the mailed one. */
const resetLink = async (s: TestServer, email: string) => {
  expect((await s.gql(REQUEST_RESET, { email })).errors).toBeUndefined();
  const url = new URL((await latestMail(s, email)).link);
  return { user_id: url.searchParams.get('user_id') ?? '', token: url.searchParams.get('token') ?? '' };
};

describe('outstanding reset links', () => {
  it('refuses an older link once the newest one has reset the password', async () => {
    const s = server();
    const { email } = await newActiveUser(s, 'two-links');
    const older = await resetLink(s, email);
    const newer = await resetLink(s, email);
    expect(older.token).not.toBe(newer.token);

    expect((await s.gql(RESET, { ...newer, password: 'newest-password' })).data).toEqual({ resetUserPassword: true });
    const replay = await s.gql(RESET, { ...older, password: 'attacker-password' });
    expect(errorMessage(replay)).toBe(INVALID_LINK);
    expect(errorMessage(await login(s, email, 'attacker-password'))).toBe('Email or password is incorrect');
    await loginToken(s, email, 'newest-password');
  });

  it('refuses a link issued before a password change', async () => {
    const s = server();
    const { email, password, token } = await newActiveUser(s, 'changed');
    const before = await resetLink(s, email);

    const changed = await s.gql(
      CHANGE_PASSWORD,
      { old_password: password, new_password: 'changed-password' },
      { token },
    );
    expect(changed.data).toEqual({ changePassword: true });
    const replay = await s.gql(RESET, { ...before, password: 'attacker-password' });
    expect(errorMessage(replay)).toBe(INVALID_LINK);
    await loginToken(s, email, 'changed-password');
  });

  // A password change locks the user's row and then ends the user's links; a reset that claimed
  // its link first and then waited for the row deadlocked against it. Only PostgreSQL has two
  // connections to show it: this transaction stands in for a change in progress.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'a reset during a password change waits for it and then refuses the ended link (no deadlock)',
    async () => {
      const s = server();
      const { email } = await newActiveUser(s, 'reset-during-change');
      const link = await resetLink(s, email);
      let reset: Promise<unknown> | undefined;
      await s.database.db.transaction(async (tx) => {
        await tx.execute(sql`select id from users where id = ${link.user_id} for no key update`);
        reset = s.gql(RESET, { ...link, password: 'reset-during-change' });
        // Long enough for the reset to reach its first lock; then the change ends the links.
        await new Promise((resolve) => setTimeout(resolve, 500));
        await tx.execute(
          sql`update user_tokens set used_at = now() where user_id = ${link.user_id} and used_at is null`,
        );
      });
      expect(errorMessage((await reset) as Parameters<typeof errorMessage>[0])).toBe(INVALID_LINK);
    },
  );

  it('still accepts a link asked for after the change', async () => {
    const s = server();
    const { email, password, token } = await newActiveUser(s, 'after-change');
    await s.gql(CHANGE_PASSWORD, { old_password: password, new_password: 'changed-password' }, { token });
    const after = await resetLink(s, email);
    expect((await s.gql(RESET, { ...after, password: 'reset-after-change' })).data).toEqual({
      resetUserPassword: true,
    });
    await loginToken(s, email, 'reset-after-change');
  });
});
