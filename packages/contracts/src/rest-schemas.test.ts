import { describe, expect, it } from 'vitest';
import { gatewayErrorSchema, paymentQuerySchema, restAnswerProblem, webhookPayloadSchema } from './rest-schemas.js';

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

describe('restAnswerProblem', () => {
  const cashIn = 'POST /v1/partner/cmsCashInVND';
  const payment = {
    payment_id: '9b2f7c1e-4a4b-4c53-9a51-1f1f0c0e1a2b',
    transaction_id: 't',
    status: 'PENDING',
    amount: '50000',
  };
  const answer = { error_code: 0, message: 'Success', webPaymentUrl: 'https://pay.example/checkout/x', payment };

  it('passes an answer that is its operation’s result, whatever its key order', () => {
    expect(restAnswerProblem(cashIn, 200, answer)).toBeUndefined();
    expect(
      restAnswerProblem(cashIn, 200, {
        payment,
        webPaymentUrl: answer.webPaymentUrl,
        message: 'Success',
        error_code: 0,
      }),
    ).toBeUndefined();
    expect(
      restAnswerProblem(cashIn, 404, { error_code: 3, code: 'APP_NOT_FOUND', message: 'App is not found' }),
    ).toBeUndefined();
  });

  it('fails when the schema and the answer disagree: a missing or undeclared field, a wrong error number, an unknown route', () => {
    const { webPaymentUrl: _dropped, ...withoutUrl } = answer;
    expect(restAnswerProblem(cashIn, 200, withoutUrl)).toContain('webPaymentUrl');
    expect(restAnswerProblem(cashIn, 200, { ...answer, extra: 1 })).toContain('fields the schema does not declare');
    expect(
      restAnswerProblem(cashIn, 404, { error_code: 4, code: 'APP_NOT_FOUND', message: 'App is not found' }),
    ).toContain('error_code does not match code');
    expect(restAnswerProblem(cashIn, 400, { error_code: 1, message: 'no code' })).toContain(
      'not the gateway error body',
    );
    expect(restAnswerProblem('GET /v1/nowhere', 200, { error_code: 0 })).toContain('no result schema');
  });
});
