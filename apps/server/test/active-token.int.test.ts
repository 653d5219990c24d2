import { ACTIVE_TOKEN_REQUIRED_CODE } from '@paygate/contracts';
import { describe, expect, it } from 'vitest';
import { ALL_PARTNER, activeToken, loginToken, withActive } from './support/account.js';
import { errorCode, errorMessage, useTestServer } from './support/server.js';

// PRODUCT §4, §6 (issue #5): transaction and team data only with today's active token of the same
// session and partner; the error code tells the portal to offer the OTP form.

const server = useTestServer();

const GUARDED = {
  allPayment: `{ allPayment(limit: 1) { total } }`,
  exportPartnerPayment: `{ exportPartnerPayment(from_date: "20261101", to_date: "20261102") }`,
  'partner { list_user }': `{ partner { id list_user { id } } }`,
};

describe('the active token', () => {
  it.each(Object.entries(GUARDED))('is needed for %s', async (_name, document) => {
    const s = server();
    const token = await loginToken(s, 'owner@demo.test');
    const without = await s.gql(document, {}, { token });
    expect([errorCode(without), errorMessage(without)]).toEqual([
      ACTIVE_TOKEN_REQUIRED_CODE,
      'Enter your two-factor code (Show form submit OTP) to see this data',
    ]);
    expect(errorCode(await s.gql(document, {}, withActive(token, 'not-a-token')))).toBe(ACTIVE_TOKEN_REQUIRED_CODE);
    const ok = await s.gql(document, {}, withActive(token, await activeToken(s, token)));
    expect(ok.errors).toBeUndefined();
  });

  it('belongs to one session: another login of the same user needs its own', async () => {
    const s = server();
    const first = await loginToken(s, 'admin@demo.test');
    const active = await activeToken(s, first);
    const second = await loginToken(s, 'admin@demo.test');
    expect(errorCode(await s.gql(GUARDED.allPayment, {}, withActive(second, active)))).toBe(ACTIVE_TOKEN_REQUIRED_CODE);
  });

  it('belongs to one partner: after a partner switch it no longer counts', async () => {
    const s = server();
    const token = await loginToken(s, 'other@demo.test');
    const active = await activeToken(s, token);
    expect((await s.gql(GUARDED.allPayment, {}, withActive(token, active))).errors).toBeUndefined();
    const partners = await s.gql<{ allPartner: { token: string; partner: { name: string } }[] }>(
      ALL_PARTNER,
      {},
      { token },
    );
    const demo = partners.data!.allPartner.find((p) => p.partner.name === 'Demo Shop')!.token;
    expect(errorCode(await s.gql(GUARDED.allPayment, {}, withActive(demo, active)))).toBe(ACTIVE_TOKEN_REQUIRED_CODE);
  });

  it('does not open the team to roles that may not see it', async () => {
    const s = server();
    const token = await loginToken(s, 'supporter@demo.test');
    expect(errorCode(await s.gql(GUARDED['partner { list_user }'], {}, { token }))).toBe('FORBIDDEN');
    const active = await activeToken(s, token);
    expect(errorCode(await s.gql(GUARDED['partner { list_user }'], {}, withActive(token, active)))).toBe('FORBIDDEN');
    // The transaction list is for every role.
    expect((await s.gql(GUARDED.allPayment, {}, withActive(token, active))).errors).toBeUndefined();
  });

  it('is not needed for the dashboard, the partner itself or its apps', async () => {
    const s = server();
    const token = await loginToken(s, 'owner@demo.test');
    const res = await s.gql(
      `{ partner { id name list_app { id } } partnerDashboard(from_date: "2026-11-01T00:00:00Z", to_date: "2026-11-02T00:00:00Z") { total_payment_success } }`,
      {},
      { token },
    );
    expect(res.errors).toBeUndefined();
  });
});
