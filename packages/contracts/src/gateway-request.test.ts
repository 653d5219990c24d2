import { describe, expect, it } from 'vitest';
import { signGatewayRequest } from './gateway-request.js';

describe('signGatewayRequest', () => {
  it('sends the values in §7.2 order with the hash last, and hashes the documented text', () => {
    const req = signGatewayRequest(
      'getATMCardPaymentURL',
      {
        bank: 'VCB',
        source: 'web',
        amount: 100000,
        app_id: 'app-1',
        channel_id: 'ch-1',
        transaction_id: 'T-001',
        callback_uri: 'https://shop.test/done',
        user_id: 'u-9',
      },
      's3cret',
      'https://gw.test/',
    );
    // The same vector as signing.test.ts (computed with sha1sum).
    expect(req.hashInput).toBe('app-1:ch-1:T-001:https://shop.test/done:u-9:100000:VCB:web:s3cret');
    expect(req.hash).toBe('e918f257edfd98a93be56338e064220272448087');
    expect(req.url).toBe(
      'https://gw.test/v1/partner/getATMCardPaymentURL?app_id=app-1&channel_id=ch-1&transaction_id=T-001' +
        '&callback_uri=https%3A%2F%2Fshop.test%2Fdone&user_id=u-9&amount=100000&bank=VCB&source=web' +
        '&hash=e918f257edfd98a93be56338e064220272448087',
    );
    expect(req.path.startsWith('/v1/partner/getATMCardPaymentURL?')).toBe(true);
  });

  it('leaves empty values out of the query and keeps their empty slot in the hash', () => {
    const req = signGatewayRequest(
      'getCryptoPaymentUrl',
      { app_id: 'app-1', channel_id: '', transaction_id: 'T-002', amount: '0.5', crypto_token: 'USDT', chain: 'bsc' },
      's3cret',
      'https://gw.test',
    );
    expect(req.hashInput).toBe('app-1::T-002:::0.5::USDT:bsc:s3cret');
    expect(req.hash).toBe('0c525847751e76d13e6b1ef1798c4197cc8b8d95');
    expect(req.url).not.toContain('channel_id');
  });

  it('quotes the cURL command for a shell, quotes inside values included', () => {
    const req = signGatewayRequest(
      'getVirtualAccount',
      { app_id: 'a', transaction_id: "it's", amount: 10000, bank: 'VCB', account_name: 'AN' },
      'x',
      'http://localhost:3000',
    );
    expect(req.curl).toBe(`curl -sS '${req.url.replaceAll("'", `'\\''`)}'`);
    expect(req.curl.startsWith("curl -sS 'http://localhost:3000/v1/partner/getVirtualAccount?")).toBe(true);
  });
});
