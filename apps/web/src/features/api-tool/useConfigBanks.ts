import { readEnvelope } from '@paygate/contracts';
import { useEffect, useState } from 'react';

export type ConfigBank = { id: string; name: string };
type BankType = 'pay' | 'va' | 'crypto';

const cache = new Map<BankType, Promise<ConfigBank[]>>();

/** GET /config/bank?type=… (PRODUCT §7.2): an envelope whose non-zero error_code is an error. */
const load = (type: BankType): Promise<ConfigBank[]> => {
  let pending = cache.get(type);
  if (!pending) {
    pending = fetch(`/config/bank?type=${type}`, { headers: { accept: 'application/json' } })
      .then(async (res) => {
        const body = readEnvelope(await res.json());
        if (body?.error_code !== 0) throw new Error(body?.message ?? 'Error request /config/bank');
        return (body.data as ConfigBank[] | undefined) ?? [];
      })
      .catch((error: unknown) => {
        cache.delete(type);
        // Network errors are only logged (PRODUCT §8).
        console.error('[config/bank]', error);
        return [];
      });
    cache.set(type, pending);
  }
  return pending;
};

/** A gateway bank list, fetched once per type. */
export const useConfigBanks = (type: BankType): ConfigBank[] => {
  const [banks, setBanks] = useState<ConfigBank[]>([]);
  useEffect(() => {
    let live = true;
    void load(type).then((list) => {
      if (live) setBanks(list);
    });
    return () => {
      live = false;
    };
  }, [type]);
  return banks;
};
