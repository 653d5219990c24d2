import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteTokens } from '../src/db/schema.js';
import { sha256 } from '../src/lib/random.js';
import { activeToken, CREATE_INVITE, JOIN_PARTNER, loginToken, newActiveUser, withActive } from './support/account.js';
import { createApp, startReceiver, uploadLogo } from './support/apps.js';
import { demoApp, setWebhookUrl } from './support/gateway.js';
import { seedPayment } from './support/payments.js';
import { errorCode, type TestServer, useTestServer } from './support/server.js';

// Issue #3: every operation, called by every role and by a member of another partner. Allowed
// calls succeed; refused ones answer FORBIDDEN (or "not found" across partners) and change
// nothing in Demo Shop. Every caller sends today's active token (issue #5: team and transaction
// data need it; active-token.int.test.ts covers the calls without one).

const server = useTestServer();

const CALLERS = {
  OWNER: 'owner@demo.test',
  ADMIN: 'admin@demo.test',
  TECHNICAL: 'technical@demo.test',
  FINANCIAL: 'financial@demo.test',
  SUPPORTER: 'supporter@demo.test',
  SUPERVISOR: 'supervisor@demo.test',
  // OWNER of Other Shop; their login acts for Other Shop.
  OUTSIDER: 'other@demo.test',
} as const;
type Caller = keyof typeof CALLERS;

const MANAGE_APPS: Caller[] = ['OWNER', 'ADMIN', 'TECHNICAL'];
const MANAGE_TEAM: Caller[] = ['OWNER', 'ADMIN'];
const MEMBERS: Caller[] = ['OWNER', 'ADMIN', 'TECHNICAL', 'FINANCIAL', 'SUPPORTER', 'SUPERVISOR'];

type Ctx = { s: TestServer; owner: string; ownerActive: string; receiverUrl: string };
type Operation = {
  name: string;
  allowed: Caller[];
  /** Operations without an object id act on the caller's own partner: allowed for the outsider there. */
  ownPartner?: boolean;
  setup(ctx: Ctx): Promise<Record<string, unknown>>;
  document: string;
};

const newMember = async ({ s, owner, ownerActive }: Ctx) => {
  const code = (
    await s.gql<{ createInviteToken: { invite_token: string } }>(CREATE_INVITE, { role: 'SUPPORTER' }, { token: owner })
  ).data!.createInviteToken.invite_token;
  const user = await newActiveUser(s, 'member');
  await s.gql(JOIN_PARTNER, { invite_token: code }, { token: user.token });
  const list = await s.gql<{ partner: { list_user: { id: string; user: { name: string } }[] } }>(
    '{ partner { list_user { id user { name } } } }',
    {},
    withActive(owner, ownerActive),
  );
  return list.data!.partner.list_user.at(-1)!.id;
};

const OPERATIONS: Operation[] = [
  {
    name: 'createApp',
    allowed: MANAGE_APPS,
    ownPartner: true,
    setup: async ({ s, owner }) => ({ logo: await uploadLogo(s, owner) }),
    document: `mutation($logo: String!) { createApp(name: "M", description: "D", logo: $logo) { id } }`,
  },
  {
    name: 'updateApp',
    allowed: MANAGE_APPS,
    setup: async ({ s, owner }) => ({ id: (await createApp(s, owner)).id }),
    document: `mutation($id: ID!) { updateApp(app_id: $id, name: "Renamed") { id } }`,
  },
  {
    name: 'setAppStatusToProduction',
    allowed: MANAGE_APPS,
    setup: async ({ s, owner }) => ({ id: (await createApp(s, owner)).id }),
    document: `mutation($id: ID!) { setAppStatusToProduction(app_id: $id) { status } }`,
  },
  {
    name: 'rotateAppSecret',
    allowed: MANAGE_APPS,
    setup: async ({ s, owner }) => ({ id: (await createApp(s, owner)).id }),
    document: `mutation($id: ID!) { rotateAppSecret(app_id: $id, grace: ONE_DAY) { id } }`,
  },
  {
    name: 'rotateWebhookSecret',
    allowed: MANAGE_APPS,
    setup: async ({ s, owner }) => ({ id: (await createApp(s, owner)).id }),
    document: `mutation($id: ID!) { rotateWebhookSecret(app_id: $id, grace: ONE_DAY) { id } }`,
  },
  {
    name: 'testAppWebhook',
    allowed: MANAGE_APPS,
    setup: async ({ s, owner, receiverUrl }) => ({ id: (await createApp(s, owner, { webhook_url: receiverUrl })).id }),
    document: `mutation($id: ID!) { testAppWebhook(app_id: $id) { success } }`,
  },
  {
    // Issue #14 item 3: the delivery log is for the roles that see the app list.
    name: 'webhookDeliveries',
    allowed: MANAGE_APPS,
    setup: async ({ s, owner }) => ({ id: (await createApp(s, owner)).id }),
    document: `query($id: ID!) { webhookDeliveries(app_id: $id) { total data { id } } }`,
  },
  {
    // Resending from the log needs the log and resendWebhook: never SUPPORTER (PRODUCT §6).
    name: 'resendWebhookEvent',
    allowed: MANAGE_APPS,
    setup: async ({ s, receiverUrl }) => {
      const app = await demoApp(s);
      await setWebhookUrl(s, app.id, receiverUrl);
      return { id: app.id, payment: (await seedPayment(s, app, { status: 'SUCCESS' })).id };
    },
    document: `mutation($id: ID!, $payment: ID!) { resendWebhookEvent(app_id: $id, payment_id: $payment) { id } }`,
  },
  {
    name: 'resendFailedWebhooks',
    allowed: MANAGE_APPS,
    setup: async ({ s, owner }) => ({ id: (await createApp(s, owner)).id }),
    document: `mutation($id: ID!) { resendFailedWebhooks(app_id: $id, from_date: "2026-11-01T00:00:00Z", to_date: "2026-11-08T00:00:00Z") { count } }`,
  },
  {
    name: 'removeApp',
    allowed: ['OWNER'],
    setup: async ({ s, owner }) => ({ id: (await createApp(s, owner)).id }),
    document: `mutation($id: ID!) { removeApp(app_id: $id) }`,
  },
  {
    name: 'app',
    allowed: MEMBERS,
    setup: async ({ s, owner }) => ({ id: (await createApp(s, owner)).id }),
    document: `query($id: ID!) { app(app_id: $id) { id list_channel { id } } }`,
  },
  {
    name: 'createChannel',
    allowed: MANAGE_APPS,
    setup: async ({ s, owner }) => ({ id: (await createApp(s, owner)).id }),
    document: `mutation($id: ID!) { createChannel(app_id: $id, name: "New") { id } }`,
  },
  {
    name: 'updateChannel',
    allowed: MANAGE_APPS,
    setup: async ({ s, owner }) => ({ id: (await createApp(s, owner)).list_channel[0]!.id }),
    document: `mutation($id: ID!) { updateChannel(channel_id: $id, name: "Renamed") { id } }`,
  },
  {
    name: 'setChannelDefault',
    allowed: MANAGE_APPS,
    setup: async ({ s, owner }) => {
      const app = await createApp(s, owner);
      const res = await s.gql<{ createChannel: { id: string } }>(
        `mutation($id: ID!) { createChannel(app_id: $id, name: "Second") { id } }`,
        { id: app.id },
        { token: owner },
      );
      return { id: res.data!.createChannel.id };
    },
    document: `mutation($id: ID!) { setChannelDefault(channel_id: $id) { is_default } }`,
  },
  {
    name: 'createSource',
    allowed: MANAGE_APPS,
    ownPartner: true,
    setup: async () => ({ name: `S-${Math.random().toString(36).slice(2, 9)}` }),
    document: `mutation($name: String!) { createSource(name: $name) { id } }`,
  },
  {
    name: 'updateSource',
    allowed: MANAGE_APPS,
    setup: async ({ s, owner }) => {
      const res = await s.gql<{ createSource: { id: string } }>(
        `mutation($n: String!) { createSource(name: $n) { id } }`,
        { n: `T-${Math.random().toString(36).slice(2, 9)}` },
        { token: owner },
      );
      return { id: res.data!.createSource.id, name: `U-${Math.random().toString(36).slice(2, 9)}` };
    },
    document: `mutation($id: ID!, $name: String!) { updateSource(source_id: $id, name: $name) { id } }`,
  },
  {
    name: 'partner users (list_user)',
    allowed: MANAGE_TEAM,
    ownPartner: true,
    setup: async () => ({}),
    document: `{ partner { list_user { id role } } }`,
  },
  {
    name: 'allPayment',
    allowed: MEMBERS,
    ownPartner: true,
    setup: async () => ({}),
    document: `{ allPayment(limit: 5) { total data { id fee } } }`,
  },
  {
    name: 'exportPartnerPayment',
    allowed: MEMBERS,
    ownPartner: true,
    setup: async () => ({}),
    document: `{ exportPartnerPayment(from_date: "20261101", to_date: "20261102") }`,
  },
  {
    name: 'partnerDashboard',
    allowed: MEMBERS,
    ownPartner: true,
    setup: async () => ({}),
    document: `{ partnerDashboard(from_date: "2026-11-01T00:00:00Z", to_date: "2026-11-08T00:00:00Z") { total_payment_success } }`,
  },
  {
    name: 'createInviteToken',
    allowed: MANAGE_TEAM,
    ownPartner: true,
    setup: async () => ({}),
    document: `mutation { createInviteToken(role: TECHNICAL) { invite_token } }`,
  },
  {
    name: 'pendingInviteTokens',
    allowed: MANAGE_TEAM,
    ownPartner: true,
    setup: async () => ({}),
    document: `{ pendingInviteTokens { id role created_by } }`,
  },
  {
    name: 'revokeInviteToken',
    allowed: MANAGE_TEAM,
    setup: async ({ s, owner }) => {
      const code = (
        await s.gql<{ createInviteToken: { invite_token: string } }>(
          CREATE_INVITE,
          { role: 'SUPPORTER' },
          { token: owner },
        )
      ).data!.createInviteToken.invite_token;
      const [row] = await s.database.db
        .select()
        .from(inviteTokens)
        .where(eq(inviteTokens.codeHash, sha256(code)));
      return { id: row!.id };
    },
    document: `mutation($id: ID!) { revokeInviteToken(invite_id: $id) }`,
  },
  {
    name: 'updateUserPartner',
    allowed: MANAGE_TEAM,
    setup: async (ctx) => ({ id: await newMember(ctx) }),
    document: `mutation($id: ID!) { updateUserPartner(user_partner_id: $id, role: FINANCIAL) { id role } }`,
  },
  {
    name: 'removeUserPartner',
    allowed: MANAGE_TEAM,
    setup: async (ctx) => ({ id: await newMember(ctx) }),
    document: `mutation($id: ID!) { removeUserPartner(user_partner_id: $id) }`,
  },
];

/** Everything of Demo Shop that these operations could touch. */
const demoShopState = async (s: TestServer) => {
  const result = await s.database.db.execute(sql`
    with demo as (select id from partners where name = 'Demo Shop')
    select json_build_object(
      'apps', (select json_agg(a order by a.id) from apps a where a.partner_id in (select id from demo)),
      'channels', (select json_agg(c order by c.id) from channels c join apps a on a.id = c.app_id where a.partner_id in (select id from demo)),
      'sources', (select json_agg(x order by x.id) from sources x where x.partner_id in (select id from demo)),
      'members', (select json_agg(m order by m.id) from user_partners m where m.partner_id in (select id from demo)),
      'invites', (select count(*) from invite_tokens i where i.partner_id in (select id from demo)),
      'revoked', (select count(*) from invite_tokens i where i.partner_id in (select id from demo) and i.revoked_at is not null),
      'attempts', (select count(*) from webhook_attempts w join apps a on a.id = w.app_id where a.partner_id in (select id from demo))
    ) as state`);
  return JSON.stringify((result as unknown as { rows: unknown[] }).rows[0]);
};

describe('role × operation matrix', () => {
  const tokens = {} as Record<Caller, string>;
  const actives = {} as Record<Caller, string>;
  let ctx: Ctx;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    const s = server();
    for (const [caller, email] of Object.entries(CALLERS)) {
      tokens[caller as Caller] = await loginToken(s, email);
      actives[caller as Caller] = await activeToken(s, tokens[caller as Caller]);
    }
    receiver = await startReceiver();
    ctx = { s, owner: tokens.OWNER, ownerActive: actives.OWNER, receiverUrl: receiver.url };
  });
  afterAll(async () => receiver?.close());

  const cases = OPERATIONS.flatMap((op) =>
    (Object.keys(CALLERS) as Caller[]).map((caller) => [op.name, caller, op] as const),
  );

  it.each(cases)('%s by %s', async (_name, caller, op) => {
    const vars = await op.setup(ctx);
    const before = await demoShopState(ctx.s);
    const res = await ctx.s.gql(op.document, vars, withActive(tokens[caller], actives[caller]));
    if (op.allowed.includes(caller)) {
      expect(res.errors).toBeUndefined();
      return;
    }
    if (caller === 'OUTSIDER' && op.ownPartner) {
      // Acts on Other Shop, never on Demo Shop.
      expect(await demoShopState(ctx.s)).toBe(before);
      return;
    }
    expect(errorCode(res)).toBe(caller === 'OUTSIDER' ? 'NOT_FOUND' : 'FORBIDDEN');
    expect(await demoShopState(ctx.s)).toBe(before);
  });
});

describe('team rules', () => {
  it('refuses changing or removing an OWNER or oneself, even for an admin', async () => {
    const s = server();
    const admin = await loginToken(s, 'admin@demo.test');
    const list = await s.gql<{ partner: { list_user: { id: string; role: string; user: { name: string } }[] } }>(
      '{ partner { list_user { id role user { name } } } }',
      {},
      withActive(admin, await activeToken(s, admin)),
    );
    const members = list.data!.partner.list_user;
    const ownerRow = members.find((m) => m.role === 'OWNER')!;
    const self = members.find((m) => m.user.name === 'Adam Admin')!;
    const upd = `mutation($id: ID!) { updateUserPartner(user_partner_id: $id, role: SUPPORTER) { id } }`;
    const del = `mutation($id: ID!) { removeUserPartner(user_partner_id: $id) }`;
    expect((await s.gql(upd, { id: ownerRow.id }, { token: admin })).errors?.[0]?.message).toBe(
      'The owner of a partner cannot be changed or removed',
    );
    expect((await s.gql(del, { id: ownerRow.id }, { token: admin })).errors?.[0]?.message).toBe(
      'The owner of a partner cannot be changed or removed',
    );
    expect((await s.gql(upd, { id: self.id }, { token: admin })).errors?.[0]?.message).toBe(
      'You cannot change or remove yourself',
    );
    expect((await s.gql(del, { id: self.id }, { token: admin })).errors?.[0]?.message).toBe(
      'You cannot change or remove yourself',
    );
  });

  it('takes a removed member out of the partner at once', async () => {
    const s = server();
    const owner = await loginToken(s, 'owner@demo.test');
    const code = (await s.gql<{ createInviteToken: { invite_token: string } }>(CREATE_INVITE, {}, { token: owner }))
      .data!.createInviteToken.invite_token;
    const user = await newActiveUser(s, 'leaver');
    await s.gql(JOIN_PARTNER, { invite_token: code }, { token: user.token });
    const list = await s.gql<{ partner: { list_user: { id: string }[] } }>(
      '{ partner { list_user { id } } }',
      {},
      withActive(owner, await activeToken(s, owner)),
    );
    const id = list.data!.partner.list_user.at(-1)!.id;
    await s.gql(`mutation($id: ID!) { removeUserPartner(user_partner_id: $id) }`, { id }, { token: owner });
    const info = await s.gql<{ userInfo: { partner: null } }>(
      '{ userInfo { partner { id } } }',
      {},
      { token: user.token },
    );
    expect(info.data?.userInfo.partner).toBeNull();
  });
});
