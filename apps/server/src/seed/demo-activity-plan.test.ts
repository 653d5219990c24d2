import { PAYMENT_STATUSES, PAYMENT_TYPES, toUnits } from '@paygate/contracts';
import { describe, expect, it } from 'vitest';
import { planDemoActivity } from './demo-activity-plan.js';

const now = new Date('2026-11-22T08:30:00Z');
const channels = { store: 3, sandbox: 2 };

describe('planDemoActivity', () => {
  it('is a function of the seed and the clock', () => {
    const a = planDemoActivity({ now, channels });
    expect(planDemoActivity({ now, channels })).toEqual(a);
    expect(planDemoActivity({ now, channels, seed: 7 })).not.toEqual(a);
  });

  it('covers 90 days, every method, status, channel and source, with valid amounts', () => {
    const plan = planDemoActivity({ now, channels });
    expect(plan.length).toBeGreaterThan(1_500);
    expect(plan.length).toBeLessThan(3_000);
    expect(new Set(plan.map((p) => p.type))).toEqual(new Set(PAYMENT_TYPES));
    // REFUNDED is reached only by refunds (ADR 0029), which the invented history does not make.
    expect(new Set(plan.map((p) => p.status))).toEqual(new Set(PAYMENT_STATUSES.filter((s) => s !== 'REFUNDED')));
    const store = plan.filter((p) => p.app === 'store');
    expect(new Set(store.map((p) => p.channel))).toEqual(new Set([0, 1, 2]));
    expect(new Set(plan.map((p) => p.source))).toEqual(new Set(['Facebook', 'Google', 'Zalo', null]));
    const first = Math.min(...plan.map((p) => p.createdAt.getTime()));
    expect(now.getTime() - first).toBeGreaterThan(89 * 86_400_000);
    expect(now.getTime() - first).toBeLessThan(91 * 86_400_000);
    for (const p of plan) {
      expect(p.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(p.completedAt.getTime()).toBeGreaterThanOrEqual(p.createdAt.getTime());
      expect(toUnits(p.amount, p.currency === 'VND' ? 0 : 3)).not.toBeNull();
      expect(Number(p.amount)).toBeGreaterThan(0);
      if (p.type === 'CASH_OUT') expect(Number(p.amount)).toBeLessThanOrEqual(250_000_000);
    }
    expect(new Set(plan.map((p) => p.transactionId)).size).toBe(plan.length);
  });
});
