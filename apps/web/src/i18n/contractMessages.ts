import { useLingui } from '@lingui/react';
import { DEFAULT_LANGUAGE, translateMessage } from '@paygate/contracts';
import { useEffect, useState } from 'react';
import type { CatalogueName } from './catalogues';
import { loadedCatalogues } from './catalogues';
import { loadRouteCatalogue } from './language';

// The contracts' messages on a form (issue 31 item 1): the rules the forms check are contracts',
// and speak English (packages/contracts/src/i18n/message.ts). A message shown in another language
// goes through the contracts' catalogue, a slice of its own (scripts/i18n-slices.mjs) loaded the
// first time a form shows one: no route pays for it until then. The server answers in the
// screen's language already (lib/apollo.ts sends it); its messages pass here unchanged.

/** This module's own slice, which scripts/i18n-slices.mjs fills with the contracts' catalogue. */
const CONTRACTS: CatalogueName = 'i18n/contractMessages';

/**
 * A translator of contracts messages into the language on screen: each message translated once
 * the catalogue is loaded (the English meanwhile, a moment), anything else as it is. `wanted`
 * false (nothing to translate yet) loads nothing.
 */
export const useContractTranslator = (wanted = true): ((message: string) => string) => {
  const { i18n } = useLingui();
  const translating = wanted && i18n.locale !== DEFAULT_LANGUAGE;
  const loaded = loadedCatalogues().has(CONTRACTS);
  const [, rendered] = useState(0);
  useEffect(() => {
    if (!translating || loaded) return;
    let current = true;
    void loadRouteCatalogue(CONTRACTS).then(() => {
      if (current) rendered((n) => n + 1);
    });
    return () => {
      current = false;
    };
  }, [translating, loaded]);
  return translating && loaded ? (message) => translateMessage(message, i18n) : (message) => message;
};

/** A message to show, in the language on screen (useContractTranslator for one message). */
export const useContractMessage = (message: string | undefined): string | undefined => {
  const say = useContractTranslator(message !== undefined);
  return message === undefined ? undefined : say(message);
};
