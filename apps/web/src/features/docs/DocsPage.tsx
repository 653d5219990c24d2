import { WEBHOOK_SAMPLE } from '@paygate/contracts';
import { Skeleton } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { DOCS, type DocKey } from './catalog';
import { currentHosts, fillHosts } from './hosts';
import { type BankRow, DEFAULT_LOADERS, type DocLoaders } from './loaders';
import { fillAppId, useOwnAppId } from './ownAppId';
import './docs.css';

// react-markdown, remark-gfm and the highlighter load after the page, in their own chunks. The
// page is a plain bordered surface (docs.css), not antd's Card and Typography: those and their
// editable-text parts were ~30 KB gzip of the 400 KB a route may load (issue #12).
const Markdown = lazy(async () => ({ default: (await import('./Markdown')).Markdown }));
const BankTable = lazy(async () => ({ default: (await import('./BankTable')).BankTable }));

const SAMPLE_HEADING = '## Sample webhook payload';

/** What a page renders below its document: the §3 webhook sample (contracts' one) as an indented JSON block. */
const sampleMarkdown = `\n\n${SAMPLE_HEADING}\n\n\`\`\`json\n${JSON.stringify(WEBHOOK_SAMPLE, null, 2)}\n\`\`\`\n`;

/**
 * One of the eleven documentation pages of PRODUCT §2.3: its markdown with the gateway and API
 * hosts filled in (and the member's app id, once signed in), then the bank table or the webhook
 * sample. A failed fetch is only logged.
 */
export const DocsPage = ({ doc, loaders = DEFAULT_LOADERS }: { doc: DocKey; loaders?: DocLoaders }) => {
  const entry = DOCS[doc];
  const [text, setText] = useState<string | null>();
  const [banks, setBanks] = useState<BankRow[]>();
  const hosts = useMemo(() => currentHosts(), []);
  const appId = useOwnAppId();

  useEffect(() => {
    let isCurrent = true;
    setText(undefined);
    setBanks(undefined);
    loaders
      .document(entry.url)
      .then((body) => isCurrent && setText(body))
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
  }, [entry, loaders]);

  const markdown =
    text == null
      ? null
      : fillAppId(fillHosts(text, hosts), appId) +
        ('webhookSample' in entry && entry.webhookSample ? sampleMarkdown : '');

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
            <h1 className="doc-page-title">{entry.title}</h1>
          )}
          {banks ? <BankTable banks={banks} label={`${entry.title} list`} /> : null}
        </Suspense>
      )}
    </section>
  );
};
