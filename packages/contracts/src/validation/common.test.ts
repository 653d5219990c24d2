import { describe, expect, it } from 'vitest';
import { partnerInput, registerInput } from './account.js';
import { channelNameInput, createAppInput, sourceNameInput, updateAppInput } from './apps.js';
import { fieldErrors, hasHiddenCharacter, hiddenCharacterMessage } from './common.js';
import { cashOutChunkBody } from './money.js';
import { saveViewInput } from './saved-views.js';

// Issue 26: one rule for every name and free text, the same for the form and the server.

const HIDDEN = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200B',
  '\u200C',
  '\u200D',
  '\u200E',
  '\u200F',
  '\u2060',
  '\uFEFF',
  '\u00AD',
  '\u061C',
  '\u2028',
  '\u2029',
  '\u3164',
];

describe('hasHiddenCharacter', () => {
  it('finds every bidi control and zero-width character', () => {
    for (const c of HIDDEN) expect(hasHiddenCharacter(`a${c}b`), c.codePointAt(0)?.toString(16)).toBe(true);
  });

  it('leaves Vietnamese (precomposed or with combining marks), other scripts and emoji alone', () => {
    for (const text of ['Nguyễn Văn Ánh', 'Nguye\u0302\u0303n', 'مرحبا', '東京', 'Shop ☕ 🇻🇳']) {
      expect(hasHiddenCharacter(text), text).toBe(false);
    }
  });
});

describe('every name and free-text field refuses them with one message naming the field', () => {
  const cases: [
    string,
    { safeParse: (v: unknown) => { success: boolean; error?: unknown } },
    Record<string, unknown>,
    string,
    string,
  ][] = [
    ['register', registerInput, { name: 'x', email: 'a@b.co', password: 'a-long-password-1' }, 'name', 'Name'],
    ['partner', partnerInput, { name: 'x', partner_type: 'COMPANY' }, 'name', 'Partner name'],
    [
      'createApp',
      createAppInput,
      { name: 'x', description: 'd', logo: '/uploads/a.png' },
      'description',
      'description',
    ],
    ['updateApp', updateAppInput, { app_id: 'a', name: 'x' }, 'name', 'name'],
    ['channel', channelNameInput, { name: 'x' }, 'name', 'name'],
    ['source', sourceNameInput, { name: 'x' }, 'name', 'name'],
    ['view', saveViewInput, { name: 'x', query: 'banks=VCB', is_default: false }, 'name', 'View name'],
  ];
  it.each(cases)('%s', (_label, schema, base, field, label) => {
    const r = schema.safeParse({ ...base, [field]: 'Shop\u202Egnp.exe' });
    expect(r.success).toBe(false);
    expect(fieldErrors(r.error as never)[field]).toBe(hiddenCharacterMessage(label));
  });

  it('cash-out payee_name and message', () => {
    const schema = cashOutChunkBody({ requireOtp: false });
    const r = schema.safeParse({ payee_name: 'NGUYEN\u200BVAN A' });
    expect(r.success ? {} : fieldErrors(r.error)).toMatchObject({ payee_name: hiddenCharacterMessage('payee_name') });
  });
});

describe('payee_pay_fee', () => {
  const fee = cashOutChunkBody({ requireOtp: false }).shape.payee_pay_fee;
  it('takes 0 and 1, as numbers or digits, and nothing else', () => {
    expect([0, 1, '0', '1', undefined].map((v) => fee.parse(v))).toEqual([0, 1, 0, 1, undefined]);
    for (const v of [true, false, [], [1], '', null, 2, 0.5, '01', ' 1', { value: 1 }]) {
      expect(fee.safeParse(v).success, JSON.stringify(v)).toBe(false);
    }
  });
});
