import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createApolloClient } from '../lib/apollo';
import { routeTitle } from './router';

// Issue 12 item 10: every route has its own document title, set in one place (AppRoutes).

const PATHS = [
  '/login',
  '/register',
  '/register-success',
  '/active/abc123',
  '/register-partner',
  '/join-partner',
  '/forgot-password',
  '/reset-password',
  '/',
  '/transaction',
  '/apps',
  '/channels/app-1',
  '/sources',
  '/users',
  '/tool/api',
  '/profile',
  '/report',
  '/report_revenue',
  '/report_number',
  '/report_channel',
  '/report_source',
  '/report_active',
  '/report_fee',
  '/report_payout',
  '/docs/banks',
  '/docs/cashout-banks',
  '/docs/crypto',
  '/docs/direct-transfers',
  '/Docs/API',
  '/Docs/API/paygate',
  '/docs/webhook',
  '/docs/errorATM',
  '/docs/errorVA',
  '/docs/error/paygate',
  '/docs/callback-url',
  '/notification',
  '/setting',
  '/404',
];

describe('routeTitle', () => {
  it('gives every route a title of its own, with the product name', () => {
    const titles = PATHS.map(routeTitle);
    for (const title of titles) expect(title).toMatch(/^[^·]+( · Docs)? · Paygate$/);
    expect(new Set(titles).size).toBe(PATHS.length);
  });

  it('names the screens as the spec does', () => {
    expect(routeTitle('/')).toBe('Dashboard · Paygate');
    expect(routeTitle('/transaction')).toBe('Transaction · Paygate');
    expect(routeTitle('/sources')).toBe('Sources · Paygate');
    expect(routeTitle('/Docs/API')).toBe('API · Docs · Paygate');
  });
});

describe('AppRoutes', () => {
  afterEach(cleanup);

  it('sets document.title on every navigation', async () => {
    const { AppRoutes } = await import('./router');
    let go: (path: string) => void = () => undefined;
    const Navigator = () => {
      go = useNavigate();
      return null;
    };
    // A visitor (no auth cookie): the account pages stay, nothing is asked of the server.
    render(
      <ApolloProvider client={createApolloClient(new MockLink([]))}>
        <MemoryRouter initialEntries={['/login']}>
          <Navigator />
          <AppRoutes />
        </MemoryRouter>
      </ApolloProvider>,
    );
    expect(document.title).toBe('Login · Paygate');
    // Wait for each lazy screen to render: an import left in flight when the test ends is loaded
    // after Vitest tears the environment down and fails the whole run.
    expect(await screen.findByRole('button', { name: 'LOGIN' }, { timeout: 10_000 })).toBeTruthy();
    // The router navigates in a transition: the title changes when the next screen is shown.
    act(() => go('/forgot-password'));
    await waitFor(() => expect(document.title).toBe('Forgot Password · Paygate'), { timeout: 10_000 });
    expect(await screen.findByRole('button', { name: 'SUBMIT' }, { timeout: 10_000 })).toBeTruthy();
  });
});

describe('route catalogues (issue 31)', () => {
  it("names each lazy module's catalogue after the module it loads", () => {
    // A wrong name would load another module's messages, or none: the screen would show message
    // ids. Every file of src that loads a part through page(): the router, the shell, a screen.
    const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    let pages = 0;
    for (const [file, source] of Object.entries(sources)) {
      const calls = [...source.matchAll(/page\(\s*\(\) => import\('([^']+)'\),\s*'\w+',\s*'([^']+)',?\s*\)/g)];
      for (const [, modulePath = '', catalogue] of calls) {
        // The module's path under src, as `catalogue` names it (the glob names src/app's own files ./x).
        const fileUnderSrc = file.startsWith('./') ? `app/${file.slice(2)}` : file.slice(3);
        const underSrc = new URL(modulePath, `file:///src/${fileUnderSrc}`).pathname.slice('/src/'.length);
        expect(catalogue, `${file}: ${modulePath}`).toBe(underSrc);
      }
      // Every `page(` call has its catalogue: the pattern above found them all.
      expect(source.match(/= page\(/g)?.length ?? 0, file).toBe(calls.length);
      pages += calls.length;
    }
    expect(pages).toBeGreaterThan(34);
  });
});
