import { Secret, TOTP } from 'otpauth';

export const TOTP_ISSUER = 'Paygate';
const PERIOD_SECONDS = 30;

export const totpFor = (secretBase32: string, label: string) =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

/**
 * Checks a code within ±1 step and returns its time step, or null. The caller stores the step
 * and refuses any code whose step is not newer, so a code is accepted once (no replay).
 */
export const matchTotp = (secretBase32: string, code: string, now = Date.now()): number | null => {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(secretBase32, 'check').validate({ token, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
};
