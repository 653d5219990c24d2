import {
  AUTH_MESSAGES,
  DURATION_WORDS,
  OTP_REQUIRED_MESSAGE,
  PAYMENT_MESSAGES,
  sourceNameTaken,
} from '@paygate/contracts';
import { describe, expect, it } from 'vitest';
import { fieldsIn, messageIn, translateRefusal } from './i18n.js';

// Issue 31 item 1: the contracts' English, as the rules send it, in Vietnamese through the real
// catalogue (packages/contracts/locales/vi.po), as the server loads it.
describe('a contracts message in Vietnamese', () => {
  it('is the catalogue’s translation of a fixed message', () => {
    expect(messageIn('vi', OTP_REQUIRED_MESSAGE)).toBe('Vui lòng nhập mã OTP!');
    expect(messageIn('en', OTP_REQUIRED_MESSAGE)).toBe(OTP_REQUIRED_MESSAGE);
  });

  it('fills a template’s translation with the parts the English was filled with', () => {
    expect(messageIn('vi', PAYMENT_MESSAGES.paymentAlready('SUCCESS'))).toMatch(/SUCCESS/);
    expect(messageIn('vi', PAYMENT_MESSAGES.paymentAlready('SUCCESS'))).not.toMatch(/This payment/);
    expect(messageIn('vi', sourceNameTaken('Facebook'))).toContain('"Facebook"');
  });

  it('translates a part that is a message too: the wait of a refusal', () => {
    const message = AUTH_MESSAGES.loginBlocked(DURATION_WORDS.minutes(5));
    expect(message).toBe('Too many failed login attempts. Please try again in 5 minutes.');
    expect(messageIn('vi', message)).toBe('Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau 5 phút.');
  });

  it('leaves what is no message of the catalogue as it is: a name, a server fault', () => {
    expect(messageIn('vi', 'Facebook')).toBe('Facebook');
    expect(messageIn('vi', 'Something nobody wrote')).toBe('Something nobody wrote');
  });

  it('translates each message of a field map, and a REST refusal but not a success', () => {
    expect(fieldsIn('vi', { otp: OTP_REQUIRED_MESSAGE, name: 'Facebook' })).toEqual({
      otp: 'Vui lòng nhập mã OTP!',
      name: 'Facebook',
    });
    const refusal = {
      error_code: 1,
      code: 'INVALID_INPUT',
      message: OTP_REQUIRED_MESSAGE,
      fields: { otp: OTP_REQUIRED_MESSAGE },
    };
    expect(translateRefusal('vi', refusal)).toEqual({
      ...refusal,
      message: 'Vui lòng nhập mã OTP!',
      fields: { otp: 'Vui lòng nhập mã OTP!' },
    });
    const success = { error_code: 0, message: 'Success' };
    expect(translateRefusal('vi', success)).toBe(success);
  });
});
