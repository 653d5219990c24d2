import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, languageFromAcceptLanguage } from './language.js';

describe('languageFromAcceptLanguage', () => {
  it('takes the language the browser prefers most, by its weights', () => {
    expect(languageFromAcceptLanguage('vi-VN,vi;q=0.9,en;q=0.8')).toBe('vi');
    expect(languageFromAcceptLanguage('en-US,en;q=0.9,vi;q=0.5')).toBe('en');
    expect(languageFromAcceptLanguage('en;q=0.4, vi;q=0.6')).toBe('vi');
    expect(languageFromAcceptLanguage('vi')).toBe('vi');
    expect(languageFromAcceptLanguage('EN-gb')).toBe('en');
    expect(languageFromAcceptLanguage(' VI-vn ; Q=1.0 , en ; q=0.5')).toBe('vi');
  });

  it('keeps the header order between equal weights', () => {
    expect(languageFromAcceptLanguage('vi, en')).toBe('vi');
    expect(languageFromAcceptLanguage('en;q=0.7, vi;q=0.7')).toBe('en');
  });

  it('passes over languages the portal does not speak', () => {
    expect(languageFromAcceptLanguage('fr-FR,fr;q=0.9,vi;q=0.3')).toBe('vi');
    expect(languageFromAcceptLanguage('de-DE,de;q=0.9')).toBe(DEFAULT_LANGUAGE);
    expect(languageFromAcceptLanguage('zh-Hant-TW, en-US;q=0.1')).toBe('en');
  });

  it('reads * as a language named nowhere else, and q=0 as a refusal', () => {
    expect(languageFromAcceptLanguage('*')).toBe('en');
    expect(languageFromAcceptLanguage('en;q=0, *')).toBe('vi');
    expect(languageFromAcceptLanguage('en;q=0.5, *;q=0.8')).toBe('vi');
    expect(languageFromAcceptLanguage('vi;q=0, en;q=0')).toBe('en');
    expect(languageFromAcceptLanguage('vi;q=0, fr')).toBe('en');
    // A region refused is not the language refused.
    expect(languageFromAcceptLanguage('vi-VN;q=0, vi;q=0.5, en;q=0.2')).toBe('vi');
  });

  it('answers the default language for a missing, empty or garbled header', () => {
    for (const header of [undefined, '', ' ', ',,,', 'garbage!!', 'vi;q=abc', 'vi;q=2', 'en_US', '12-34', ';q=1']) {
      expect(languageFromAcceptLanguage(header)).toBe(DEFAULT_LANGUAGE);
    }
    // A malformed entry is skipped, the rest is read.
    expect(languageFromAcceptLanguage('en;q=oops, vi;q=0.2')).toBe('vi');
    expect(languageFromAcceptLanguage(`${'x'.repeat(5000)}, vi`)).toBe('vi');
  });

  it('knows the languages the portal speaks', () => {
    expect(LANGUAGES).toEqual(['en', 'vi']);
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(isLanguage('vi')).toBe(true);
    expect(isLanguage('VI')).toBe(false);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
