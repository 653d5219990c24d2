import { describe, expect, it } from 'vitest';
import { moneyActionBlocker, NO_DEVELOPMENT_APP, NO_PRODUCTION_APP } from './moneyAvailability';

const prod = { status: 'PRODUCTION' as const };
const dev = { status: 'DEVELOPMENT' as const };

describe('moneyActionBlocker', () => {
  it('lets every action through with an app of the environment the user works in', () => {
    expect(moneyActionBlocker([prod, dev], 'PRODUCTION')).toBeUndefined();
    expect(moneyActionBlocker([prod, dev], 'DEVELOPMENT')).toBeUndefined();
    expect(moneyActionBlocker([dev], 'DEVELOPMENT')).toBeUndefined();
  });

  it('asks for an app of that environment: production in production, development in the sandbox', () => {
    // Cash-out included: a development app's cash-out is settled by the sandbox bank (issue 29).
    expect(moneyActionBlocker([dev], 'PRODUCTION')).toBe(NO_PRODUCTION_APP);
    expect(moneyActionBlocker([], 'PRODUCTION')).toBe(NO_PRODUCTION_APP);
    expect(moneyActionBlocker([prod], 'DEVELOPMENT')).toBe(NO_DEVELOPMENT_APP);
  });
});
