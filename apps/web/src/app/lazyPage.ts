import { type ComponentType, lazy } from 'react';
import type { CatalogueName } from '../i18n/catalogues';
import { loadRouteCatalogue } from '../i18n/language';

/**
 * A screen or layout loaded lazily, with its slice of the catalogues in the portal's language
 * (issue 31): `catalogue` names the module's path under src (src/i18n/catalogues.ts), and the two
 * load side by side. It keeps its loader as `preload`, so a route's nested layouts and page can be
 * fetched side by side instead of one after another (router.tsx, AppRoutes).
 * Every lazy import of a route module goes through here: lingui.config.ts cuts one slice per
 * module loaded this way, and a module loaded otherwise would render without its messages.
 */
export const page = <K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  catalogue: CatalogueName,
) => {
  const loadWithCatalogue = async () => (await Promise.all([load(), loadRouteCatalogue(catalogue)]))[0];
  return Object.assign(
    lazy(async () => ({ default: (await loadWithCatalogue())[name] })),
    { preload: loadWithCatalogue },
  );
};
