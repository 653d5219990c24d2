import { AMOUNT_NOT_A_NUMBER, DATE_TIME_INVALID, gatewayHash, hiddenCharacterMessage } from '@paygate/contracts';
import { describe, expect, it } from 'vitest';
import { newActiveUser } from './support/account.js';
import { uniqueTxn } from './support/gateway.js';
import { cashOutBody, newOwnerWithApp, postJson } from './support/money.js';
import { type GraphQLResponse, type TestServer, useTestServer } from './support/server.js';

// Issue 26 item 4: names and free text refuse invisible and text-direction characters (one rule
// in contracts), payee_pay_fee takes only 0 or 1, and a money amount that is no number is
// answered under its argument like every other validation error.

const server = useTestServer();

/** Bidi override and isolate, zero-width space and joiner, BOM, right-to-left mark. */
const HIDDEN = ['\u202E', '\u2066', '\u200B', '\u200D', '\uFEFF', '\u200F'];

const fieldsOf = (res: GraphQLResponse<unknown>) =>
  (res.errors?.[0]?.extensions as { fields?: Record<string, string> } | undefined)?.fields;

describe('names and free text refuse invisible and text-direction characters', () => {
  it('in every name and description the portal sends, each time it is sent', async () => {
    const s = server();
    const { owner, app } = await newOwnerWithApp(s);
    const channelId = (
      await s.gql<{ createChannel: { id: string } }>(
        `mutation($a: ID!) { createChannel(app_id: $a, name: "Counter") { id } }`,
        { a: app.id },
        { token: owner.token },
      )
    ).data!.createChannel.id;
    const sourceId = (
      await s.gql<{ createSource: { id: string } }>(
        `mutation { createSource(name: "Leaflet") { id } }`,
        {},
        {
          token: owner.token,
        },
      )
    ).data!.createSource.id;
    const cases: [string, Record<string, unknown>, string, string][] = [
      [`mutation($v: String!) { createPartner(name: $v, partner_type: COMPANY) { id } }`, {}, 'name', 'Partner name'],
      [`mutation($v: String!, $a: ID!) { createChannel(app_id: $a, name: $v) { id } }`, { a: app.id }, 'name', 'name'],
      [
        `mutation($v: String!, $c: ID!) { updateChannel(channel_id: $c, name: $v) { id } }`,
        { c: channelId },
        'name',
        'name',
      ],
      [`mutation($v: String!) { createSource(name: $v) { id } }`, {}, 'name', 'name'],
      [
        `mutation($v: String!, $id: ID!) { updateSource(source_id: $id, name: $v) { id } }`,
        { id: sourceId },
        'name',
        'name',
      ],
      [`mutation($v: String!, $a: ID!) { updateApp(app_id: $a, name: $v) { id } }`, { a: app.id }, 'name', 'name'],
      [
        `mutation($v: String!, $a: ID!) { updateApp(app_id: $a, description: $v) { id } }`,
        { a: app.id },
        'description',
        'description',
      ],
    ];
    for (const [document, variables, field, label] of cases) {
      for (const hidden of HIDDEN) {
        // Hidden in the middle of an otherwise good name ("Shop‮gnp.exe" reads "Shopexe.png").
        const value = `Shop${hidden}gnp.exe`;
        // The same request twice: refused the same way both times.
        for (let i = 0; i < 2; i++) {
          const res = await s.gql(document, { ...variables, v: value }, { token: owner.token });
          expect({ document, hidden: hidden.codePointAt(0), fields: fieldsOf(res) }).toEqual({
            document,
            hidden: hidden.codePointAt(0),
            fields: { [field]: hiddenCharacterMessage(label) },
          });
        }
      }
    }
    // Nothing was renamed or created.
    const names = await s.gql<{ app: { name: string; list_channel: { name: string }[] } }>(
      `query($a: ID!) { app(app_id: $a) { name list_channel { name } } }`,
      { a: app.id },
      { token: owner.token },
    );
    expect(JSON.stringify(names.data)).not.toMatch(/gnp/);
  });

  it('in the name a user registers with, and the cash-out payee name and source', async () => {
    const s = server();
    const res = await s.gql(
      `mutation($n: String!, $e: String!, $p: String!) { registerByEmail(name: $n, email: $e, password: $p) }`,
      { n: 'Nguyen\u202E Van A', e: `hidden-${uniqueTxn()}@example.test`, p: 'a-long-password-1' },
    );
    expect(fieldsOf(res)).toEqual({ name: hiddenCharacterMessage('Name') });

    const { owner, app } = await newOwnerWithApp(s, { production: true });
    for (const [field, value] of [
      ['payee_name', 'NGUYEN\u200BVAN A'],
      ['source', 'Face\u202Ebook'],
    ] as const) {
      const refused = await postJson(
        s,
        '/v1/partner/transfer/cms',
        owner.token,
        cashOutBody(app, 100_000, { [field]: value }),
      );
      expect({ status: refused.status, fields: refused.body.fields }).toEqual({
        status: 400,
        fields: { [field]: hiddenCharacterMessage(field) },
      });
    }
  });

  it('accepts Vietnamese written with combining marks, and emoji', async () => {
    const s = server();
    const { owner } = await newActiveUser(s, 'viet').then(async (u) => ({ owner: u }));
    // "Nguyễn" with U+0302 and U+0303 (combining), as some keyboards send it.
    const name = 'Cửa hàng Nguye\u0302\u0303n ☕';
    const res = await s.gql<{ createPartner: { name: string } }>(
      `mutation($v: String!) { createPartner(name: $v, partner_type: COMPANY) { name } }`,
      { v: name },
      { token: owner.token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.createPartner.name).toBe(name);
  });
});

describe('payee_pay_fee takes 0 or 1 only (PRODUCT §4, §7.2)', () => {
  const post = (s: TestServer, token: string, app: { id: string; appSecret: string }, fee: unknown) => {
    const body: Record<string, unknown> = {
      app_id: app.id,
      transaction_id: `cashout-${uniqueTxn()}`,
      amount: 100_000,
      payee_bank: 'VCB',
      payee_account: '0011001234567',
      payee_account_type: 'BANK_ACCOUNT',
      payee_name: 'NGUYEN VAN A',
      payee_pay_fee: fee,
      currency: 'VND',
      message: '123',
    };
    const signed = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]));
    return postJson(s, '/v1/partner/transfer/cms', token, {
      ...body,
      hash: gatewayHash('transferCms', signed, app.appSecret),
    });
  };

  it('refuses true, [], "", null, 2, "01", an object and a list, each time, under the field', async () => {
    const s = server();
    const { owner, app } = await newOwnerWithApp(s, { production: true });
    for (const fee of [true, false, [], [1], '', null, 2, -1, 0.5, '01', '1.0', 'true', { value: 1 }]) {
      for (let i = 0; i < 2; i++) {
        const res = await post(s, owner.token, app, fee);
        expect({ fee, status: res.status, fields: res.body.fields }).toEqual({
          fee,
          status: 400,
          fields: { payee_pay_fee: 'payee_pay_fee must be 0 or 1' },
        });
      }
    }
  });

  it('takes 0 and 1, as numbers or the digits the signed form sends, and no value at all', async () => {
    const s = server();
    const { owner, app } = await newOwnerWithApp(s, { production: true });
    for (const fee of [0, 1, '0', '1', undefined]) {
      const res = await post(s, owner.token, app, fee);
      // Past validation: the unfunded app is refused for its balance, never for the flag.
      expect({ fee, fields: (res.body.fields as Record<string, string> | undefined)?.payee_pay_fee }).toEqual({
        fee,
        fields: undefined,
      });
      expect(res.body.message).not.toBe('payee_pay_fee must be 0 or 1');
    }
  });
});

describe('a money amount that is no number is answered under its argument', () => {
  it('as a variable (whatever it is called), a literal, and the same request again once compiled', async () => {
    const s = server();
    const { owner } = await newOwnerWithApp(s, { production: true });
    const expected = { code: 'BAD_USER_INPUT', fields: { amount: AMOUNT_NOT_A_NUMBER } };
    const asVariable = `mutation($a: Decimal!) { exchangeCrypto(amount: $a, token_name: "USDT", transaction_id: "x") { payment_id } }`;
    const asLiteral = `mutation { exchangeCrypto(amount: "12abc", token_name: "USDT", transaction_id: "x") { payment_id } }`;
    for (const value of ['abc', true, { amount: 1 }, '1e5', '']) {
      // Several times: a repeated document runs compiled (graphql-jit), with its own error text.
      for (let i = 0; i < 3; i++) {
        const res = await s.gql(asVariable, { a: value }, { token: owner.token });
        expect(res.errors).toHaveLength(1);
        expect({ value, message: res.errors![0]!.message, extensions: res.errors![0]!.extensions }).toEqual({
          value,
          message: AMOUNT_NOT_A_NUMBER,
          extensions: expected,
        });
      }
    }
    for (let i = 0; i < 3; i++) {
      const res = await s.gql(asLiteral, {}, { token: owner.token });
      expect(res.errors?.[0]?.extensions).toEqual(expected);
    }
  });

  it('and so is a date that is no date, under from_date or to_date', async () => {
    const s = server();
    const { owner } = await newOwnerWithApp(s);
    const document = `query($f: DateTime, $t: DateTime) { allPayment(from_date: $f, to_date: $t) { total } }`;
    for (let i = 0; i < 3; i++) {
      const res = await s.gql(document, { f: '2026-11-01T00:00:00Z', t: 'yesterday' }, { token: owner.token });
      expect(res.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { to_date: DATE_TIME_INVALID } });
    }
    const literal = await s.gql(`{ allPayment(from_date: 20261101) { total } }`, {}, { token: owner.token });
    expect(literal.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { from_date: DATE_TIME_INVALID },
    });
  });
});
