import { i18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@paygate/contracts';

/**
 * The language the screens are in now. Its own module, with nothing of the catalogues' loading:
 * what writes numbers (lib/amount.ts) reads it on every page, the checkout's included.
 */
export const currentLanguage = (): Language => {
  const locale = i18n.locale;
  return isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
};
