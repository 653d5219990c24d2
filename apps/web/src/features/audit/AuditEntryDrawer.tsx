import { Trans, useLingui } from '@lingui/react/macro';
import { auditActionLabel } from '@paygate/contracts';
import { Descriptions, Drawer, Table } from 'antd';
import { formatMoney } from '../../lib/amount';
import { formatDateTime } from '../../lib/format';
import { useFocusReturn } from '../../lib/useFocusReturn';
import { type AuditRow, actorText } from './auditRow';

type Change = { field: string; before: unknown; after: unknown };

const dash = (value: string | null | undefined) => value || '—';
/** A value as text: an object (an export's filter) as indented JSON, wrapped within the drawer. */
const Value = ({ value }: { value: unknown }) =>
  value === null || value === undefined ? (
    '—'
  ) : typeof value === 'object' ? (
    <code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{JSON.stringify(value, null, 2)}</code>
  ) : (
    <span style={{ wordBreak: 'break-word' }}>{String(value)}</span>
  );

/** Amounts a money entry (a refund, PRODUCT §11) writes in its `currency`'s units. */
const MONEY_FIELDS: readonly string[] = ['amount', 'fee', 'fee_returned', 'debited'];

/**
 * The stored { field: { before, after } } as rows, in the stored order. An entry that names its
 * currency shows its amounts as money ("125,000 VND", "2.250 USDT"), as every other screen does.
 */
export const changeRows = (changes: unknown): Change[] => {
  if (!changes || typeof changes !== 'object') return [];
  const stored = changes as Record<string, { before?: unknown; after?: unknown } | null>;
  const currency = stored.currency?.after;
  const shown = (field: string, value: unknown) =>
    typeof currency === 'string' && MONEY_FIELDS.includes(field) && typeof value === 'string' && value !== ''
      ? formatMoney(value, currency)
      : value;
  return Object.entries(stored).map(([field, c]) => ({
    field,
    before: shown(field, c?.before),
    after: shown(field, c?.after),
  }));
};

/**
 * One entry in full (issue #15 item 1): who, from where, what, and each changed field before and
 * after. Mounted open and unmounted to close, so focus goes back to the row's button.
 */
export const AuditEntryDrawer = ({ entry, onClose }: { entry: AuditRow; onClose: () => void }) => {
  const { t } = useLingui();
  useFocusReturn();
  const changes = changeRows(entry.changes);
  return (
    <Drawer open title={`${auditActionLabel(entry.action)} · #${entry.seq}`} size="min(640px, 100vw)" onClose={onClose}>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'time', label: t`Time`, children: formatDateTime(entry.created_time) },
          { key: 'action', label: t`Action`, children: <code>{entry.action}</code> },
          { key: 'actor', label: t`Actor`, children: actorText(entry, t) },
          { key: 'session', label: t`Session`, children: <code>{dash(entry.session_id)}</code> },
          {
            key: 'target',
            label: t`Target`,
            children: entry.target_type ? `${entry.target_type} · ${dash(entry.target_label)}` : '—',
          },
          { key: 'target-id', label: t`Target id`, children: <code>{dash(entry.target_id)}</code> },
          { key: 'ip', label: t`Client address`, children: dash(entry.ip) },
          {
            key: 'ua',
            label: t`User agent`,
            children: <span style={{ wordBreak: 'break-word' }}>{dash(entry.user_agent)}</span>,
          },
          { key: 'hash', label: t`Hash`, children: <code style={{ wordBreak: 'break-all' }}>{entry.hash}</code> },
        ]}
      />
      <h2 style={{ fontSize: 16, margin: '24px 0 8px' }}>
        <Trans>Changes</Trans>
      </h2>
      <Table<Change>
        rowKey="field"
        size="small"
        pagination={false}
        dataSource={changes}
        tableLayout="fixed"
        locale={{ emptyText: t`No field changed` }}
        columns={[
          {
            title: t`Field`,
            dataIndex: 'field',
            width: '30%',
            // Beside the top of a tall value (an export's filter), not in its middle.
            onCell: () => ({ style: { verticalAlign: 'top' } }),
            render: (f: string) => <code style={{ wordBreak: 'break-all' }}>{f}</code>,
          },
          {
            title: t`Before`,
            dataIndex: 'before',
            render: (v: unknown) => <Value value={v} />,
          },
          {
            title: t`After`,
            dataIndex: 'after',
            render: (v: unknown) => <Value value={v} />,
          },
        ]}
      />
    </Drawer>
  );
};
