import type { Language } from '@paygate/contracts';

/**
 * Each language by its own name, as a language menu shows them: a reader who does not read the
 * current language still finds theirs. Used by /setting and the hosted checkout's switch.
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- each name stays in its own language
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', vi: 'Tiếng Việt' };
