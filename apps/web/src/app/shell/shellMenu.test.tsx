import { describe, expect, it } from 'vitest';
import { menuKeyOf } from './shellMenu';

describe('menuKeyOf (the sidebar item a screen belongs to)', () => {
  it('selects the item whose screens hold the path, else the path itself', () => {
    expect(menuKeyOf('/report_revenue')).toBe('/report');
    expect(menuKeyOf('/report')).toBe('/report');
    expect(menuKeyOf('/balance/statement')).toBe('/balance');
    expect(menuKeyOf('/channels/app-1')).toBe('/apps');
    expect(menuKeyOf('/transaction')).toBe('/transaction');
    // Documentation pages are their own keys under Docs; the dashboard has no screens list.
    expect(menuKeyOf('/docs/banks')).toBe('/docs/banks');
    expect(menuKeyOf('/')).toBe('/');
  });
});
