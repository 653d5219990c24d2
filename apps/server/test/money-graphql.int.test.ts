import { describe, expect, it } from 'vitest';
import { loginToken } from './support/account.js';
import { startReceiver } from './support/apps.js';
import { demoApp, getJson, setWebhookUrl, signedUrl, uniqueTxn } from './support/gateway.js';
import { errorCode, errorMessage, useTestServer } from './support/server.js';

const server = useTestServer();

const BALANCE = `query B($app_id: ID!, $app_status: AppStatus!) { getPayableBalance(app_id: $app_id, app_status: $app_status) { amount currency chain } }`;
const ACCOUNT = `query A($bank_code: String!, $account_number: String!, $app_id: ID!) {
  getBankAccountInfo(bank_code: $bank_code, account_number: $account_number, account_type: BANK_ACCOUNT, app_status: PRODUCTION, app_id: $app_id) {
    account_name account_number account_type bank_code available_balance } }`;
const RESEND = `mutation R($payment_id: ID!) { resendPaymentToWebhook(payment_id: $payment_id) { success status_code } }`;

describe('balances, banks and accounts over GraphQL', () => {
  it('getPayableBalance, listBanks and getCryptoChainAvailableBalance for the caller’s app', async () => {
    const s = server();
    const token = await loginToken(s, 'financial@demo.test');
    const app = await demoApp(s);
    const res = await s.gql<{ getPayableBalance: { amount: string; currency: string }[] }>(
      BALANCE,
      { app_id: app.id, app_status: 'DEVELOPMENT' },
      { token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.getPayableBalance[0]).toEqual({ amount: '0', currency: 'VND', chain: null });
    const banks = await s.gql<{ listBanks: { id: string; bank_code: string }[] }>(
      `{ listBanks { id name bank_code bank_name } }`,
      {},
      { token },
    );
    expect(banks.data?.listBanks.map((b) => b.id)).toContain('VCB');
    const chain = await s.gql(
      `query C($app_id: ID!) { getCryptoChainAvailableBalance(app_id: $app_id, app_status: DEVELOPMENT, token_name: "USDT", chain: "bsc") { success balance } }`,
      { app_id: app.id },
      { token },
    );
    expect(chain.data).toEqual({ getCryptoChainAvailableBalance: { success: false, balance: null } });
    // Another partner's app is not found.
    const other = await demoApp(s, 'Other App');
    const foreign = await s.gql(BALANCE, { app_id: other.id, app_status: 'DEVELOPMENT' }, { token });
    expect(errorCode(foreign)).toBe('NOT_FOUND');
  });

  it('getBankAccountInfo: a deterministic holder, and the magic not-found and closed accounts', async () => {
    const s = server();
    const token = await loginToken(s, 'owner@demo.test');
    const app = await demoApp(s, 'Demo Store');
    const vars = { bank_code: 'VCB', account_number: '0011001234567', app_id: app.id };
    const a = await s.gql<{ getBankAccountInfo: { account_name: string } }>(ACCOUNT, vars, { token });
    const b = await s.gql<{ getBankAccountInfo: { account_name: string } }>(ACCOUNT, vars, { token });
    expect(a.errors).toBeUndefined();
    expect(a.data?.getBankAccountInfo.account_name).toMatch(/^[A-Z]+ [A-Z]+ [A-Z]+$/);
    expect(b.data?.getBankAccountInfo.account_name).toBe(a.data?.getBankAccountInfo.account_name);
    const missing = await s.gql(ACCOUNT, { ...vars, account_number: '1234560000' }, { token });
    expect(errorMessage(missing)).toBe('Account not found');
    const closed = await s.gql(ACCOUNT, { ...vars, account_number: '1234561111' }, { token });
    expect(errorMessage(closed)).toBe('This account is closed');
  });

  it('resendPaymentToWebhook delivers again, and is refused for SUPPORTER and for a pending payment', async () => {
    const s = server();
    const app = await demoApp(s);
    const receiver = await startReceiver();
    await setWebhookUrl(s, app.id, receiver.url);
    try {
      const created = await getJson(
        signedUrl(
          s,
          'getATMCardPaymentURL',
          { app_id: app.id, transaction_id: uniqueTxn('W'), amount: 10_000, bank: 'VCB' },
          app.appSecret,
        ),
      );
      const paymentId = String(created.body.payment_id);
      const supporter = await s.gql(
        RESEND,
        { payment_id: paymentId },
        { token: await loginToken(s, 'supporter@demo.test') },
      );
      expect(errorCode(supporter)).toBe('FORBIDDEN');
      const technical = await loginToken(s, 'technical@demo.test');
      // A pending payment has no event yet (issue 29 item 4: every event has a type).
      const pending = await s.gql(RESEND, { payment_id: paymentId }, { token: technical });
      expect(errorMessage(pending)).toBe('This payment is still pending: it has no webhook event yet');
      await s.services.payments.finish(paymentId, 'SUCCESS', undefined, {}, { notify: false });
      const tech = await s.gql(RESEND, { payment_id: paymentId }, { token: technical });
      expect(tech.data).toEqual({ resendPaymentToWebhook: { success: true, status_code: 200 } });
    } finally {
      await setWebhookUrl(s, app.id, null);
      await receiver.close();
    }
  });
});
