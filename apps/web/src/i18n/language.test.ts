import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLanguage, initialLanguage, switchLanguage } from './language';

// Issue 31 item 2: which language the portal starts in, and what a switch changes.

const browserLanguages = (languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

afterEach(async () => {
  vi.restoreAllMocks();
  localStorage.clear();
  await switchLanguage('en');
  localStorage.clear();
});

describe('initialLanguage', () => {
  it("takes the browser's languages on a first visit", () => {
    browserLanguages(['vi-VN', 'en-US']);
    expect(initialLanguage()).toBe('vi');
    browserLanguages(['fr-FR', 'en']);
    expect(initialLanguage()).toBe('en');
    browserLanguages(['de']);
    expect(initialLanguage()).toBe('en');
  });

  it('prefers the language this browser chose last, whatever the browser says', async () => {
    browserLanguages(['en-US']);
    await switchLanguage('vi');
    expect(initialLanguage()).toBe('vi');
    localStorage.setItem('paygate.language', 'fr');
    // A value the portal does not speak is ignored.
    expect(initialLanguage()).toBe('en');
  });
});

describe('switchLanguage', () => {
  it('activates the language, sets <html lang> and keeps the choice in this browser', async () => {
    await switchLanguage('vi');
    expect(currentLanguage()).toBe('vi');
    expect(i18n.locale).toBe('vi');
    expect(document.documentElement.lang).toBe('vi');
    expect(localStorage.getItem('paygate.language')).toBe('vi');
    await switchLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('paygate.language')).toBe('en');
  });

  it('ends in the language asked last when two switches overlap', async () => {
    await Promise.all([switchLanguage('vi'), switchLanguage('en')]);
    expect(currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
