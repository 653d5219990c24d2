import { i18n, type Messages } from '@lingui/core';
import type { Language } from '@paygate/contracts';

// Issue 31, docs/adr/0035: one slice of the catalogues per route module and language, cut by
// `npm run i18n:slices` (lingui.config.ts) and compiled by the Lingui Vite plugin: every file is a
// lazy chunk of its own, fetched only for the language in use.

/** A page's slices by file: each a lazy chunk (the entry's `import.meta.glob`). */
export type CatalogueFiles = Record<string, () => Promise<{ messages: Messages }>>;

let files: CatalogueFiles = {};

/**
 * The slices this page can load, set by its entry before anything renders: the portal's are every
 * slice (src/main.tsx), the hosted checkout's its own (src/checkout/main.tsx). The list of the
 * portal's 150 files is a few KB the payer's phone need not download (checkout budget 100 KB).
 */
export const setCatalogueFiles = (found: CatalogueFiles): void => {
  files = found;
};

/**
 * A route module's catalogue is named by the module's path under src, without extension:
 * 'features/apps/AppsPage' is the slice of src/features/apps/AppsPage.tsx.
 */
export type CatalogueName = string;

const fileOf = (name: CatalogueName, language: Language) => `/generated/catalogues/src/${name}/${language}.po`;

/** The catalogues loaded so far, by any language: a switch of language loads each of them again. */
const loaded = new Set<CatalogueName>();
export const loadedCatalogues = (): ReadonlySet<CatalogueName> => loaded;

/**
 * Each catalogue and language is loaded once. `i18n.load` tells every screen to render again, and
 * the router asks for a route's modules on each of its renders (router.tsx, preload): without
 * this, each render would load again and render again, without end.
 */
const loads = new Map<string, Promise<void>>();

/** Loads one catalogue in one language and merges it into the messages of that language. */
export const loadCatalogue = (name: CatalogueName, language: Language): Promise<void> => {
  const key = `${name} ${language}`;
  let load = loads.get(key);
  if (!load) {
    load = loadOnce(name, language);
    // A failed fetch (a network blip) may be tried again by the next render.
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
};

const loadOnce = async (name: CatalogueName, language: Language): Promise<void> => {
  const file = files[fileOf(name, language)];
  if (!file) {
    // Unit tests render the English the compiled code carries (no slices are cut for them). A
    // build without a slice would render message ids: fail loudly instead.
    if (import.meta.env.MODE === 'test') return;
    throw new Error(`No ${language} catalogue for ${name}: run npm run i18n:slices`);
  }
  const { messages } = await file();
  i18n.load(language, messages);
  loaded.add(name);
};
