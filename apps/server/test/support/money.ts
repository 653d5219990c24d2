import { gatewayHash } from '@paygate/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { payments } from '../../src/db/schema.js';
import { totpFor } from '../../src/modules/auth/index.js';
import { DEMO_TOTP_SECRET } from '../../src/seed/demo.js';
import { CREATE_PARTNER, loginToken, newActiveUser } from './account.js';
import { createApp } from './apps.js';
import { demoApp, getJson, uniqueTxn } from './gateway.js';
import type { TestServer } from './server.js';

// Money movement from the portal: the owner's calls and the checkout that finishes them.

/** A fresh OWNER (no two-factor, no fees) of a new partner with one app. */
export const newOwnerWithApp = async (s: TestServer, options: { production?: boolean } = {}) => {
  const owner = await newActiveUser(s, 'owner');
  const partner = await s.gql<{ createPartner: { id: string } }>(
    CREATE_PARTNER,
    { name: 'Money Shop', partner_type: 'COMPANY' },
    { token: owner.token },
  );
  expect(partner.errors).toBeUndefined();
  const created = await createApp(s, owner.token);
  if (options.production) {
    const prod = await s.gql(
      `mutation P($app_id: ID!) { setAppStatusToProduction(app_id: $app_id) { id } }`,
      { app_id: created.id },
      { token: owner.token },
    );
    expect(prod.errors).toBeUndefined();
  }
  const app = await demoApp(s, created.name);
  const defaultChannel = created.list_channel.find((c) => c.is_default)?.id ?? '';
  return { owner, app, partnerId: partner.data?.createPartner.id ?? '', defaultChannel };
};

/** The demo owner: two-factor on, asked for cashout, withdraw and exchange. */
export const demoOwner = async (s: TestServer) => ({
  token: await loginToken(s, 'owner@demo.test'),
  otp: () => totpFor(DEMO_TOTP_SECRET, 'test').generate(),
});

export const postJson = (s: TestServer, path: string, token: string | undefined, body: Record<string, unknown>) =>
  getJson(`${s.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(token ? { ...body, token } : body),
  });

export const checkoutTokenOf = (url: unknown) => String(url).split('/checkout/')[1] ?? '';

/** Finishes a checkout as the sandbox payer would. */
export const payCheckout = async (s: TestServer, url: unknown, outcome: 'pay' | 'fail' | 'expire' = 'pay') => {
  const res = await getJson(`${s.url}/v1/checkout/${checkoutTokenOf(url)}/${outcome}`, { method: 'POST' });
  expect(res.body.error_code).toBe(0);
  return res;
};

/** Cash-in through the portal call and the checkout: the app's VND balance grows by `amount`. */
export const cashIn = async (s: TestServer, token: string, appId: string, amount: number, bank = 'VCB') => {
  const res = await postJson(s, '/v1/partner/cmsCashInVND', token, {
    app_id: appId,
    amount,
    bank_code: bank,
    transaction_id: `cashin_${uniqueTxn()}`,
  });
  expect(res.body.error_code).toBe(0);
  await payCheckout(s, res.body.webPaymentUrl);
};

/** Deposit through the portal call and the checkout: the app's balance of the token on the chain grows. */
export const deposit = async (
  s: TestServer,
  token: string,
  appId: string,
  amount: string,
  cryptoToken = 'USDT',
  chain = 'bsc',
) => {
  const res = await postJson(s, '/v1/partner/cmsDepositCrypto', token, {
    app_id: appId,
    amount,
    crypto_token: cryptoToken,
    chain,
    transaction_id: `deposit_${cryptoToken}_${uniqueTxn()}`,
  });
  expect(res.body.error_code).toBe(0);
  await payCheckout(s, res.body.webPaymentUrl);
};

/** A signed withdraw body, as the portal builds it. */
export const withdrawBody = (
  app: { id: string; appSecret: string },
  values: Record<string, string | number | undefined> = {},
) => {
  const body: Record<string, string | number | undefined> = {
    app_id: app.id,
    transaction_id: `withdraw-${uniqueTxn()}`,
    payee_wallet: '0x52908400098527886E0F7030069857D2E4169EE7',
    amount: '10',
    token_name: 'USDT',
    chain: 'bsc',
    type: 'PAY_CRYPTO_WITHDRAW',
    memo: 'Withdraw',
    ...values,
  };
  return { ...body, hash: gatewayHash('cryptoWithdraw', body, app.appSecret) };
};

/**
 * A signed cash-out (POST /v1/partner/transfer/cms) to the sandbox's VCB test account; `values`
 * replace any field before signing.
 */
export const cashOutBody = (
  app: { id: string; appSecret: string },
  amount: number,
  values: Record<string, string | number> = {},
) => {
  const body: Record<string, string | number> = {
    app_id: app.id,
    transaction_id: `cashout-${uniqueTxn()}`,
    amount,
    payee_bank: 'VCB',
    payee_account: '0011001234567',
    payee_account_type: 'BANK_ACCOUNT',
    payee_name: 'NGUYEN VAN A',
    payee_pay_fee: 0,
    currency: 'VND',
    message: '123',
    ...values,
  };
  return { ...body, hash: gatewayHash('transferCms', body, app.appSecret) };
};

export const paymentsOf = (s: TestServer, appId: string, type: string) =>
  s.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.appId, appId), eq(payments.type, type)));

export const balanceOf = async (s: TestServer, appId: string, currency = 'VND', chain = '', env = 'DEVELOPMENT') =>
  s.services.ledger.balanceOf(appId, env as 'DEVELOPMENT', currency, chain);

/**
 * The ledger's invariants after a test: postings that do not sum to zero per currency, and app
 * balances (available and held: ADR 0031) that differ from the sum of their entries. Both 0.
 */
export const ledgerProblems = async (s: TestServer) => {
  const result = await s.database.db.execute(sql`select
    (select count(*) from (
      select e.posting_id from ledger_entries e join ledger_accounts a on a.id = e.account_id
      group by e.posting_id, a.currency, a.chain having sum(e.amount) <> 0) p)::int as unbalanced,
    (select count(*) from ledger_accounts a where a.kind in ('merchant', 'merchant_held')
      and a.balance <> (select coalesce(sum(e.amount), 0) from ledger_entries e where e.account_id = a.id))::int as drifted`);
  return (result as unknown as { rows: { unbalanced: number; drifted: number }[] }).rows[0];
};
