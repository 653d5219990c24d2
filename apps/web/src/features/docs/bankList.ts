import { type DocsBankList, readEnvelope } from '@paygate/contracts';
import type { BankRow } from './loaders';

/**
 * GET /config/bank?type=… (PRODUCT §7.2): the envelope's error_code 0 carries data; any other
 * throws the server's message, and no answer at all reads 'Error request …' (PRODUCT §8).
 */
export const fetchBankList = async (type: DocsBankList): Promise<BankRow[]> => {
  const url = `/config/bank?type=${encodeURIComponent(type)}`;
  let body: ReturnType<typeof readEnvelope>;
  try {
    body = readEnvelope(await (await fetch(url)).json());
  } catch {
    body = undefined;
  }
  if (!body) throw new Error(`Error request ${url}`);
  if (body.error_code !== 0) throw new Error(body.message ?? `Error request ${url}`);
  if (!Array.isArray(body.data)) throw new Error(`Error request ${url}: no list`);
  return (body.data as BankRow[]).map(({ id, name }) => ({ id: String(id), name: String(name) }));
};
