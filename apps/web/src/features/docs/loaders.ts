import type { DocsBankList } from '@paygate/contracts';

export type BankRow = { id: string; name: string };
type Envelope = { error_code?: number; message?: string; data?: unknown };

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

/**
 * GET /config/bank?type=… (spec §7.2): the envelope's error_code 0 carries data; any other
 * throws the server's message, and no answer at all reads 'Error request …' (spec §8).
 */
export const fetchBankList = async (type: DocsBankList): Promise<BankRow[]> => {
  const url = `/config/bank?type=${encodeURIComponent(type)}`;
  let body: Envelope | undefined;
  try {
    body = (await (await fetch(url)).json()) as Envelope;
  } catch {
    body = undefined;
  }
  if (!body) throw new Error(`Error request ${url}`);
  if (body.error_code !== 0) throw new Error(body.message ?? `Error request ${url}`);
  if (!Array.isArray(body.data)) throw new Error(`Error request ${url}: no list`);
  return (body.data as BankRow[]).map(({ id, name }) => ({ id: String(id), name: String(name) }));
};

export const DEFAULT_LOADERS: DocLoaders = { document: fetchDocument, banks: fetchBankList };
