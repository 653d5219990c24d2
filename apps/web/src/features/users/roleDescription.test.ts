import { type MessageDescriptor, setupI18n } from '@lingui/core';
import type { UserType } from '@paygate/contracts';
import { describe, expect, it } from 'vitest';
import { roleDescription as describeRole } from './roleDescription';

// English with no catalogue: the compiled messages carry their English.
const i18n = setupI18n();
i18n.loadAndActivate({ locale: 'en', messages: {} });
const roleDescription = (role: UserType) => describeRole(role, (descriptor: MessageDescriptor) => i18n._(descriptor));

describe('roleDescription (issue 28 item 15)', () => {
  it("says what each role opens and may do, in the policy table's words", () => {
    expect(roleDescription('SUPPORTER')).toBe('Opens Dashboard and Transaction. Reads only: no fees, no changes.');
    expect(roleDescription('FINANCIAL')).toBe(
      "Opens Dashboard, Transaction, Balance history and Reports. Can see fees, resend webhooks, refund payers' payments and answer payers' complaints.",
    );
    expect(roleDescription('ADMIN')).toContain(
      'Can create and change apps and channels, change and remove members, invite members',
    );
    expect(roleDescription('ADMIN')).not.toContain('move money');
    expect(roleDescription('ADMIN')).not.toContain('refund');
  });
});

describe('roleDescription in another language (issue 31)', () => {
  it("puts every screen's and ability's name through the contracts' catalogue", () => {
    const vietnamese: Record<string, string> = {
      Dashboard: 'Tổng quan',
      Transaction: 'Giao dịch',
    };
    const said = describeRole(
      'SUPPORTER',
      (descriptor: MessageDescriptor) => i18n._(descriptor),
      (message) => vietnamese[message] ?? `«${message}»`,
    );
    expect(said).toBe('Opens Tổng quan and Giao dịch. Reads only: no fees, no changes.');
    const financial = describeRole(
      'FINANCIAL',
      (d: MessageDescriptor) => i18n._(d),
      (m) => `«${m}»`,
    );
    expect(financial).toContain('«see fees»');
    expect(financial).toContain('«Balance history»');
    expect(financial).not.toMatch(/(^|[ ,])see fees/);
  });
});
