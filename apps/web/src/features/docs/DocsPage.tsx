import { useLingui } from '@lingui/react/macro';
import type { Language } from '@paygate/contracts';
import { Skeleton } from 'antd';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { DOCS, type DocKey } from './catalog';
import { currentHosts, fillHosts } from './hosts';
import { type BankRow, DEFAULT_LOADERS, type DocLoaders } from './loaders';
import { fillAppId, useOwnAppId } from './ownAppId';
import './docs.css';
import { page } from '../../app/lazyPage';

// The markdown renderer (marked's lexer) and the highlighter load after the page, in their own chunks. The
// page is a plain bordered surface (docs.css), not antd's Card and Typography: those and their
// editable-text parts were ~30 KB gzip of the 400 KB a route may load (issue #12).
const Markdown = page(() => import('./Markdown'), 'Markdown', 'features/docs/Markdown');
const BankTable = page(() => import('./BankTable'), 'BankTable', 'features/docs/BankTable');

/**
 * The document in the page's language, and below it the webhook sample where the page shows one
 * (webhookSample.ts), under `sampleHeading`.
 */
const documentOf = async (
  entry: (typeof DOCS)[DocKey],
  language: Language,
  sampleHeading: string,
  loaders: DocLoaders,
) => {
  const [body, sample] = await Promise.all([
    loaders.document(entry.urls[language]),
    'webhookSample' in entry && entry.webhookSample
      ? import('./webhookSample').then((m) => m.sampleMarkdown(sampleHeading))
      : '',
  ]);
  return { body, sample };
};

/**
 * One of the eleven documentation pages of PRODUCT §2.3, in the portal's language (issue 31; a
 * switch fetches the other language's document): its markdown with the gateway and API
 * hosts filled in (and the member's app id, once signed in), then the bank table or the webhook
 * sample. A failed fetch is only logged.
 */
export const DocsPage = ({ doc, loaders = DEFAULT_LOADERS }: { doc: DocKey; loaders?: DocLoaders }) => {
  const { t, i18n } = useLingui();
  const language = i18n.locale as Language;
  const sampleHeading = t`Sample webhook payload`;
  const entry = DOCS[doc];
  const title = t(entry.title);
  const [text, setText] = useState<{ body: string; sample: string } | null>();
  const [banks, setBanks] = useState<BankRow[]>();
  const hosts = useMemo(() => currentHosts(), []);
  const appId = useOwnAppId();

  useEffect(() => {
    let isCurrent = true;
    setText(undefined);
    setBanks(undefined);
    documentOf(entry, language, sampleHeading, loaders)
      .then((loaded) => isCurrent && setText(loaded))
      .catch((error: unknown) => {
        console.error(`[docs] ${entry.path}`, error);
        if (isCurrent) setText(null);
      });
    if ('bankList' in entry) {
      loaders
        .banks(entry.bankList)
        .then((rows) => isCurrent && setBanks(rows))
        .catch((error: unknown) => console.error(`[docs] bank list ${entry.bankList}`, error));
    }
    return () => {
      isCurrent = false;
    };
  }, [entry, language, sampleHeading, loaders]);

  const markdown = text == null ? null : fillAppId(fillHosts(text.body, hosts), appId) + text.sample;

  return (
    <section className="doc-page" aria-busy={text === undefined}>
      {text === undefined ? (
        <Skeleton active title paragraph={{ rows: 8 }} />
      ) : (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
          {markdown ? (
            <Markdown text={markdown} />
          ) : (
            // The document could not be fetched (logged): the page keeps its title and table.
            <h1 className="doc-page-title">{title}</h1>
          )}
          {banks ? <BankTable banks={banks} label={t`${title} list`} /> : null}
        </Suspense>
      )}
    </section>
  );
};
