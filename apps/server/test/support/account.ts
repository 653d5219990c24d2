import { eq } from 'drizzle-orm';
import { TOTP } from 'otpauth';
import { expect } from 'vitest';
import { users } from '../../src/db/schema.js';
import { DEMO_TOTP_SECRET } from '../../src/seed/demo.js';
import type { TestServer } from './server.js';
import { uniqueEmail } from './server.js';

export const DEMO_PASSWORD = 'paygate-demo';

export const LOGIN = /* GraphQL */ `
  mutation Login($email_or_phone_number: String!, $password: String!, $otp: String) {
    loginByPassword(email_or_phone_number: $email_or_phone_number, password: $password, otp: $otp) {
      access_token
      user { id name avatar }
    }
  }
`;
export const REGISTER = /* GraphQL */ `
  mutation Register($name: String!, $email: String!, $password: String!) {
    registerByEmail(name: $name, email: $email, password: $password)
  }
`;
export const ACTIVE_USER = /* GraphQL */ `
  mutation Active($active_token: String!) { activeUser(active_token: $active_token) { access_token user { id name } } }
`;
export const USER_INFO = /* GraphQL */ `
  query UserInfo {
    userInfo {
      id name email is_enabled_TOTP totp_config user_type
      user_partner { id role }
      partner { id name partner_type disabled_banks list_app { id } }
    }
  }
`;
export const CREATE_PARTNER = /* GraphQL */ `
  mutation CreatePartner($name: String!, $partner_type: PartnerType!) {
    createPartner(name: $name, partner_type: $partner_type) { id name partner_type }
  }
`;
export const CREATE_INVITE = /* GraphQL */ `
  mutation Invite($role: UpdatableRole) { createInviteToken(role: $role) { invite_token role expires_at } }
`;
export const JOIN_PARTNER = /* GraphQL */ `
  mutation Join($invite_token: String!) { joinPartner(invite_token: $invite_token) { id name } }
`;
export const ALL_PARTNER = /* GraphQL */ `
  query AllPartner { allPartner { token user_type partner { id name } } }
`;

export type Mail = { to: string; subject: string; text: string; links: string[]; created_at: string };

export const mailbox = async (server: TestServer): Promise<Mail[]> => {
  const res = await fetch(`${server.url}/dev/mailbox.json`);
  expect(res.status).toBe(200);
  return (await res.json()) as Mail[];
};

/** The newest mail to an address, and its one link. */
export const latestMail = async (server: TestServer, to: string): Promise<Mail & { link: string }> => {
  const mail = (await mailbox(server)).find((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  const link = mail.links[0];
  if (!link) throw new Error(`mail to ${to} has no link`);
  return { ...mail, link };
};

export const login = async (server: TestServer, email: string, password = DEMO_PASSWORD, otp?: string) => {
  const res = await server.gql<{ loginByPassword: { access_token: string } }>(LOGIN, {
    email_or_phone_number: email,
    password,
    ...(otp ? { otp } : {}),
  });
  return res;
};

export const loginToken = async (server: TestServer, email: string, password = DEMO_PASSWORD): Promise<string> => {
  const res = await login(server, email, password);
  expect(res.errors).toBeUndefined();
  return res.data!.loginByPassword.access_token;
};

/**
 * Register → verification link → operator activation → login: a ready user without a partner.
 * `from` registers from that client address (a server with TRUST_PROXY=1), for files that make
 * more users than one address may register in an hour; `headers` go with the register request
 * (an Accept-Language, say).
 */
export const newActiveUser = async (
  server: TestServer,
  label = 'user',
  options: { from?: string; headers?: Record<string, string> } = {},
) => {
  const email = uniqueEmail(label);
  const password = `password-${Math.random().toString(36).slice(2)}`;
  const headers = { ...options.headers, ...(options.from ? { 'x-forwarded-for': options.from } : {}) };
  const reg = await server.gql(REGISTER, { name: `Test ${label}`, email, password }, { headers });
  expect(reg.errors).toBeUndefined();
  const { link } = await latestMail(server, email);
  const token = decodeURIComponent(link.split('/active/')[1] ?? '');
  const act = await server.gql(ACTIVE_USER, { active_token: token });
  expect(act.errors).toBeUndefined();
  await server.services.admin.activateUser(email);
  return { email, password, token: await loginToken(server, email, password) };
};

export const ACTIVE_DASHBOARD = /* GraphQL */ `
  mutation ActiveDashBoard($otp: String!) { activeDashBoard(otp: $otp) { active_token expires_at } }
`;

/**
 * Today's active token (PRODUCT §4) for a logged-in user with two-factor — the demo users' secret
 * unless another is given. A code is accepted once per user, so the last accepted step is
 * forgotten first: a test may ask again within the same 30 seconds.
 */
export const activeToken = async (server: TestServer, token: string, secret = DEMO_TOTP_SECRET): Promise<string> => {
  const me = await server.gql<{ userInfo: { id: string } }>('{ userInfo { id } }', {}, { token });
  const userId = me.data?.userInfo.id;
  if (!userId) throw new Error('activeToken needs a logged-in user');
  await server.database.db.update(users).set({ totpLastCounter: null }).where(eq(users.id, userId));
  const res = await server.gql<{ activeDashBoard: { active_token: string } }>(
    ACTIVE_DASHBOARD,
    { otp: new TOTP({ secret }).generate() },
    { token },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.activeDashBoard.active_token;
};

/** gql() options of a caller with its active token (the `active-token` header). */
export const withActive = (token: string, active: string) => ({ token, headers: { 'active-token': active } });

/** Logs a demo user in and gets today's active token: the options for their transaction and team calls. */
export const loginActive = async (server: TestServer, email: string) => {
  const token = await loginToken(server, email);
  return withActive(token, await activeToken(server, token));
};
