import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AUDIT_PAGE_SIZE, auditActionLabel } from '@paygate/contracts';
import { Button, theme } from 'antd';
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { page } from '../../app/lazyPage';
import { FormPanel } from '../../app/shell/FormPanel';
import { ListTable, MutedText } from '../../app/shell/ListPage';
import { PageHeader } from '../../app/shell/PageHeader';
import { AuditActorsDocument, AuditLogDocument } from '../../gql/ops/audit';
import { currentLanguage } from '../../i18n/current';
import { isActiveTokenRefused, useHasActiveToken } from '../../lib/activeToken';
import { formatDateTime } from '../../lib/format';
import { ActiveTokenGate } from '../active-token/ActiveTokenGate';
import { downloadUrl } from '../transactions/downloadFile';
import {
  auditExportDownload,
  auditPageVariables,
  hasAuditFilter,
  pagerTotal,
  readAuditParams,
  writeAuditParams,
} from './auditParams';
import { type AuditRow, actorText } from './auditRow';

// The form (date pickers) and the drawer load when first opened: the list stays light.
const AuditFilterForm = page(() => import('./AuditFilterForm'), 'AuditFilterForm', 'features/audit/AuditFilterForm');
const AuditEntryDrawer = page(
  () => import('./AuditEntryDrawer'),
  'AuditEntryDrawer',
  'features/audit/AuditEntryDrawer',
);

/** Issue #15 item 1: the partner's audit log for OWNER and ADMIN; filters and page in the URL. */
export const AuditPage = () => {
  const { t } = useLingui();
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
  const actorName = actors?.auditActors.find((a) => a.id === params.actor)?.name ?? params.actor;
  const target = params.target;

  return (
    <div>
      <PageHeader
        title={t`Audit Log`}
        error={isActiveTokenRefused(error) ? undefined : error}
        actions={
          <div style={{ display: 'flex', gap: token.marginXS }}>
            <Button
              type={filtering ? 'primary' : 'default'}
              aria-expanded={filtering}
              disabled={!hasToken}
              onClick={() => setFiltering((v) => !v)}
            >
              {filtered ? t`Filter (on)` : t`Filter`}
            </Button>
            <Button
              disabled={!hasToken}
              onClick={() => {
                // The headers in the screens' language, the file named as the server names it.
                const { url, fileName } = auditExportDownload(params, currentLanguage());
                downloadUrl(url, fileName);
              }}
            >
              <Trans>Export CSV</Trans>
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
      <ActiveTokenGate what={t`the audit log`} error={error}>
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
              <Trans>Filtered:</Trans>{' '}
              {[
                params.actor && t`actor ${actorName}`,
                params.action && auditActionLabel(params.action),
                target && t`target “${target}”`,
                (params.from || params.to) && `${params.from ?? '…'} – ${params.to ?? '…'}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </MutedText>
            <Button type="link" size="small" onClick={() => setSearch(new URLSearchParams())}>
              <Trans>Clear filters</Trans>
            </Button>
          </p>
        ) : null}
        <ListTable<AuditRow>
          rowKey="id"
          size="middle"
          loading={loading}
          dataSource={rows}
          emptyText={filtered ? t`No entries match these filters` : t`Nothing recorded yet`}
          columns={[
            {
              title: t`Time`,
              dataIndex: 'created_time',
              render: (time: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(time)}</span>,
            },
            // What happened first after the time: on a phone the table scrolls sideways from here.
            { title: t`Action`, dataIndex: 'action', render: (a: string) => auditActionLabel(a) },
            { title: t`Actor`, key: 'actor', render: (_, row) => actorText(row, t) },
            {
              title: t`Target`,
              key: 'target',
              render: (_, row) => (row.target_type ? `${row.target_type} · ${row.target_label ?? row.target_id}` : '—'),
            },
            { title: t`Address`, dataIndex: 'ip', render: (ip: string | null) => ip ?? '—' },
            {
              title: t`Detail`,
              key: 'detail',
              // Always in reach, however far the table scrolls.
              fixed: 'right',
              render: (_, row) => {
                const action = auditActionLabel(row.action);
                const seq = row.seq;
                return (
                  <Button size="small" aria-label={t`Detail of ${action} #${seq}`} onClick={() => setOpen(row)}>
                    <Trans>Detail</Trans>
                  </Button>
                );
              },
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
