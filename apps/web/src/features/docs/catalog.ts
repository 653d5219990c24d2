import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DocsBankList, Language } from '@paygate/contracts';
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
import viApi from './content/vi/api.md?url&no-inline';
import viApiPaygate from './content/vi/api-paygate.md?url&no-inline';
import viBanks from './content/vi/banks.md?url&no-inline';
import viCallbackUrl from './content/vi/callback-url.md?url&no-inline';
import viCashoutBanks from './content/vi/cashout-banks.md?url&no-inline';
import viCrypto from './content/vi/crypto.md?url&no-inline';
import viDirectTransfers from './content/vi/direct-transfers.md?url&no-inline';
import viErrorAtm from './content/vi/error-atm.md?url&no-inline';
import viErrorPaygate from './content/vi/error-paygate.md?url&no-inline';
import viErrorVa from './content/vi/error-va.md?url&no-inline';
import viWebhook from './content/vi/webhook.md?url&no-inline';
import webhook from './content/webhook.md?url&no-inline';

// The eleven documentation pages of PRODUCT §2.3. Their markdown lives in ./content (English, the
// spec's) and ./content/vi (Vietnamese, issue 31) and the page fetches the one of its language
// at run time (PRODUCT §7.2 "static markdown files are fetched"); Vite fingerprints each file, so a
// browser caches it until the text changes. `no-inline`: a small file would otherwise become a
// data: URL, which the server's Content-Security-Policy (connect-src 'self') does not let fetch.

export type DocEntry = {
  path: string;
  title: MessageDescriptor;
  /** The document in each language the portal speaks. */
  urls: Record<Language, string>;
  /** The bank list appended as a table (number, id, name). */
  bankList?: DocsBankList;
  /** The webhook page also shows the sample payload of PRODUCT §3. */
  webhookSample?: boolean;
};

export const DOCS = {
  banks: { path: '/docs/banks', title: msg`Banks`, urls: { en: banks, vi: viBanks }, bankList: 'transaction' },
  'cashout-banks': {
    path: '/docs/cashout-banks',
    title: msg`Cash-out banks`,
    urls: { en: cashoutBanks, vi: viCashoutBanks },
    bankList: 'pay',
  },
  crypto: { path: '/docs/crypto', title: msg`Crypto`, urls: { en: crypto, vi: viCrypto }, bankList: 'crypto' },
  'direct-transfers': {
    path: '/docs/direct-transfers',
    title: msg`Direct transfers`,
    urls: { en: directTransfers, vi: viDirectTransfers },
    bankList: 'directTransfer',
  },
  api: { path: '/Docs/API', title: msg`API`, urls: { en: api, vi: viApi } },
  'api-paygate': { path: '/Docs/API/paygate', title: msg`Paygate API`, urls: { en: apiPaygate, vi: viApiPaygate } },
  webhook: { path: '/docs/webhook', title: msg`Webhook`, urls: { en: webhook, vi: viWebhook }, webhookSample: true },
  'error-atm': { path: '/docs/errorATM', title: msg`ATM error codes`, urls: { en: errorAtm, vi: viErrorAtm } },
  'error-va': { path: '/docs/errorVA', title: msg`VA error codes`, urls: { en: errorVa, vi: viErrorVa } },
  'error-paygate': {
    path: '/docs/error/paygate',
    title: msg`Paygate error codes`,
    urls: { en: errorPaygate, vi: viErrorPaygate },
  },
  'callback-url': {
    path: '/docs/callback-url',
    title: msg`Callback URL`,
    urls: { en: callbackUrl, vi: viCallbackUrl },
  },
} as const satisfies Record<string, DocEntry>;

export type DocKey = keyof typeof DOCS;
export const DOC_KEYS = Object.keys(DOCS) as DocKey[];
