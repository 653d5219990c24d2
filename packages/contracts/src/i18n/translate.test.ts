import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { fill } from './message.js';
import { translateFields, translateMessage } from './translate.js';

// The step from a contracts message in English to a reader's language, on a small catalogue of
// its own (the real one is tested where the server loads it: apps/server/src/lib/i18n.test.ts).
const catalogue = (messages: Record<string, string>) => {
  const i18n = setupI18n();
  i18n.load('vi', Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, compileMessage(text)])));
  i18n.activate('vi');
  return i18n;
};
const vi = catalogue({
  'OTP is required': 'Vui lòng nhập mã OTP',
  'Please try again in {wait}.': 'Vui lòng thử lại sau {wait}.',
  '{count} minutes': '{count} phút',
  '{name} must be at most {max} characters': '{name} tối đa {max} ký tự',
  'The logo is {px}x{px}': 'Logo {px}x{px}',
  Name: 'Tên',
});

describe('translateMessage', () => {
  it('translates a fixed message word for word', () => {
    expect(translateMessage('OTP is required', vi)).toBe('Vui lòng nhập mã OTP');
  });

  it('fills a template’s translation with the parts the English was filled with, each translated in turn', () => {
    expect(
      translateMessage(fill('Please try again in {wait}.', { wait: fill('{count} minutes', { count: 5 }) }), vi),
    ).toBe('Vui lòng thử lại sau 5 phút.');
    expect(translateMessage('Name must be at most 100 characters', vi)).toBe('Tên tối đa 100 ký tự');
    expect(translateMessage('The logo is 512x512', vi)).toBe('Logo 512x512');
  });

  it('leaves anything else as it is', () => {
    expect(translateMessage('Facebook', vi)).toBe('Facebook');
    expect(translateMessage('', vi)).toBe('');
    expect(translateMessage('Please try again later.', vi)).toBe('Please try again later.');
  });

  it('translates each message of a field map', () => {
    expect(translateFields({ otp: 'OTP is required', name: 'Facebook' }, vi)).toEqual({
      otp: 'Vui lòng nhập mã OTP',
      name: 'Facebook',
    });
  });
});

describe('fill', () => {
  it('fills placeholders by name and keeps one without a value', () => {
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
