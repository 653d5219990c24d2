import { MENU } from '@paygate/contracts';
import { describe, expect, it } from 'vitest';
import { MENU_LABELS, menuKeyOf } from './shellMenu';

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

describe('MENU_LABELS (issue 31)', () => {
  it("says in English exactly the policy's label of every item (the spec's words)", () => {
    // Outside a build the compiled descriptor carries its English `message`.
    for (const item of MENU) expect(MENU_LABELS[item.key].message, item.key).toBe(item.label);
  });
});
