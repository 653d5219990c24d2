import type { Token } from '@paygate/contracts';
import type { RateFeed, RateQuote, RateType } from '../types.js';
import { BASE_RATES, RATE_DRIFT_VND, RATE_PERIOD_MS, RATE_SPREAD_PERMILLE, RATE_TICK_MS } from './magic.js';

/** A deterministic function of time: every instance computes the same rate at the same moment. */
export class SandboxRateFeed implements RateFeed {
  readonly tickMs = RATE_TICK_MS;

  quote(token: Token, type: RateType, at = new Date()): RateQuote {
    const drift = Math.round(RATE_DRIFT_VND * Math.sin((2 * Math.PI * at.getTime()) / RATE_PERIOD_MS));
    const mid = BASE_RATES[token] + drift;
    const spread = Math.round((mid * RATE_SPREAD_PERMILLE) / 1000);
    const rate = type === 'BUY' ? mid + spread : mid - spread;
    return { token, type, rate: String(rate), at: at.toISOString() };
  }
}
