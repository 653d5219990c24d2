import { describe, expect, it } from 'vitest';
import { addressOf, unreachable } from './startup.js';

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
