import { i18n } from '@lingui/core';
import { isLanguage, type Language, languageFromAcceptLanguage } from '@paygate/contracts';
import { type CatalogueName, loadCatalogue, loadedCatalogues } from './catalogues';
import { currentLanguage } from './current';
import { loadFormats } from './formats';

// The language the portal speaks (issue 31 item 2). Signed in, it is the user's, saved on the
// server (userInfo.language, updateLanguage); this browser keeps the last one chosen, so the next
// visit starts in it before anyone is signed in; a first visit takes the browser's languages.

const STORAGE_KEY = 'paygate.language';

export const storedLanguage = (): Language | undefined => {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
};

/** The language to start in: the one this browser last used, else the browser's own choice. */
export const initialLanguage = (): Language =>
  storedLanguage() ?? languageFromAcceptLanguage(globalThis.navigator?.languages?.join(','));

/**
 * antd's and dayjs's own texts load with the module that brings antd to the screens: /login has
 * no antd, and loading antd's language pack there would load antd with it.
 */
const ANTD_ROOT: CatalogueName = 'app/AntdRoot';
const withFormats = (names: Iterable<CatalogueName>) => [...names].includes(ANTD_ROOT);

/** The language being switched to, or the one in use: what a route loading now must load. */
let wanted: Language | undefined;

export { currentLanguage };

/**
 * Loads a route module's catalogue in the language in use (or being switched to). A switch that
 * starts meanwhile is caught: the route's catalogue is loaded in the new language too before its
 * screen renders.
 */
export const loadRouteCatalogue = async (name: CatalogueName): Promise<void> => {
  for (;;) {
    const language = wanted ?? currentLanguage();
    await Promise.all([loadCatalogue(name, language), withFormats([name]) ? loadFormats(language) : undefined]);
    if ((wanted ?? currentLanguage()) === language) return;
  }
};

/**
 * Switches the portal to a language at once, without a reload: every catalogue loaded so far,
 * antd's and dayjs's texts are fetched in it first, then every screen re-renders in it. The page
 * keeps its state (forms, filters, scroll): nothing unmounts.
 */
export const switchLanguage = async (language: Language): Promise<void> => {
  wanted = language;
  try {
    const names = [...loadedCatalogues()];
    await Promise.all([
      ...names.map((name) => loadCatalogue(name, language)),
      withFormats(names) ? loadFormats(language) : undefined,
    ]);
  } finally {
    if (wanted === language) wanted = undefined;
  }
  // A later switch won the race: its language is the one to show.
  if (wanted !== undefined && wanted !== language) return;
  i18n.activate(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode, quota): the choice still holds until the tab closes.
  }
};

/** The first language, before the first screen renders: the entry's catalogue in it. */
export const startLanguage = async (entry: CatalogueName): Promise<void> => {
  const language = initialLanguage();
  wanted = language;
  try {
    await loadCatalogue(entry, language);
  } finally {
    wanted = undefined;
  }
  i18n.activate(language);
  document.documentElement.lang = language;
};
