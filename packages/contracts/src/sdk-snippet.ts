import { GATEWAY_QUERY_FIELDS } from './gateway-request.js';
import type { PaymentApi } from './signing.js';

// The Node snippet of a gateway call made with @paygate/sdk (packages/sdk), rendered from the
// values a partner typed into the API tool, so the portal can show the code that makes the same
// request. The app's id and secret are read from the environment: a secret never lands in a
// snippet that may be pasted into a chat or a ticket.

/** Fields the client takes from its own options, not from the call's parameters. */
const CLIENT_FIELDS: ReadonlySet<string> = new Set(['app_id']);
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A JavaScript literal: whole numbers stay numbers (an amount), everything else a quoted string. */
const literal = (value: string | number) =>
  typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : JSON.stringify(String(value));

/**
 * `import { PaygateClient } from '@paygate/sdk'` and one `createPaymentUrl(api, params)` call with
 * the given values: known gateway fields only, in the documented order, empty ones left out.
 */
export const renderNodeSnippet = (
  api: PaymentApi,
  params: Partial<Record<string, string | number | null | undefined>>,
  options: { baseUrl: string },
): string => {
  const lines: string[] = [];
  for (const field of GATEWAY_QUERY_FIELDS) {
    const value = params[field];
    if (CLIENT_FIELDS.has(field) || value == null || String(value) === '') continue;
    const key = IDENTIFIER.test(field) ? field : JSON.stringify(field);
    lines.push(`  ${key}: ${literal(value)},`);
  }
  return [
    "import { PaygateClient } from '@paygate/sdk';",
    '',
    'const paygate = new PaygateClient({',
    `  baseUrl: ${JSON.stringify(options.baseUrl)},`,
    '  appId: process.env.PAYGATE_APP_ID,',
    '  appSecret: process.env.PAYGATE_APP_SECRET,',
    '});',
    '',
    `const payment = await paygate.createPaymentUrl(${JSON.stringify(api)}, {`,
    ...lines,
    '});',
    '// Send the payer to the hosted checkout; the webhook tells you the outcome.',
    'console.log(payment.payment_url);',
    '',
  ].join('\n');
};
