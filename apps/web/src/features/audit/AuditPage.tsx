import { useQuery } from '@apollo/client/react';
import { AUDIT_PAGE_SIZE, auditActionLabel } from '@paygate/contracts';
import { Button, theme } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormPanel } from '../../app/shell/FormPanel';
import { ListTable, MutedText } from '../../app/shell/ListPage';
import { PageHeader } from '../../app/shell/PageHeader';
import { AuditActorsDocument, AuditLogDocument } from '../../gql/ops/audit';
import { isActiveTokenRefused, useHasActiveToken } from '../../lib/activeToken';
import { formatDateTime } from '../../lib/format';
import { ActiveTokenGate } from '../active-token/ActiveTokenGate';
import { downloadUrl } from '../transactions/downloadFile';
import {
  auditExportUrl,
  auditPageVariables,
  hasAuditFilter,
  pagerTotal,
  readAuditParams,
  writeAuditParams,
} from './auditParams';
import { type AuditRow, actorText } from './auditRow';

// The form (date pickers) and the drawer load when first opened: the list stays light.
const AuditFilterForm = lazy(async () => ({ default: (await import('./AuditFilterForm')).AuditFilterForm }));
const AuditEntryDrawer = lazy(async () => ({ default: (await import('./AuditEntryDrawer')).AuditEntryDrawer }));

/** Issue #15 item 1: the partner's audit log for OWNER and ADMIN; filters and page in the URL. */
export const AuditPage = () => {
  const { token } = theme.useToken();
  const [search, setSearch] = useSearchParams();
  const params = readAuditParams(search);
  const hasToken = useHasActiveToken();
  const [filtering, setFiltering] = useState(false);
  const [open, setOpen] = useState<AuditRow>();
  const { data, previousData, loading, error } = useQuery(AuditLogDocument, {
    variables: auditPageVariables(params),
    skip: !hasToken,
    fetchPolicy: 'cache-and-network',
  });
  const { data: actors } = useQuery(AuditActorsDocument, { skip: !hasToken });
  const list = (data ?? previousData)?.auditLog;
  const rows = list?.data ?? [];
  const update = (change: Parameters<typeof writeAuditParams>[1]) => setSearch(writeAuditParams(params, change));
  const filtered = hasAuditFilter(params);

  return (
    <div>
      <PageHeader
        title="Audit Log"
        error={isActiveTokenRefused(error) ? undefined : error}
        actions={
          <div style={{ display: 'flex', gap: token.marginXS }}>
            <Button
              type={filtering ? 'primary' : 'default'}
              aria-expanded={filtering}
              disabled={!hasToken}
              onClick={() => setFiltering((v) => !v)}
            >
              {filtered ? 'Filter (on)' : 'Filter'}
            </Button>
            <Button disabled={!hasToken} onClick={() => downloadUrl(auditExportUrl(params), 'audit-log.csv')}>
              Export CSV
            </Button>
          </div>
        }
      />
      {hasToken && filtering ? (
        <FormPanel>
          <AuditFilterForm
            filters={params}
            actors={actors?.auditActors ?? []}
            onApply={(filters) => {
              setSearch(writeAuditParams({ page: 1 }, filters));
              setFiltering(false);
            }}
          />
        </FormPanel>
      ) : null}
      <ActiveTokenGate what="the audit log" error={error}>
        {filtered ? (
          <p
            style={{
              margin: `0 0 ${token.marginSM}px`,
              display: 'flex',
              gap: 8,
              flexWrap: 'wrap',
              alignItems: 'center',
            }}
          >
            <MutedText>
              Filtered:{' '}
              {[
                params.actor && `actor ${actors?.auditActors.find((a) => a.id === params.actor)?.name ?? params.actor}`,
                params.action && auditActionLabel(params.action),
                params.target && `target “${params.target}”`,
                (params.from || params.to) && `${params.from ?? '…'} – ${params.to ?? '…'}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </MutedText>
            <Button type="link" size="small" onClick={() => setSearch(new URLSearchParams())}>
              Clear filters
            </Button>
          </p>
        ) : null}
        <ListTable<AuditRow>
          rowKey="id"
          size="middle"
          loading={loading}
          dataSource={rows}
          emptyText={filtered ? 'No entries match these filters' : 'Nothing recorded yet'}
          columns={[
            {
              title: 'Time',
              dataIndex: 'created_time',
              render: (t: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(t)}</span>,
            },
            // What happened first after the time: on a phone the table scrolls sideways from here.
            { title: 'Action', dataIndex: 'action', render: (a: string) => auditActionLabel(a) },
            { title: 'Actor', key: 'actor', render: (_, row) => actorText(row) },
            {
              title: 'Target',
              key: 'target',
              render: (_, row) => (row.target_type ? `${row.target_type} · ${row.target_label ?? row.target_id}` : '—'),
            },
            { title: 'Address', dataIndex: 'ip', render: (ip: string | null) => ip ?? '—' },
            {
              title: 'Detail',
              key: 'detail',
              // Always in reach, however far the table scrolls.
              fixed: 'right',
              render: (_, row) => (
                <Button
                  size="small"
                  aria-label={`Detail of ${auditActionLabel(row.action)} #${row.seq}`}
                  onClick={() => setOpen(row)}
                >
                  Detail
                </Button>
              ),
            },
          ]}
          pagination={{
            position: ['bottomCenter'],
            current: params.page,
            pageSize: AUDIT_PAGE_SIZE,
            total: pagerTotal(params.page, rows.length, list?.has_more ?? false),
            showSizeChanger: false,
            simple: true,
            onChange: (page) => update({ page }),
          }}
        />
      </ActiveTokenGate>
      {open ? (
        <Suspense fallback={null}>
          <AuditEntryDrawer entry={open} onClose={() => setOpen(undefined)} />
        </Suspense>
      ) : null}
    </div>
  );
};
