import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

const renderDoc = (doc: DocKey, l: DocLoaders = loaders()) =>
  render(
    <AntApp>
      <MemoryRouter>
        <DocsPage doc={doc} loaders={l} />
      </MemoryRouter>
    </AntApp>,
  );

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('documentation pages (PRODUCT §2.3)', { timeout: 30_000 }, () => {
  it('render every document with its title and no placeholder left', async () => {
    for (const key of DOC_KEYS) {
      const view = renderDoc(key);
      const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
      expect(heading.textContent).toBe(DOCS[key].title);
      expect(document.body.textContent).not.toMatch(/\{\{[A-Z_]+\}\}/);
      view.unmount();
    }
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
      await screen.findByRole('table', { name: `${DOCS[key].title} list` }, { timeout: 5000 });
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
    expect(Object.keys(payload)).toEqual(['transaction_id', 'app', 'channel', 'source', 'payment', 'transfer_info']);
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
