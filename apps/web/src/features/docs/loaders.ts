import type { DocsBankList } from '@paygate/contracts';

export type BankRow = { id: string; name: string };

/** What a documentation page fetches; tests pass their own. */
export type DocLoaders = {
  document: (url: string) => Promise<string>;
  banks: (type: DocsBankList) => Promise<BankRow[]>;
};

/** A markdown file. The SPA answers unknown paths with index.html, so HTML counts as missing. */
export const fetchDocument = async (url: string): Promise<string> => {
  const res = await fetch(url);
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || type.includes('text/html')) throw new Error(`Error request ${url}: ${res.status}`);
  return res.text();
};

// The bank lists read the gateway envelope with zod: loaded only by the pages that show a list,
// so the markdown pages stay within their JavaScript budget.
export const DEFAULT_LOADERS: DocLoaders = {
  document: fetchDocument,
  banks: async (type) => (await import('./bankList')).fetchBankList(type),
};
