import type { DocsBankList } from '@paygate/contracts';
import api from './content/api.md?url&no-inline';
import apiPaygate from './content/api-paygate.md?url&no-inline';
import banks from './content/banks.md?url&no-inline';
import callbackUrl from './content/callback-url.md?url&no-inline';
import cashoutBanks from './content/cashout-banks.md?url&no-inline';
import crypto from './content/crypto.md?url&no-inline';
import directTransfers from './content/direct-transfers.md?url&no-inline';
import errorAtm from './content/error-atm.md?url&no-inline';
import errorPaygate from './content/error-paygate.md?url&no-inline';
import errorVa from './content/error-va.md?url&no-inline';
import webhook from './content/webhook.md?url&no-inline';

// The eleven documentation pages of PRODUCT §2.3. Their markdown lives in ./content and is fetched
// at run time (PRODUCT §7.2 "static markdown files are fetched"); Vite fingerprints each file, so a
// browser caches it until the text changes. `no-inline`: a small file would otherwise become a
// data: URL, which the server's Content-Security-Policy (connect-src 'self') does not let fetch.

export type DocEntry = {
  path: string;
  title: string;
  url: string;
  /** The bank list appended as a table (number, id, name). */
  bankList?: DocsBankList;
  /** The webhook page also shows the sample payload of PRODUCT §3. */
  webhookSample?: boolean;
};

export const DOCS = {
  banks: { path: '/docs/banks', title: 'Banks', url: banks, bankList: 'transaction' },
  'cashout-banks': { path: '/docs/cashout-banks', title: 'Cash-out banks', url: cashoutBanks, bankList: 'pay' },
  crypto: { path: '/docs/crypto', title: 'Crypto', url: crypto, bankList: 'crypto' },
  'direct-transfers': {
    path: '/docs/direct-transfers',
    title: 'Direct transfers',
    url: directTransfers,
    bankList: 'directTransfer',
  },
  api: { path: '/Docs/API', title: 'API', url: api },
  'api-paygate': { path: '/Docs/API/paygate', title: 'Paygate API', url: apiPaygate },
  webhook: { path: '/docs/webhook', title: 'Webhook', url: webhook, webhookSample: true },
  'error-atm': { path: '/docs/errorATM', title: 'ATM error codes', url: errorAtm },
  'error-va': { path: '/docs/errorVA', title: 'VA error codes', url: errorVa },
  'error-paygate': { path: '/docs/error/paygate', title: 'Paygate error codes', url: errorPaygate },
  'callback-url': { path: '/docs/callback-url', title: 'Callback URL', url: callbackUrl },
} as const satisfies Record<string, DocEntry>;

export type DocKey = keyof typeof DOCS;
export const DOC_KEYS = Object.keys(DOCS) as DocKey[];
