import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { COOKIE_AUTH } from '@paygate/contracts';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocsAppsDocument } from '../../gql/ops/docs';
import { createApolloClient } from '../../lib/apollo';
import { fetchBankList } from './bankList';
import { DOC_KEYS, DOCS, type DocKey } from './catalog';
import { DocsPage } from './DocsPage';
import type { DocLoaders } from './loaders';

// The real documents, read from disk where the browser would fetch them (the URL Vite gives).
const WEB_ROOT = path.resolve(import.meta.dirname, '../../..');
const readDocument = (url: string) => readFile(path.join(WEB_ROOT, url.split('?')[0]!), 'utf8');
const BANKS = [
  { id: 'VCB', name: 'Vietcombank' },
  { id: 'BIDV', name: 'BIDV' },
];
const loaders = (overrides: Partial<DocLoaders> = {}): DocLoaders => ({
  document: readDocument,
  banks: async () => BANKS,
  ...overrides,
});

// The member's apps, for the examples' app id once signed in (issue 29).
const OWN_APPS = [
  {
    request: { query: DocsAppsDocument },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        partner: {
          __typename: 'Partner',
          id: 'p1',
          list_app: [
            { __typename: 'App', id: '11111111-2222-4333-8444-555555555555', status: 'PRODUCTION' },
            { __typename: 'App', id: '99999999-8888-4777-8666-555555555555', status: 'DEVELOPMENT' },
          ],
        },
      },
    },
  },
];

const renderDoc = (doc: DocKey, l: DocLoaders = loaders()) =>
  render(
    <ApolloProvider client={createApolloClient(new MockLink(OWN_APPS))}>
      <AntApp>
        <MemoryRouter>
          <DocsPage doc={doc} loaders={l} />
        </MemoryRouter>
      </AntApp>
    </ApolloProvider>,
  );

afterEach(() => {
  cleanup();
  // biome-ignore lint/suspicious/noDocumentCookie: the auth cookie the page reads, as the portal sets it
  document.cookie = `${COOKIE_AUTH}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('documentation pages (PRODUCT §2.3)', { timeout: 30_000 }, () => {
  it('render every document with its title and no placeholder left', async () => {
    for (const key of DOC_KEYS) {
      const view = renderDoc(key);
      const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
      // The English title (the tests render in English); the catalogue holds it as a message.
      expect(heading.textContent).toBe(DOCS[key].title.message);
      expect(document.body.textContent).not.toMatch(/\{\{[A-Z_]+\}\}/);
      view.unmount();
    }
  });

  it('shows a visitor placeholders, and a signed-in member the id of their own app, never a secret', async () => {
    const visitor = renderDoc('api');
    await screen.findByRole('heading', { level: 1, name: 'API' });
    await waitFor(() => expect(document.body.textContent).toContain("appId: 'YOUR_APP_ID'"));
    expect(document.body.textContent).not.toContain('11111111-2222-4333-8444-555555555555');
    visitor.unmount();

    // biome-ignore lint/suspicious/noDocumentCookie: signed in, as the portal's login leaves it
    document.cookie = `${COOKIE_AUTH}=a-token; path=/`;
    renderDoc('api');
    await screen.findByRole('heading', { level: 1, name: 'API' });
    // The portal shows PRODUCTION by default: the member's production app.
    await waitFor(() => expect(document.body.textContent).toContain("appId: '11111111-2222-4333-8444-555555555555'"));
    expect(document.body.textContent).not.toContain('YOUR_APP_ID');
    expect(document.body.textContent).toContain('process.env.PAYGATE_APP_SECRET');
  });

  it('fills the gateway and API hosts by the host rule (here: the portal origin, not a production domain)', async () => {
    renderDoc('api');
    await screen.findByRole('heading', { level: 1, name: 'API' });
    const origin = window.location.origin;
    expect(screen.getAllByText(origin).length).toBeGreaterThanOrEqual(2);
    expect(document.body.textContent).toContain(`${origin}/v1/partner/`);
  });

  it('appends the bank list as a table of number, id and name', async () => {
    renderDoc('banks');
    const table = await screen.findByRole('table', { name: 'Banks list' }, { timeout: 5000 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Number', 'ID', 'Name']);
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      );
    expect(cells).toEqual([
      ['1', 'VCB', 'Vietcombank'],
      ['2', 'BIDV', 'BIDV'],
    ]);
  });

  it('asks each bank page for its list type', async () => {
    const asked: string[] = [];
    const recording = loaders({
      banks: async (type) => {
        asked.push(type);
        return BANKS;
      },
    });
    for (const key of ['banks', 'cashout-banks', 'crypto', 'direct-transfers'] as const) {
      const view = renderDoc(key, recording);
      await screen.findByRole('table', { name: `${DOCS[key].title.message} list` }, { timeout: 5000 });
      view.unmount();
    }
    expect(asked).toEqual(['transaction', 'pay', 'crypto', 'directTransfer']);
  });

  it('only logs a failed bank fetch: the document still shows, without a table or an error on screen', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDoc(
      'direct-transfers',
      loaders({ banks: async () => Promise.reject(new Error('Error request /config/bank')) }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Direct transfers' });
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[docs] bank list directTransfer', expect.any(Error)));
    expect(screen.queryByRole('table', { name: 'Direct transfers list' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('only logs a failed document fetch and keeps the page title', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDoc('error-atm', loaders({ document: async () => Promise.reject(new Error('offline')) }));
    expect(await screen.findByRole('heading', { name: 'ATM error codes' })).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('[docs] /docs/errorATM', expect.any(Error));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the webhook sample payload of PRODUCT §3 in a copyable code block', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderDoc('webhook');
    expect(await screen.findByRole('heading', { name: 'Sample webhook payload' })).toBeTruthy();
    const blocks = document.querySelectorAll('.doc-code');
    const sample = blocks[blocks.length - 1] as HTMLElement;
    const payload = JSON.parse(sample.querySelector('code')?.textContent ?? '') as Record<string, unknown>;
    // The spec's fields where they are, then the event's type, time and test flag (issue 29 item 4).
    expect(Object.keys(payload)).toEqual([
      ...['transaction_id', 'app', 'channel', 'source', 'payment', 'transfer_info'],
      ...['type', 'created_at', 'test'],
    ]);
    expect(payload).toMatchObject({ type: 'payment.succeeded', test: false });
    expect(Object.keys(payload.payment as object)).toEqual([
      'payment_id',
      'amount',
      'bank',
      'status',
      'user_id',
      'account_number',
      'account_name',
      'type',
    ]);
    await userEvent.click(within(sample).getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith(JSON.stringify(payload, null, 2));
    // Highlighted once the highlighter has loaded.
    await waitFor(() => expect(sample.querySelector('.hljs-attr')).not.toBeNull(), { timeout: 5000 });
  });
});

describe('GET /config/bank (PRODUCT §7.2)', () => {
  const answer = (body: unknown, status = 200) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
      ),
    );

  it('returns the envelope data', async () => {
    answer({ error_code: 0, message: 'Success', data: BANKS });
    await expect(fetchBankList('crypto')).resolves.toEqual(BANKS);
  });

  it('throws the server message for a non-zero error_code, and Error request … without an answer', async () => {
    answer({ error_code: 1, message: 'type must be one of pay, va, crypto' }, 400);
    await expect(fetchBankList('transaction')).rejects.toThrow('type must be one of pay, va, crypto');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(fetchBankList('pay')).rejects.toThrow('Error request /config/bank?type=pay');
  });
});
