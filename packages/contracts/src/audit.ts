// The audit log (issue #15 item 1): the actions it records, named once for the server that writes
// them and the screen that filters by them, and the list's filter.

/** Every recorded action and how the screen names it. */
export const AUDIT_ACTIONS = {
  'auth.login': 'Signed in',
  'auth.login_failed': 'Sign-in failed',
  'auth.logout': 'Signed out',
  'auth.password_changed': 'Password changed',
  'auth.password_reset': 'Password reset',
  'two_factor.enabled': 'Two-factor enabled',
  'two_factor.disabled': 'Two-factor disabled',
  'two_factor.configured': 'Two-factor uses changed',
  'profile.language_changed': 'Language changed',
  'invite.created': 'Invitation created',
  'invite.revoked': 'Invitation revoked',
  'invite.used': 'Invitation used',
  'member.role_changed': 'Member role changed',
  'member.removed': 'Member removed',
  'partner.created': 'Partner created',
  'partner.settings_changed': 'Partner settings changed',
  'app.created': 'App created',
  'app.updated': 'App updated',
  'app.deleted': 'App deleted',
  'app.production': 'App moved to production',
  'app.secret_rotated': 'App secret rotated',
  'app.webhook_secret_rotated': 'Webhook secret rotated',
  'app.webhook_url_changed': 'Webhook URL changed',
  'channel.created': 'Channel created',
  'channel.renamed': 'Channel renamed',
  'channel.default_changed': 'Default channel changed',
  'source.created': 'Source created',
  'source.renamed': 'Source renamed',
  'money.cash_in': 'Cash-in',
  'money.deposit': 'Deposit',
  'money.exchange': 'Exchange',
  'money.cash_out': 'Cash-out',
  'money.withdraw': 'Withdraw',
  'money.settled': 'Money order finished',
  'money.refund': 'Refund',
  'money.refund_settled': 'Refund finished',
  'complaint.opened': 'Complaint opened',
  'complaint.evidence_added': 'Complaint evidence added',
  'complaint.answered': 'Complaint answered',
  'complaint.resolved': 'Complaint resolved',
  'export.transactions': 'Transactions exported',
  'export.audit': 'Audit log exported',
  'export.balance_history': 'Balance history exported',
  'export.statement': 'Statement downloaded',
  'export.settlement_report': 'Settlement report downloaded',
  'export.report': 'Report exported',
  'export.fee_report': 'Fee report exported',
  'export.payout_report': 'Payout report exported',
  'statement.mail': 'Monthly statement mail changed',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];
export const auditActionLabel = (action: string): string => (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;

/** Who acted: a member (user and session), the operator CLI, or the server itself (a settlement). */
export const AUDIT_ACTOR_TYPES = ['USER', 'OPERATOR', 'SYSTEM'] as const;
export type AuditActorType = (typeof AUDIT_ACTOR_TYPES)[number];

/**
 * Field names whose values are never written to the log, whatever action carries them: the entry
 * says the field changed, with `[redacted]` on both sides (docs/SPEC-DECISIONS.md).
 */
export const AUDIT_REDACTED_FIELDS = [
  'password',
  'old_password',
  'new_password',
  'password_hash',
  'otp',
  'totp_secret',
  'app_secret',
  'webhook_secret',
  'secret',
  'token',
  'hash',
  'confirmation',
  'recovery_codes',
  'invite_token',
] as const;
export const AUDIT_REDACTED = '[redacted]';

export const AUDIT_RANGE_ORDER_MESSAGE = /*i18n*/ 'to_date must be after from_date';
