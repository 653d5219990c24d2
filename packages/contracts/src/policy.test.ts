import { describe, expect, it } from 'vitest';
import { can, isOpenSignedOut, MENU, PERMISSION_LABELS, PERMISSIONS, roleSummary, visibleMenu } from './policy.js';

const labels = (items: { label: string }[]) => items.map((i) => i.label);

describe('visibleMenu (PRODUCT §6 Menu)', () => {
  it('filters by role without an active token too (issue 28 item 5)', () => {
    expect(labels(visibleMenu('SUPPORTER'))).toEqual(['Dashboard', 'Transaction', 'Docs']);
  });

  it.each([
    [
      'OWNER',
      [
        'Dashboard',
        'Apps',
        'Sources',
        'User Manager',
        'Transaction',
        'Balance history',
        'Reports',
        'Api Tool',
        'Audit Log',
        'Docs',
      ],
    ],
    [
      'ADMIN',
      [
        'Dashboard',
        'Apps',
        'Sources',
        'User Manager',
        'Transaction',
        'Balance history',
        'Reports',
        'Api Tool',
        'Audit Log',
        'Docs',
      ],
    ],
    ['TECHNICAL', ['Apps', 'Sources', 'Transaction', 'Api Tool', 'Docs']],
    ['FINANCIAL', ['Dashboard', 'Transaction', 'Balance history', 'Reports', 'Docs']],
    ['SUPPORTER', ['Dashboard', 'Transaction', 'Docs']],
    ['SUPERVISOR', ['Dashboard', 'Transaction', 'Balance history', 'Reports', 'Docs']],
  ] as const)('filters by role: %s', (userType, expected) => {
    expect(labels(visibleMenu(userType))).toEqual(expected);
  });

  it('shows Sources to the roles that manage sources, as Apps (issue 12 item 11)', () => {
    const item = (key: string) => MENU.find((i) => i.key === key);
    expect(item('sources')?.visibleTo).toEqual(PERMISSIONS.manageSources);
    expect(item('sources')?.visibleTo).toEqual(item('apps')?.visibleTo);
  });

  it('leaves only Docs for an unknown user type', () => {
    expect(labels(visibleMenu(null))).toEqual(['Docs']);
  });

  it('opens the documentation, and nothing else, to a visitor who is not signed in (issue 29)', () => {
    for (const path of ['/docs/banks', '/Docs/API', '/Docs/API/paygate', '/docs/error/paygate', '/DOCS/webhook/']) {
      expect({ path, open: isOpenSignedOut(path) }).toEqual({ path, open: true });
    }
    for (const path of ['/', '/docsecret', '/apps', '/transaction', '/tool/api', '/audit', '/users', '/profile']) {
      expect({ path, open: isOpenSignedOut(path) }).toEqual({ path, open: false });
    }
    expect(MENU.filter((item) => 'signedOut' in item).map((item) => item.key)).toEqual(['docs']);
  });
});

describe('can (PRODUCT §6 other rules)', () => {
  it('lets only OWNER move money', () => {
    expect(['OWNER', 'ADMIN', 'FINANCIAL', 'SUPERVISOR'].map((t) => can(t as never, 'moveMoney'))).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('hides fees and resend from SUPPORTER but not from SUPERVISOR', () => {
    expect(can('SUPPORTER', 'seeFees')).toBe(false);
    expect(can('SUPERVISOR', 'seeFees')).toBe(true);
    expect(can('SUPPORTER', 'resendWebhook')).toBe(false);
    expect(can('FINANCIAL', 'resendWebhook')).toBe(true);
  });

  it('refuses everything without a user type', () => {
    expect(can(undefined, 'manageApps')).toBe(false);
  });
});

describe('webhook delivery log (issue #14 item 3)', () => {
  it('is for the roles that see the app list, and resending from it keeps SUPPORTER out', () => {
    expect(PERMISSIONS.viewWebhookLog).toEqual(MENU.find((i) => i.key === 'apps')?.visibleTo);
    const mayResendFromLog = (t: 'OWNER' | 'ADMIN' | 'TECHNICAL' | 'FINANCIAL' | 'SUPPORTER' | 'SUPERVISOR') =>
      can(t, 'viewWebhookLog') && can(t, 'resendWebhook');
    const types = ['OWNER', 'ADMIN', 'TECHNICAL', 'FINANCIAL', 'SUPPORTER', 'SUPERVISOR'] as const;
    expect(types.map(mayResendFromLog)).toEqual([true, true, true, false, false, false]);
  });
});

describe('live payment stream (issue #15 item 4)', () => {
  it('feeds the list to the roles that may open /transaction and the cards to the dashboard roles', () => {
    expect(PERMISSIONS.watchTransactions).toEqual(MENU.find((i) => i.key === 'transaction')?.visibleTo);
    expect(PERMISSIONS.watchDashboard).toEqual(MENU.find((i) => i.key === 'dashboard')?.visibleTo);
    expect(can('TECHNICAL', 'watchTransactions')).toBe(true);
    expect(can('TECHNICAL', 'watchDashboard')).toBe(false);
    expect(can(null, 'watchTransactions')).toBe(false);
  });
});

describe('roleSummary (issue 28 item 15)', () => {
  it('describes each role from the policy table', () => {
    expect(roleSummary('OWNER').abilities).toContain('move money (cash-in, cash-out, deposit, withdraw, exchange)');
    expect(roleSummary('ADMIN').abilities).not.toContain('move money (cash-in, cash-out, deposit, withdraw, exchange)');
    expect(roleSummary('ADMIN').abilities).toContain('invite members');
    expect(roleSummary('TECHNICAL')).toEqual({
      screens: ['Apps', 'Sources', 'Transaction', 'Api Tool'],
      abilities: [
        'create and change apps and channels',
        'manage sources',
        'see fees',
        'resend webhooks',
        "read apps' webhook deliveries",
      ],
    });
    expect(roleSummary('SUPPORTER')).toEqual({ screens: ['Dashboard', 'Transaction'], abilities: [] });
  });

  it('follows the table: a permission granted to a role shows in its summary', () => {
    for (const role of ['OWNER', 'ADMIN', 'TECHNICAL', 'FINANCIAL', 'SUPPORTER'] as const) {
      const granted = (Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]).filter(
        (p) => can(role, p) && PERMISSION_LABELS[p] != null,
      );
      expect(roleSummary(role).abilities).toHaveLength(granted.length);
    }
  });
});
