import { readFileSync } from 'node:fs';
import path from 'node:path';
import { i18n } from '@lingui/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { BootSplash } from './BootSplash';

// index.html paints the splash before any script runs; React shows BootSplash until the first
// screen is ready. If the two differ, the page visibly changes (or shifts) while it loads.
const normalise = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\s*\/>/g, '>')
    .replace(/<\/(circle|rect)>/g, '')
    .replace(/>\s+</g, '><')
    .replace(/\s+/g, ' ')
    .trim();

describe('BootSplash', () => {
  it('is the markup index.html paints before the scripts load', () => {
    const html = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
    const root = html.match(/<div id="root">([\s\S]*?)<\/div>\s*<script/)?.[1];
    expect(root).toBeDefined();
    const drawn = renderToStaticMarkup(
      <LanguageProvider i18n={i18n}>
        <BootSplash />
      </LanguageProvider>,
    );
    expect(normalise(root ?? '')).toBe(normalise(drawn));
  });
});
