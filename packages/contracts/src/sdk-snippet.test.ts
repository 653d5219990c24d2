import { describe, expect, it } from 'vitest';
import { renderNodeSnippet } from './sdk-snippet.js';

describe('renderNodeSnippet', () => {
  it('renders one SDK call with the given values in the documented order, the secret from the environment', () => {
    const code = renderNodeSnippet(
      'getATMCardPaymentURL',
      { bank: 'VCB', amount: 150000, transaction_id: 'ORDER-1', app_id: 'app-1', user_id: '', source: null },
      { baseUrl: 'https://sandbox.paygate.test' },
    );
    expect(code).toBe(
      [
        "import { PaygateClient } from '@paygate/sdk';",
        '',
        'const paygate = new PaygateClient({',
        '  baseUrl: "https://sandbox.paygate.test",',
        '  appId: process.env.PAYGATE_APP_ID,',
        '  appSecret: process.env.PAYGATE_APP_SECRET,',
        '});',
        '',
        'const payment = await paygate.createPaymentUrl("getATMCardPaymentURL", {',
        '  transaction_id: "ORDER-1",',
        '  amount: 150000,',
        '  bank: "VCB",',
        '});',
        '// Send the payer to the hosted checkout; the webhook tells you the outcome.',
        'console.log(payment.payment_url);',
        '',
      ].join('\n'),
    );
  });

  it('quotes text so a pasted value cannot break out of the string', () => {
    const code = renderNodeSnippet(
      'getVirtualAccount',
      { account_name: 'A"B\'\n); evil(', amount: '0.5' },
      {
        baseUrl: 'https://gw.test',
      },
    );
    expect(code).toContain('  account_name: "A\\"B\'\\n); evil(",');
    // A decimal amount stays exact text, never a float literal.
    expect(code).toContain('  amount: "0.5",');
    expect(code).not.toContain('app_id');
  });

  it('leaves out fields the gateway does not know', () => {
    const code = renderNodeSnippet(
      'getBankAccount',
      { amount: 20000, hash: 'abc', password: 'x' },
      { baseUrl: 'https://gw.test' },
    );
    expect(code).not.toContain('hash');
    expect(code).not.toContain('password');
  });
});
