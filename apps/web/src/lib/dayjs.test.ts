import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../i18n/language';
import dayjs from './dayjs';

// Issue 31 item 3: the date pickers' month and day names follow the language on screen, without
// the language code loading dayjs.

afterEach(() => switchLanguage('en'));

describe('dayjs in the language on screen', () => {
  it('follows every switch of language', async () => {
    expect(dayjs.locale()).toBe('en');
    await switchLanguage('vi');
    expect(dayjs.locale()).toBe('vi');
    expect(dayjs('2026-03-09').format('MMMM')).toBe('tháng 3');
    await switchLanguage('en');
    expect(dayjs('2026-03-09').format('MMMM')).toBe('March');
  });
});
