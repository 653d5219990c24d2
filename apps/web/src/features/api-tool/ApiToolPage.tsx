import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { Alert, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { PageHeader } from '../../app/shell/PageHeader';
import { ApiToolAppsDocument } from '../../gql/ops/ApiToolApps';
import { useHasActiveToken } from '../../lib/activeToken';
import { ActiveTokenGate } from '../active-token/ActiveTokenGate';
import type { ToolApp } from './ApiToolForm';

// The form and its result (antd Select, Input, react-hook-form: ~95 KB gzip) show only behind the
// active-token gate: they load when the gate opens, and start loading with this page when the
// token is already there, so they arrive alongside the apps query.
const loadWorkbench = () => import('./ApiWorkbench');
const ApiWorkbench = lazy(async () => ({ default: (await loadWorkbench()).ApiWorkbench }));

/**
 * /tool/api (PRODUCT §2.11): sends the gateway's APIs as a merchant's server would, signed with the
 * chosen app's secret, and shows what was hashed, the URL, a cURL command and the response.
 * Its data (the apps and their secrets) shows only with today's active token (PRODUCT §4, §6).
 */
export const ApiToolPage = () => {
  const { t } = useLingui();
  const hasToken = useHasActiveToken();
  if (hasToken) void loadWorkbench();
  const { data, error, loading } = useQuery(ApiToolAppsDocument, { skip: !hasToken, fetchPolicy: 'cache-and-network' });
  const [app, setApp] = useState<ToolApp>();
  const apps = data?.partner.list_app ?? [];
  const sources = (data?.partner.list_source ?? []).map((s) => s.name);

  return (
    <div>
      <PageHeader title={t`Api Tool`} error={hasToken ? error : undefined} />
      <ActiveTokenGate what={t`the API tool's apps`} error={error}>
        {app?.status === 'PRODUCTION' ? (
          <Alert
            type="warning"
            showIcon
            title={t`This is a production app`}
            description={t`Requests made here create real payments that real payers can pay. Use a development app to try things out.`}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        {!loading && data && apps.length === 0 ? (
          <Alert
            type="info"
            showIcon
            title={t`No apps yet: create one on the Apps page first.`}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <Suspense fallback={<Spin />}>
          <ApiWorkbench apps={apps} sources={sources} onAppChange={setApp} />
        </Suspense>
      </ActiveTokenGate>
    </div>
  );
};
