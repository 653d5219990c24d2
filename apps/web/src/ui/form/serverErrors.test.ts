import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it, vi } from 'vitest';
import { GatewayError } from '../../features/money/moneyApi';
import { fieldMessagesOf, showServerErrors } from './serverErrors';

const graphqlRefusal = (fields?: Record<string, string>) =>
  new CombinedGraphQLErrors({
    errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', ...(fields ? { fields } : {}) } }],
  });

describe('a refusal shown under its fields', () => {
  it('reads the field messages of a gateway envelope and of a GraphQL error', () => {
    const gateway = new GatewayError('Invalid OTP', { error_code: 1, fields: { otp: 'Invalid OTP' } });
    expect(fieldMessagesOf(gateway)).toEqual({ otp: 'Invalid OTP' });
    expect(fieldMessagesOf(graphqlRefusal({ name: 'A view of that name exists' }))).toEqual({
      name: 'A view of that name exists',
    });
    expect(fieldMessagesOf(graphqlRefusal())).toEqual({});
    expect(fieldMessagesOf(new Error('Network down'))).toEqual({});
    expect(fieldMessagesOf(undefined)).toEqual({});
  });

  it('sets the messages of the fields the form has, and says whether any was shown', () => {
    const setError = vi.fn();
    const error = new GatewayError('Invalid', { error_code: 1, fields: { otp: 'Invalid OTP', elsewhere: 'Not here' } });
    expect(showServerErrors<{ otp: string; amount: string }>(error, ['otp', 'amount'], setError)).toBe(true);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('otp', { type: 'server', message: 'Invalid OTP' }, undefined);
    // Nothing for these fields: the caller shows the refusal elsewhere.
    expect(showServerErrors<{ amount: string }>(error, ['amount'], vi.fn())).toBe(false);
    expect(showServerErrors<{ amount: string }>(new Error('Network down'), ['amount'], vi.fn())).toBe(false);
  });
});
