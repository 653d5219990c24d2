import { cleanup, render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown } from './Markdown';

// What the documentation pages are written with (./content): the renderer draws each construct as
// the reader expects it, and never turns a document's text into HTML.

const SAMPLE = [
  '# Webhook',
  '',
  'The gateway **signs** each call with `app_secret`; see [the API](/Docs/API) or',
  '[svix](https://docs.svix.com/receiving/verifying-payloads/how-manual).',
  '',
  '## Fields',
  '',
  '| Field | Type |',
  '|---|---:|',
  '| `transaction_id` | string |',
  '| amount | number |',
  '',
  '1. Create an app',
  '2. Sign the request',
  '',
  '- one',
  '- two',
  '',
  '```json',
  '{ "ok": true }',
  '```',
  '',
  '<script>alert(1)</script>',
].join('\n');

const renderMarkdown = (text: string) =>
  render(
    <AntApp>
      <MemoryRouter>
        <Markdown text={text} />
      </MemoryRouter>
    </AntApp>,
  );

afterEach(cleanup);

describe('Markdown (the documentation pages)', () => {
  it('draws headings, emphasis, inline code, lists and links', () => {
    renderMarkdown(SAMPLE);
    expect(screen.getByRole('heading', { level: 1, name: 'Webhook' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Fields' })).toBeTruthy();
    expect(screen.getByText('signs').tagName).toBe('STRONG');
    expect(screen.getByText('app_secret').tagName).toBe('CODE');
    // A page of the portal stays in it; another site opens in a new tab, without the opener.
    const inside = screen.getByRole('link', { name: 'the API' });
    expect(inside.getAttribute('href')).toBe('/Docs/API');
    expect(inside.getAttribute('target')).toBeNull();
    const outside = screen.getByRole('link', { name: 'svix' });
    expect(outside.getAttribute('target')).toBe('_blank');
    expect(outside.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getAllByRole('list').map((l) => l.tagName)).toEqual(['OL', 'UL']);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Create an app',
      'Sign the request',
      'one',
      'two',
    ]);
  });

  it('draws a table with its alignment and hands its column names to the phone layout', () => {
    renderMarkdown(SAMPLE);
    const table = screen.getByRole('table');
    const frame = table.parentElement as HTMLElement;
    expect(frame.className).toBe('doc-table');
    expect(frame.style.getPropertyValue('--doc-col-1')).toBe('"Field"');
    expect(frame.style.getPropertyValue('--doc-col-2')).toBe('"Type"');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Field', 'Type']);
    const cells = screen.getAllByRole('cell');
    expect(cells.map((td) => td.textContent)).toEqual(['transaction_id', 'string', 'amount', 'number']);
    expect(cells[1]!.style.textAlign).toBe('right');
    expect(cells[0]!.querySelector('code')).not.toBeNull();
  });

  it('gives a fenced block its copyable code block, and shows raw HTML as text', () => {
    const { container } = renderMarkdown(SAMPLE);
    const block = container.querySelector('.doc-code');
    expect(block?.querySelector('code')?.textContent).toBe('{ "ok": true }');
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('<script>alert(1)</script>')).toBeTruthy();
  });
});
