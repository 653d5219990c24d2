import { Trans, useLingui } from '@lingui/react/macro';
import { SIMULATED_TRANSFER_DELAY_MS, signGatewayRequest } from '@paygate/contracts';
import { Spin, theme } from 'antd';
import { Suspense, useState } from 'react';
import { page } from '../../app/lazyPage';
import { useEnvironment } from '../../lib/environment';
import { gatewayBaseUrl, sendGatewayGet } from '../../lib/gatewayFetch';
import type { ToolResult } from './ApiResultPanel';
import { ApiToolForm, type ToolApp } from './ApiToolForm';
import { simulatedTransfer, type ToolValues, TRANSFER_API } from './apiToolFields';
import { ToolPanel } from './ToolPanel';

// The result (descriptions, copyable code) loads with the first request.
const ApiResultPanel = page(() => import('./ApiResultPanel'), 'ApiResultPanel', 'features/api-tool/ApiResultPanel');

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const EmptyResult = () => {
  const { token } = theme.useToken();
  return (
    <p style={{ color: token.colorTextSecondary, textAlign: 'center', margin: '48px 0' }}>
      <Trans>
        Send a request to see the string that was hashed, the signed URL, a cURL command and the gateway&apos;s
        response.
      </Trans>
    </p>
  );
};

/** The request form and its result, side by side on wide screens. */
export const ApiWorkbench = ({
  apps,
  sources,
  onAppChange,
}: {
  apps: ToolApp[];
  sources: string[];
  onAppChange: (app: ToolApp | undefined) => void;
}) => {
  const { t } = useLingui();
  const environment = useEnvironment();
  const [result, setResult] = useState<ToolResult>();

  const send = async (values: ToolValues) => {
    const chosen = apps.find((a) => a.id === values.app_id);
    if (!chosen) return;
    if (values.api === TRANSFER_API) {
      // No call: a faked PENDING result after the spec's 1 second (§2.11, §4 Simulated transfer).
      setResult({ kind: 'transfer' });
      await wait(SIMULATED_TRANSFER_DELAY_MS);
      setResult({ kind: 'transfer', body: simulatedTransfer(values, t) });
      return;
    }
    const { requestValues } = await import('./apiToolRules');
    const secret = chosen.app_secret ?? '';
    const { api, values: query } = requestValues(values);
    const request = signGatewayRequest(api, query, secret, gatewayBaseUrl());
    setResult({ kind: 'request', request, secret });
    const response = await sendGatewayGet(request.url);
    setResult({ kind: 'request', request, secret, response });
  };

  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 460px), 1fr))',
        gap: 16,
        alignItems: 'start',
      }}
    >
      <ToolPanel title={t`Request`}>
        <ApiToolForm apps={apps} sources={sources} environment={environment} onSend={send} onAppChange={onAppChange} />
      </ToolPanel>
      <ToolPanel title={t`Result`}>
        {result ? (
          <Suspense fallback={<Spin />}>
            <ApiResultPanel result={result} />
          </Suspense>
        ) : (
          <EmptyResult />
        )}
      </ToolPanel>
    </div>
  );
};
