import { describe, expect, it } from 'vitest';
import { moneyActionBlocker, NO_DEVELOPMENT_APP, NO_PRODUCTION_APP } from './moneyAvailability';

const prod = { status: 'PRODUCTION' as const };
const dev = { status: 'DEVELOPMENT' as const };

describe('moneyActionBlocker', () => {
  it('lets every action through with an app of each kind', () => {
    for (const action of ['cashIn', 'cashOut', 'deposit', 'exchange', 'withdraw'] as const) {
      expect(moneyActionBlocker(action, [prod, dev], 'PRODUCTION')).toBeUndefined();
      expect(moneyActionBlocker(action, [prod, dev], 'DEVELOPMENT')).toBeUndefined();
    }
  });

  it('explains that cash-out needs a production app, in either environment', () => {
    expect(moneyActionBlocker('cashOut', [dev], 'DEVELOPMENT')).toBe(NO_PRODUCTION_APP);
    expect(moneyActionBlocker('cashOut', [], 'PRODUCTION')).toBe(NO_PRODUCTION_APP);
  });

  it('asks for an app of the environment the user works in for the others', () => {
    expect(moneyActionBlocker('cashIn', [dev], 'PRODUCTION')).toBe(NO_PRODUCTION_APP);
    expect(moneyActionBlocker('withdraw', [prod], 'DEVELOPMENT')).toBe(NO_DEVELOPMENT_APP);
    expect(moneyActionBlocker('deposit', [dev], 'DEVELOPMENT')).toBeUndefined();
  });
});
