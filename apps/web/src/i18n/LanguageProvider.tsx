import type { I18n } from '@lingui/core';
import { type I18nContext, LinguiContext } from '@lingui/react';
import { type ReactNode, useMemo, useSyncExternalStore } from 'react';

/**
 * Lingui's context for the screens, renewed when the language changes and only then. Lingui's own
 * I18nProvider renews it on every `i18n.load` too, and the portal loads a slice of the catalogues
 * with each lazy module: every screen rendered again as each of a route's three or four slices
 * arrived. A slice never needs that render: it loads before its module's screen first renders
 * (src/app/lazyPage.ts), and a switch of language loads every slice before it activates.
 */
export const LanguageProvider = ({ i18n, children }: { i18n: I18n; children: ReactNode }) => {
  const locale = useSyncExternalStore(
    (notify) => i18n.on('change', notify),
    () => i18n.locale,
    () => i18n.locale,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new context for each language
  const context = useMemo<I18nContext>(() => ({ i18n, _: i18n._.bind(i18n) }), [i18n, locale]);
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
};
