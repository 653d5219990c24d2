import { ERROR_CODES, gatewayErrorBody } from '@paygate/contracts';
import { describe, expect, it } from 'vitest';
import { AppError, gatewayError } from '../errors.js';
import { envelopeOf, httpRefusal, unexpectedEnvelope } from './errors.js';

describe('the REST envelope of an error', () => {
  it('is a contracts envelope for every code the server may throw', () => {
    for (const code of ERROR_CODES) {
      const answer = envelopeOf(new AppError('Nope', code));
      expect(answer, code).toBeDefined();
      expect(gatewayErrorBody.safeParse(answer?.body).success, code).toBe(true);
    }
  });

  it('answers a wrong OTP with OTP_INVALID, as GraphQL does', () => {
    expect(envelopeOf(new AppError('OTP is invalid', 'OTP_INVALID'))?.body).toEqual({
      error_code: 14,
      code: 'OTP_INVALID',
      message: 'OTP is invalid',
    });
  });

  it('keeps a gateway error’s own name and status', () => {
    expect(envelopeOf(gatewayError('INVALID_HASH', 'Invalid hash', 401, { hash: 'Invalid hash' }))).toEqual({
      status: 401,
      body: { error_code: 2, code: 'INVALID_HASH', message: 'Invalid hash', fields: { hash: 'Invalid hash' } },
    });
  });

  it('answers a database refusal of the input as 400 and anything else as a bare 500, naming neither', () => {
    const sql = 'Failed query: insert into "payments" ("id") values ($1)\nparams: a\u0000b';
    const driver = Object.assign(new Error(sql), {
      cause: Object.assign(new Error('invalid byte sequence'), { code: '22021' }),
    });
    expect(envelopeOf(driver)).toBeUndefined();
    expect(unexpectedEnvelope(driver)).toEqual({
      status: 400,
      body: { error_code: 1, code: 'INVALID_INPUT', message: 'Invalid input' },
    });
    expect(unexpectedEnvelope(new Error(sql))).toEqual({
      status: 500,
      body: { error_code: 16, code: 'INTERNAL', message: 'Internal server error' },
    });
    expect(JSON.stringify(httpRefusal(400, 'FST_ERR_CTP_INVALID_JSON_BODY'))).not.toContain('FST');
  });
});
