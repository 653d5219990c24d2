import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuditLogQuery } from '../../gql/graphql';

/** One entry of the audit log as the list and its drawer show it. */
export type AuditRow = AuditLogQuery['auditLog']['data'][number];

/**
 * Who did it, as the list's Actor column and the drawer write it, in the language of `t`
 * (useLingui's `t`, or `i18n._`). Here rather than in the drawer's module: the list needs it at
 * once, and importing it from there put the lazily opened drawer (Descriptions, Drawer, its change
 * table) into /audit's first download.
 */
export const actorText = (
  row: Pick<AuditRow, 'actor_type' | 'actor_name' | 'actor_email'>,
  t: (descriptor: MessageDescriptor) => string,
) =>
  row.actor_type === 'OPERATOR'
    ? t(msg`Operator (CLI)`)
    : row.actor_type === 'SYSTEM'
      ? t(msg`System`)
      : `${row.actor_name ?? '—'}${row.actor_email ? ` · ${row.actor_email}` : ''}`;
