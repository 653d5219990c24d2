import { describe, expect, it } from 'vitest';
import { addressOf, isConnectionError, unreachable } from './startup.js';

describe('the start-up error line', () => {
  it('names the variable and the address, never the password', () => {
    const line = unreachable(
      'DATABASE_URL',
      'PostgreSQL',
      'postgres://paygate:s3cret@db.internal:6543/paygate',
      Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:6543'), { code: 'ECONNREFUSED' }),
    );
    expect(line).toBe('DATABASE_URL: cannot reach PostgreSQL at db.internal:6543 (connect ECONNREFUSED 10.0.0.5:6543)');
    expect(line).not.toContain('s3cret');
    expect(addressOf('redis://:pw@cache', 6379)).toBe('cache:6379');
    expect(addressOf('not a url', 6379)).toBe('(an address that is not a valid URL)');
  });

  it('keeps one line of a multi-line message and adds a code the message lacks', () => {
    const error = Object.assign(new Error('password authentication failed\n  at Foo (x.js:1)'), { code: '28P01' });
    expect(unreachable('DATABASE_URL', 'PostgreSQL', 'postgres://u@h/db', error)).toBe(
      'DATABASE_URL: cannot reach PostgreSQL at h:5432 (28P01: password authentication failed)',
    );
  });
});

describe('isConnectionError', () => {
  it('tells an unreachable or refused database from a failing statement', () => {
    expect(isConnectionError(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('x'), { code: '3D000' }))).toBe(true);
    // Node's AggregateError of a host with several addresses.
    expect(isConnectionError({ errors: [{ code: 'ECONNREFUSED' }] })).toBe(true);
    expect(isConnectionError(Object.assign(new Error('syntax'), { code: '42601' }))).toBe(false);
    expect(isConnectionError(new Error('plain'))).toBe(false);
  });
});
