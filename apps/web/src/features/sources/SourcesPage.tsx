import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'antd';
import { Suspense, useState } from 'react';
import { page } from '../../app/lazyPage';
import { ListTable, MutedText } from '../../app/shell/ListPage';
import { PageHeader } from '../../app/shell/PageHeader';
import type { PartnerSourcesQuery } from '../../gql/graphql';
import { PartnerSourcesDocument } from '../../gql/ops/sources';
import { formatCount } from '../../lib/amount';
import { useViewer } from '../../lib/useViewer';

// The dialog (form, resolver, the contracts' zod schema) loads when first opened: the list stays light.
const SourceFormModal = page(() => import('./SourceFormModal'), 'SourceFormModal', 'features/sources/SourceFormModal');

type SourceRow = PartnerSourcesQuery['partner']['list_source'][number];

/**
 * Issue 12 item 11: the partner's sources (the `source` payments carry), each with its
 * successful production payments of the last 30 days; create and rename for `manageSources`.
 */
export const SourcesPage = () => {
  const { t } = useLingui();
  const { can } = useViewer();
  const [editing, setEditing] = useState<{ source?: SourceRow } | null>(null);
  const { data, loading, error } = useQuery(PartnerSourcesDocument, { fetchPolicy: 'cache-and-network' });
  const sources = data?.partner.list_source ?? [];
  const canManage = can('manageSources');

  return (
    <div>
      <PageHeader
        title={t`Sources`}
        error={error}
        actions={
          canManage ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              <Trans>Create source</Trans>
            </Button>
          ) : null
        }
      />
      <p style={{ marginTop: 0 }}>
        <MutedText>
          <Trans>
            A source tells where a payment came from: the <code>source</code> your app sends with it. The count is of
            successful production payments in the last 30 days.
          </Trans>
        </MutedText>
      </p>
      <ListTable<SourceRow>
        rowKey="id"
        loading={loading && !data}
        dataSource={sources}
        emptyText={error ? t`Sources could not be loaded` : t`No sources yet. Create one to tell your traffic apart.`}
        columns={[
          { title: t`Name`, dataIndex: 'name' },
          {
            title: t`Payments (30 days)`,
            dataIndex: 'payments_last_30_days',
            align: 'right',
            render: (value: number) => formatCount(value),
          },
          ...(canManage
            ? [
                {
                  title: t`Action`,
                  key: 'action',
                  width: 120,
                  render: (_: unknown, source: SourceRow) => {
                    const name = source.name;
                    return (
                      <Button
                        size="small"
                        icon={<EditOutlined />}
                        aria-label={t`Rename ${name}`}
                        onClick={() => setEditing({ source })}
                      >
                        <Trans>Rename</Trans>
                      </Button>
                    );
                  },
                },
              ]
            : []),
        ]}
      />
      <Suspense fallback={null}>
        {editing ? <SourceFormModal source={editing.source} onClose={() => setEditing(null)} /> : null}
      </Suspense>
    </div>
  );
};
