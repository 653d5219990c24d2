import { describe, expect, it } from 'vitest';
import { gatewayErrorBody, readEnvelope } from './envelope.js';
import { ERROR_CODES, GATEWAY_ERROR_OF_CODE, GATEWAY_ERRORS, isErrorCode, SESSION_GONE_CODE } from './errors.js';

describe('the wire format of errors', () => {
  it('gives every gateway error its own number', () => {
    const numbers = Object.values(GATEWAY_ERRORS);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).not.toContain(0);
  });

  it('maps every GraphQL code to a REST status and envelope name; shared failures keep their name', () => {
    for (const code of ERROR_CODES) {
      const { status, name } = GATEWAY_ERROR_OF_CODE[code];
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(GATEWAY_ERRORS[name], code).toBeGreaterThan(0);
    }
    for (const code of ['OTP_INVALID', 'OTP_REQUIRED', 'ACTIVE_TOKEN_REQUIRED', 'FORBIDDEN', 'RATE_LIMITED'] as const) {
      expect(GATEWAY_ERROR_OF_CODE[code].name).toBe(code);
    }
  });

  it('lists the session-gone code as the string the server sends, and nothing else', () => {
    expect(SESSION_GONE_CODE).toBe('410');
    expect(isErrorCode('410')).toBe(true);
    expect(isErrorCode(410)).toBe(false);
    expect(isErrorCode('ACTIVE_TOKEN_INVALID')).toBe(false);
  });

  it('reads an envelope and refuses a refusal whose code is unlisted or does not match its number', () => {
    expect(readEnvelope({ error_code: 0, message: 'Success', data: [1] })).toMatchObject({ data: [1] });
    expect(readEnvelope('<html>')).toBeUndefined();
    expect(gatewayErrorBody.safeParse({ error_code: 14, code: 'OTP_INVALID', message: 'OTP is invalid' }).success).toBe(
      true,
    );
    expect(gatewayErrorBody.safeParse({ error_code: 9, code: 'OTP_INVALID', message: 'OTP is invalid' }).success).toBe(
      false,
    );
    expect(gatewayErrorBody.safeParse({ error_code: 401, code: 'UNAUTHENTICATED', message: 'x' }).success).toBe(false);
    expect(gatewayErrorBody.safeParse({ error_code: 1, code: 'BAD_USER_INPUT', message: 'x' }).success).toBe(false);
  });
});
