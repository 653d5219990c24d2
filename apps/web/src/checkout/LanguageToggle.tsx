import { useLingui } from '@lingui/react/macro';
import { LANGUAGES, type Language } from '@paygate/contracts';
import { useState } from 'react';
import { currentLanguage, switchLanguage } from '../i18n/language';
import { LANGUAGE_NAMES } from '../i18n/languageNames';

/**
 * The payer's language on the hosted checkout (issue 31 item 1): it starts from the browser's
 * languages (or the one this browser chose last) and switches here at once, without a reload, so
 * the payment on screen keeps its state. Each language is named in itself; the pressed one is the
 * language in use. Not saved anywhere but this browser: a payer has no account.
 */
export const LanguageToggle = () => {
  const { t } = useLingui();
  const [switching, setSwitching] = useState<Language>();
  const active = currentLanguage();
  const choose = (language: Language) => {
    if (language === active) return;
    setSwitching(language);
    void switchLanguage(language).finally(() => setSwitching(undefined));
  };
  return (
    <fieldset className="co-language" aria-label={t`Language`} aria-busy={switching !== undefined}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="co-language-option"
          aria-pressed={language === active}
          disabled={switching !== undefined}
          onClick={() => choose(language)}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </fieldset>
  );
};
