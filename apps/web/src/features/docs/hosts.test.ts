import { describe, expect, it } from 'vitest';
import { fillHosts, isProductionOrigin, pickHosts } from './hosts';

const CONFIG = {
  productionDomain: 'paygate.vn',
  production: { gateway: 'https://gateway.paygate.vn', api: 'https://api.paygate.vn/' },
  sandbox: { gateway: 'https://sandbox-gateway.paygate.vn', api: 'https://sandbox-api.paygate.vn' },
};

describe('the host rule of PRODUCT §2.3', () => {
  it('picks the production hosts only on the production domain, and not on its development sites', () => {
    expect(isProductionOrigin('https://portal.paygate.vn', 'paygate.vn')).toBe(true);
    expect(isProductionOrigin('https://paygate.vn', 'paygate.vn')).toBe(true);
    for (const origin of [
      'https://dev.paygate.vn',
      'https://portal-dev.paygate.vn',
      'https://staging.portal.paygate.vn',
      'https://sandbox.paygate.vn',
      'https://dev2.paygate.vn',
      'https://notpaygate.vn',
      'https://paygate.vn.evil.test',
      'http://localhost:3000',
    ]) {
      expect({ origin, production: isProductionOrigin(origin, 'paygate.vn') }).toEqual({ origin, production: false });
    }
    expect(isProductionOrigin('https://portal.paygate.vn', undefined)).toBe(false);
  });

  it('answers the configured hosts of the environment, without a trailing slash', () => {
    expect(pickHosts('https://portal.paygate.vn', CONFIG)).toEqual({
      gateway: 'https://gateway.paygate.vn',
      api: 'https://api.paygate.vn',
    });
    expect(pickHosts('https://dev.paygate.vn', CONFIG)).toEqual({
      gateway: 'https://sandbox-gateway.paygate.vn',
      api: 'https://sandbox-api.paygate.vn',
    });
  });

  it('falls back to the portal origin, which is the gateway here, when no host is configured', () => {
    expect(pickHosts('http://127.0.0.1:3000', { production: {}, sandbox: {} })).toEqual({
      gateway: 'http://127.0.0.1:3000',
      api: 'http://127.0.0.1:3000',
    });
  });

  it('fills every placeholder', () => {
    expect(
      fillHosts('{{GATEWAY_HOST}}/v1 {{API_HOST}}/config {{GATEWAY_HOST}}', { gateway: 'https://g', api: 'https://a' }),
    ).toBe('https://g/v1 https://a/config https://g');
  });
});
