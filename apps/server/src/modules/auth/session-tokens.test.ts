import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionTokens } from './session-tokens.js';

// Issue #16: a verified token is remembered by its text, but its expiry is checked on every use.

const key = new TextEncoder().encode('a-test-key-of-at-least-thirty-two-characters');
const claims = { userId: 'u-1', sessionId: 's-1', partnerId: 'p-1' };

afterEach(() => {
  vi.useRealTimers();
});

describe('SessionTokens', () => {
  it('answers a remembered access token as expired once its time has passed', async () => {
    const tokens = new SessionTokens(key);
    const expiresAt = new Date(Date.now() + 60_000);
    const token = await tokens.sign(claims, expiresAt);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(expiresAt.getTime());
    expect(await tokens.verify(token)).toBe('expired');
  });

  it('refuses a remembered active token from the second it ends', async () => {
    const tokens = new SessionTokens(key);
    const expiresAt = new Date(Math.ceil(Date.now() / 1000) * 1000 + 60_000);
    const token = await tokens.signActive(claims, expiresAt);
    expect(await tokens.verifyActive(token)).toEqual(claims);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(expiresAt.getTime() - 1_000);
    expect(await tokens.verifyActive(token)).toEqual(claims);
    vi.setSystemTime(expiresAt.getTime());
    expect(await tokens.verifyActive(token)).toBeNull();
  });

  it('never remembers a token another key signed, nor takes one kind for the other', async () => {
    const tokens = new SessionTokens(key);
    const forged = await new SessionTokens(new TextEncoder().encode('x'.repeat(40))).sign(
      claims,
      new Date(Date.now() + 60_000),
    );
    expect(await tokens.verify(forged)).toBe('invalid');
    expect(await tokens.verify(forged)).toBe('invalid');
    const active = await tokens.signActive(claims, new Date(Date.now() + 60_000));
    expect(await tokens.verifyActive(active)).toEqual(claims);
    expect(await tokens.verify(active)).toBe('invalid');
    const access = await tokens.sign(claims, new Date(Date.now() + 60_000));
    expect(await tokens.verify(access)).toEqual(claims);
    expect(await tokens.verifyActive(access)).toBeNull();
  });
});
