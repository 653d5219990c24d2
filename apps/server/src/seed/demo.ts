import { randomBytes } from 'node:crypto';
import type { Role, TotpUse } from '@paygate/contracts';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { apps, channels, partners, sources, userPartners, users } from '../db/schema.js';
import { hashPassword } from '../modules/auth/index.js';
import type { UploadsService } from '../modules/uploads/index.js';
import { newWebhookSecret } from '../modules/webhooks/index.js';
import { drawDemoLogo } from './logo.js';

// The demo workspace: seeded into an empty database only (issue #2 §6). Testers compute two-factor
// codes from the published secret, so none of this may ever reach a production database unless
// an operator asks for it with SEED_DEMO=1.

export const DEMO_PASSWORD = 'paygate-demo';
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

type DemoUser = {
  email: string;
  name: string;
  kind?: 'USER' | 'SUPERVISOR';
  totpConfig?: TotpUse[];
  memberships: { partner: 'demo' | 'other'; role: Role }[];
};

export const DEMO_USERS: DemoUser[] = [
  {
    email: 'owner@demo.test',
    name: 'Olivia Owner',
    totpConfig: ['cashout', 'withdraw', 'exchange'],
    memberships: [{ partner: 'demo', role: 'OWNER' }],
  },
  { email: 'admin@demo.test', name: 'Adam Admin', memberships: [{ partner: 'demo', role: 'ADMIN' }] },
  { email: 'technical@demo.test', name: 'Tina Technical', memberships: [{ partner: 'demo', role: 'TECHNICAL' }] },
  { email: 'financial@demo.test', name: 'Frank Financial', memberships: [{ partner: 'demo', role: 'FINANCIAL' }] },
  { email: 'supporter@demo.test', name: 'Sara Supporter', memberships: [{ partner: 'demo', role: 'SUPPORTER' }] },
  // A gateway supervisor: a supporter seat in Demo Shop, with the SUPERVISOR user type on top.
  {
    email: 'supervisor@demo.test',
    name: 'Sam Supervisor',
    kind: 'SUPERVISOR',
    memberships: [{ partner: 'demo', role: 'SUPPORTER' }],
  },
  {
    email: 'other@demo.test',
    name: 'Oscar Other',
    memberships: [
      { partner: 'other', role: 'OWNER' },
      { partner: 'demo', role: 'FINANCIAL' },
    ],
  },
];

/** Gateway fees of the demo partners: rate is a fraction of the amount, fixed is VND. */
export const DEMO_FEES = {
  atm_vnd: { rate: 0.011, fixed: 1_100 },
  ib_vnd: { rate: 0.009 },
  va_vnd: { rate: 0.006 },
  bank_vnd: { rate: 0.005 },
  qr_vnd: { rate: 0.007 },
  crypto: { rate: 0.01 },
  cashout_vnd: { rate: 0.002 },
};

export const isDatabaseEmpty = async (db: Db): Promise<boolean> => {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0) === 0;
};

export const hasDemoWorkspace = async (db: Db): Promise<boolean> => {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@demo.test'));
  return row !== undefined;
};

type DemoApp = {
  partner: 'demo' | 'other';
  name: string;
  description: string;
  status: 'DEVELOPMENT' | 'PRODUCTION';
  color: [number, number, number];
  channels: string[];
};

/** Issue #3 §9: the first channel of each is its default. */
export const DEMO_APPS: DemoApp[] = [
  {
    partner: 'demo',
    name: 'Demo Store',
    description: 'The online store of Demo Shop',
    status: 'PRODUCTION',
    color: [22, 119, 255],
    channels: ['Website', 'Mobile App', 'Retail POS'],
  },
  {
    partner: 'demo',
    name: 'Demo Sandbox',
    description: 'Integration tests of the Demo Shop developers',
    status: 'DEVELOPMENT',
    color: [250, 140, 22],
    channels: ['Default', 'QA'],
  },
  {
    partner: 'other',
    name: 'Other App',
    description: 'The only app of Other Shop',
    status: 'DEVELOPMENT',
    color: [82, 196, 26],
    channels: ['Default', 'Web'],
  },
];
export const DEMO_SOURCES = { demo: ['Facebook', 'Google', 'Zalo'], other: ['Website'] };

export const seedDemoWorkspace = async (db: Db, uploads: UploadsService): Promise<void> => {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const logos = await Promise.all(DEMO_APPS.map((a) => uploads.saveLogo(drawDemoLogo(a.color))));
  await db.transaction(async (tx) => {
    const [demo] = await tx
      .insert(partners)
      .values({ name: 'Demo Shop', partnerType: 'COMPANY', fees: DEMO_FEES })
      .returning();
    const [other] = await tx
      .insert(partners)
      .values({ name: 'Other Shop', partnerType: 'INVIDUAL', fees: DEMO_FEES })
      .returning();
    if (!demo || !other) throw new Error('demo partners were not created');
    const partnerIds = { demo: demo.id, other: other.id };
    const now = new Date();
    for (const u of DEMO_USERS) {
      const first = u.memberships[0];
      const [user] = await tx
        .insert(users)
        .values({
          email: u.email,
          name: u.name,
          passwordHash,
          kind: u.kind ?? 'USER',
          emailVerifiedAt: now,
          activatedAt: now,
          totpSecret: DEMO_TOTP_SECRET,
          totpEnabled: true,
          totpConfig: u.totpConfig ?? [],
          currentPartnerId: first ? partnerIds[first.partner] : null,
        })
        .returning();
      if (!user) throw new Error(`demo user ${u.email} was not created`);
      for (const m of u.memberships) {
        await tx.insert(userPartners).values({ userId: user.id, partnerId: partnerIds[m.partner], role: m.role });
      }
    }
    for (const [i, a] of DEMO_APPS.entries()) {
      const [app] = await tx
        .insert(apps)
        .values({
          partnerId: partnerIds[a.partner],
          name: a.name,
          description: a.description,
          logo: logos[i] as string,
          status: a.status,
          appSecret: randomBytes(24).toString('hex'),
          webhookSecret: newWebhookSecret(),
        })
        .returning();
      if (!app) throw new Error(`demo app ${a.name} was not created`);
      await tx.insert(channels).values(a.channels.map((name, j) => ({ appId: app.id, name, isDefault: j === 0 })));
    }
    for (const [partner, names] of Object.entries(DEMO_SOURCES) as ['demo' | 'other', string[]][]) {
      await tx.insert(sources).values(names.map((name) => ({ partnerId: partnerIds[partner], name })));
    }
  });
};

/** `historyPending`: the 90 days of payments are still being written (a first start in development). */
export const demoBanner = (url: string, { historyPending = false } = {}): string =>
  [
    '',
    `  Paygate Partner Portal is running at ${url}`,
    '',
    `  Demo workspace (password for every user: ${DEMO_PASSWORD})`,
    ...DEMO_USERS.map((u) => {
      const roles = u.memberships
        .map((m) => `${m.role} of ${m.partner === 'demo' ? 'Demo Shop' : 'Other Shop'}`)
        .join(', ');
      return `    ${u.email.padEnd(22)} ${u.kind === 'SUPERVISOR' ? 'SUPERVISOR, ' : ''}${roles}`;
    }),
    `  Two-factor secret of every demo user: ${DEMO_TOTP_SECRET}`,
    ...(historyPending
      ? [
          '',
          "  Demo Shop's 90 days of payments are being written now, in about 20 s: balances, lists and",
          "  the dashboard fill in as they land; 'demo workspace seeded' in the log says they are all in.",
        ]
      : []),
    '',
  ].join('\n');
