import { describe, expect, it } from 'vitest';
import { gatewayErrorSchema, paymentQuerySchema, webhookPayloadSchema } from './rest-schemas.js';

describe('REST schemas', () => {
  it('parse a payment query with the method’s own rules', () => {
    const query = { app_id: 'a', transaction_id: 't', hash: 'h', amount: '15000', bank: 'VCB' };
    expect(paymentQuerySchema('getATMCardPaymentURL').safeParse(query).success).toBe(true);
    // A virtual account needs the payer's name; a card payment does not.
    const va = paymentQuerySchema('getVirtualAccount').safeParse(query);
    expect(va.success ? undefined : va.error.issues[0]?.message).toBe('You need to enter the Username');
    const crypto = paymentQuerySchema('getCryptoPaymentUrl').safeParse({ ...query, amount: '0.25' });
    expect(crypto.success ? undefined : crypto.error.issues[0]?.message).toBe('You need to enter at least 0.5');
  });

  it('refuse an error body whose code is unknown, and a webhook without its payment', () => {
    expect(gatewayErrorSchema.safeParse({ error_code: 2, code: 'INVALID_HASH', message: 'Invalid hash' }).success).toBe(
      true,
    );
    expect(gatewayErrorSchema.safeParse({ error_code: 2, code: 'NOPE', message: 'x' }).success).toBe(false);
    expect(webhookPayloadSchema.safeParse({ transaction_id: 't' }).success).toBe(false);
  });
});
