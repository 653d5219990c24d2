import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageProvider } from './LanguageProvider';

describe('LanguageProvider (issue 31)', () => {
  afterEach(() => {
    cleanup();
    act(() => i18n.activate('en'));
  });

  it('renders the screens again when the language changes, not when a slice loads', () => {
    let renders = 0;
    const Probe = () => {
      const { i18n: active } = useLingui();
      renders += 1;
      return <span>{active.locale}</span>;
    };
    act(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
    render(
      <LanguageProvider i18n={i18n}>
        <Probe />
      </LanguageProvider>,
    );
    const before = renders;
    act(() => i18n.load('en', { someId: 'A message' }));
    expect(renders).toBe(before);
    act(() => i18n.activate('vi'));
    expect(renders).toBe(before + 1);
    expect(screen.getByText('vi')).toBeTruthy();
  });
});
