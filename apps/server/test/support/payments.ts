import type { PaymentStatus, PaymentType } from '@paygate/contracts';
import { TOTP, URI } from 'otpauth';
import { expect } from 'vitest';
import type { AppRow } from '../../src/db/schema.js';
import type { PaymentRow } from '../../src/modules/payments/index.js';
import { activeToken, CREATE_PARTNER, newActiveUser, withActive } from './account.js';
import { createApp } from './apps.js';
import { uniqueTxn } from './gateway.js';
import type { TestServer } from './server.js';

// Payments for the transaction and dashboard tests, made through PaymentsService (create, then
// finish) exactly as the gateway makes them, backdated where a test needs history.

export type SeedPayment = {
  type?: PaymentType;
  status?: PaymentStatus;
  amount?: string;
  fee?: string;
  currency?: string;
  chain?: string | null;
  bank?: string | null;
  channelId?: string | null;
  source?: string | null;
  userId?: string | null;
  accountName?: string | null;
  accountNumber?: string | null;
  payMemo?: string | null;
  transactionId?: string;
  details?: Record<string, string | null>;
  createdAt?: Date;
  /**
   * A payout's debit when it is accepted, posted as the money flows post it (steps/payout.ts):
   * the balance must hold it. Without it a seeded payout moves no money until it finishes.
   */
  reserve?: boolean;
};

export const seedPayment = async (s: TestServer, app: AppRow, p: SeedPayment = {}): Promise<PaymentRow> => {
  const { payment } = await s.services.payments.create(
    {
      app,
      type: p.type ?? 'ATM_CARD',
      transactionId: p.transactionId ?? uniqueTxn('S'),
      amount: p.amount ?? '100000',
      fee: p.fee ?? '1000',
      currency: p.currency ?? 'VND',
      chain: p.chain ?? null,
      bank: p.bank === undefined ? 'VCB' : p.bank,
      channelId: p.channelId ?? null,
      source: p.source ?? null,
      userId: p.userId ?? null,
      accountName: p.accountName ?? null,
      accountNumber: p.accountNumber ?? null,
      payMemo: p.payMemo ?? null,
      details: p.details ?? {},
      ...(p.createdAt ? { createdAt: p.createdAt } : {}),
      request: { nonce: Math.random() },
    },
    p.reserve ? (tx, row) => s.services.payments.post(tx, row, 'ACCEPTED', p.createdAt) : undefined,
  );
  const status = p.status ?? 'PENDING';
  if (status === 'PENDING') return payment;
  return s.services.payments.finish(
    payment.id,
    status,
    status === 'FAILED' ? 'Declined' : undefined,
    {},
    {
      at: p.createdAt ? new Date(p.createdAt.getTime() + 60_000) : undefined,
      notify: false,
    },
  );
};

const ENABLE = `mutation($o: String!) { enableTOTP(otp: $o) { success } }`;
const GEN = `mutation($p: String!) { genTOTP(password: $p) { totp_uri } }`;

/**
 * A partner of its own: an OWNER with two-factor and today's active token, a PRODUCTION app (with
 * its default channel) and a DEVELOPMENT app. Counts in it are the test's own.
 */
export const newPartnerWorkspace = async (s: TestServer, label = 'shop', options: { from?: string } = {}) => {
  const owner = await newActiveUser(s, label, options);
  const created = await s.gql<{ createPartner: { id: string } }>(
    CREATE_PARTNER,
    { name: `Shop ${label}`, partner_type: 'COMPANY' },
    { token: owner.token },
  );
  expect(created.errors).toBeUndefined();
  const partnerId = created.data!.createPartner.id;
  const uri = (await s.gql<{ genTOTP: { totp_uri: string } }>(GEN, { p: owner.password }, { token: owner.token })).data!
    .genTOTP.totp_uri;
  const secret = (URI.parse(uri) as TOTP).secret.base32;
  const enabled = await s.gql(ENABLE, { o: new TOTP({ secret }).generate() }, { token: owner.token });
  expect(enabled.errors).toBeUndefined();
  const active = await activeToken(s, owner.token, secret);
  const prod = await createApp(s, owner.token);
  const promoted = await s.gql(
    `mutation($id: ID!) { setAppStatusToProduction(app_id: $id) { status } }`,
    { id: prod.id },
    { token: owner.token },
  );
  expect(promoted.errors).toBeUndefined();
  const dev = await createApp(s, owner.token);
  const me = await s.gql<{ userInfo: { id: string } }>('{ userInfo { id } }', {}, { token: owner.token });
  return {
    partnerId,
    token: owner.token,
    email: owner.email,
    password: owner.password,
    userId: me.data?.userInfo.id ?? '',
    totpSecret: secret,
    options: withActive(owner.token, active),
    prod: await s.services.apps.getApp(partnerId, prod.id),
    dev: await s.services.apps.getApp(partnerId, dev.id),
    prodChannelId: prod.list_channel[0]!.id,
  };
};
