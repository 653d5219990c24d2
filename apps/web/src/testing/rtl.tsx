// @testing-library/react as the web's unit tests import it (vitest.config.ts aliases the package
// here), with every render inside Lingui's provider: the screens' <Trans> and useLingui need it
// (issue 31), as they have it in the app (App.tsx). The English the compiled code carries is what
// renders, as before the portal spoke two languages.
import { i18n } from '@lingui/core';
import {
  type RenderHookOptions,
  type RenderOptions,
  renderHook as renderHookPure,
  render as renderPure,
} from '@testing-library/react/pure';
import type { JSXElementConstructor, ReactElement, ReactNode } from 'react';
import { LanguageProvider } from '../i18n/LanguageProvider';

// The package's main entry adds only a cleanup after each test and React's act environment, and
// only where the test runner has global hooks: Vitest here has none, so `pure` is the same thing.
export * from '@testing-library/react/pure';

// English with no catalogue: outside a build the compiled messages carry their English.
if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });

const withI18n = (Wrapper?: JSXElementConstructor<{ children: ReactNode }>) => {
  const I18nWrapper = ({ children }: { children: ReactNode }) => (
    <LanguageProvider i18n={i18n}>{Wrapper ? <Wrapper>{children}</Wrapper> : children}</LanguageProvider>
  );
  return I18nWrapper;
};

export const render = (ui: ReactElement, options: RenderOptions = {}) =>
  renderPure(ui, { ...options, wrapper: withI18n(options.wrapper) });

export const renderHook = <Result, Props>(callback: (props: Props) => Result, options: RenderHookOptions<Props> = {}) =>
  renderHookPure(callback, { ...options, wrapper: withI18n(options.wrapper) });
