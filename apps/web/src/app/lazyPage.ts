import { type ComponentType, lazy } from 'react';
import type { CatalogueName } from '../i18n/catalogues';
import { loadRouteCatalogue } from '../i18n/language';

/**
 * A screen, a layout or a part of a screen opened later (a dialog, a form panel) loaded lazily,
 * with its slice of the catalogues in the portal's language (issue 31): `catalogue` names the module's path under src (src/i18n/catalogues.ts), and the two
 * load side by side. It keeps its loader as `preload`, so a route's nested layouts and page can be
 * fetched side by side instead of one after another (router.tsx, AppRoutes).
 * Every lazy import of a route module goes through here: lingui.config.ts cuts one slice per
 * module loaded this way, and a module loaded otherwise would render without its messages. A
 * part loaded otherwise (React's lazy) still renders its messages, from the slice of the route
 * that imports it, which then carries them from its first download.
 */
// biome-ignore lint/suspicious/noExplicitAny: any component's props; M[K] keeps the named one's own
export const page = <M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  catalogue: CatalogueName,
) => {
  const loadWithCatalogue = async () => (await Promise.all([load(), loadRouteCatalogue(catalogue)]))[0];
  return Object.assign(
    lazy<M[K]>(async () => ({ default: (await loadWithCatalogue())[name] })),
    { preload: loadWithCatalogue },
  );
};
