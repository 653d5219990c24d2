import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Space, theme } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../app/shell/PageHeader';
import {
  FailedWebhookEventCountDocument,
  ResendFailedWebhooksDocument,
  ResendWebhookEventDocument,
  TestAppWebhookDocument,
  WebhookDeliveriesDocument,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { formatDateTime } from '../../lib/format';
import { useViewer } from '../../lib/useViewer';
import { EndpointStatusTag } from './EndpointStatusTag';
import { type DeliveryRow, WebhookDeliveryTable } from './WebhookDeliveryTable';
import { pageVariables, readLogParams, resendRangeOf, writeLogParams } from './webhookLogParams';

/** A labelled plain control (native select or date input): light, and bound to the URL. */
const Field = ({ id, label, children }: { id: string; label: string; children: ReactNode }) => (
  <div style={{ display: 'grid', gap: 4 }}>
    <label htmlFor={id} style={{ fontSize: 12 }}>
      {label}
    </label>
    {children}
  </div>
);

/** Issue #14 item 3: every delivery attempt of one app, filters and page in the URL, resends. */
export const WebhookLogPage = () => {
  const { app_id: appId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const params = readLogParams(search);
  const { token } = theme.useToken();
  const { modal, message } = App.useApp();
  const client = useApolloClient();
  const { can } = useViewer();
  const canResend = can('resendWebhook');
  const [resending, setResending] = useState<string>();
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(WebhookDeliveriesDocument, {
    variables: { app_id: appId, ...pageVariables(params) },
    fetchPolicy: 'cache-and-network',
  });
  // A bulk resend is delivered by the queue, in the background: the log polls until the new
  // attempts are in (its total has grown by the events queued) or for 30 s at most, so the person
  // who asked sees the outcome without reloading.
  const [awaiting, setAwaiting] = useState<{ total: number; until: number }>();
  const total = data?.webhookDeliveries.total ?? 0;
  useEffect(() => {
    if (!awaiting) return;
    const done = () => {
      stopPolling();
      setAwaiting(undefined);
    };
    if (total >= awaiting.total) return done();
    startPolling(2_000);
    const timer = setTimeout(done, Math.max(0, awaiting.until - Date.now()));
    return () => clearTimeout(timer);
  }, [awaiting, total, startPolling, stopPolling]);
  const [resendOne] = useMutation(ResendWebhookEventDocument);
  const [resendFailed] = useMutation(ResendFailedWebhooksDocument);
  const [sendTest, { loading: testing }] = useMutation(TestAppWebhookDocument);
  const app = data?.app;
  const update = (change: Parameters<typeof writeLogParams>[1]) => setSearch(writeLogParams(params, change));

  const control = {
    height: 32,
    padding: '0 8px',
    border: `1px solid ${token.colorBorder}`,
    borderRadius: token.borderRadius,
    background: token.colorBgContainer,
    color: token.colorText,
    font: 'inherit',
  } as const;

  const onResend = async (row: DeliveryRow) => {
    if (!row.payment_id) return;
    setResending(row.id);
    try {
      const result = (await resendOne({ variables: { app_id: appId, payment_id: row.payment_id } })).data
        ?.resendWebhookEvent;
      if (result?.success) void message.success(`Delivered (attempt ${result.attempt})`);
      else void message.error(`Not delivered: ${result?.error ?? `HTTP ${result?.status_code ?? '—'}`}`);
      await refetch();
    } catch (e) {
      void message.error(errorMessage(e));
    } finally {
      setResending(undefined);
    }
  };

  const confirmResendFailed = async () => {
    const range = resendRangeOf(params);
    try {
      const { data: counted } = await client.query({
        query: FailedWebhookEventCountDocument,
        variables: { app_id: appId, ...range },
        fetchPolicy: 'network-only',
      });
      const count = counted?.failedWebhookEventCount ?? 0;
      const span = `${formatDateTime(range.from_date)} – ${formatDateTime(range.to_date)}`;
      if (count === 0) {
        modal.info({ title: 'Nothing to resend', content: `No event failed every attempt between ${span}.` });
        return;
      }
      modal.confirm({
        title: `Resend ${count} failed ${count === 1 ? 'event' : 'events'}?`,
        content: `Each payment event that failed every attempt between ${span} is delivered once more, with its own webhook-id.`,
        okText: `Resend ${count}`,
        onOk: async () => {
          try {
            const queued = (await resendFailed({ variables: { app_id: appId, ...range } })).data?.resendFailedWebhooks
              .count;
            void message.success(`${queued ?? 0} ${queued === 1 ? 'event' : 'events'} queued for delivery`);
            if (queued) setAwaiting({ total: total + queued, until: Date.now() + 30_000 });
          } catch (e) {
            void message.error(errorMessage(e));
          }
        },
      });
    } catch (e) {
      void message.error(errorMessage(e));
    }
  };

  const onTest = async () => {
    try {
      const attempt = (await sendTest({ variables: { app_id: appId } })).data?.testAppWebhook;
      if (attempt?.success) void message.success('Test event delivered');
      else void message.error(`Test event not delivered: ${attempt?.error ?? `HTTP ${attempt?.status_code ?? '—'}`}`);
      update({ page: 1 });
      await refetch();
    } catch (e) {
      void message.error(errorMessage(e));
    }
  };

  return (
    <div>
      <PageHeader
        title={app ? `Webhook deliveries · ${app.name}` : 'Webhook deliveries'}
        back={{ to: '/apps', label: 'Back to apps' }}
        error={error}
        actions={
          <Space wrap>
            {app?.status === 'DEVELOPMENT' && can('manageApps') ? (
              <Button loading={testing} disabled={!app.webhook_url} onClick={() => void onTest()}>
                Send test event
              </Button>
            ) : null}
            {canResend ? (
              <Button type="primary" onClick={() => void confirmResendFailed()}>
                Resend failed…
              </Button>
            ) : null}
          </Space>
        }
      />
      {app ? (
        <p style={{ margin: '0 0 16px', display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
          <span>Endpoint</span>
          <code style={{ fontFamily: token.fontFamilyCode, wordBreak: 'break-all' }}>
            {app.webhook_url ?? 'none set'}
          </code>
          <EndpointStatusTag status={app.webhook_status} />
        </p>
      ) : null}
      <search
        aria-label="Filter deliveries"
        style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'end', marginBottom: 16 }}
      >
        <Field id="webhook-outcome" label="Outcome">
          <select
            id="webhook-outcome"
            style={control}
            value={params.outcome ?? ''}
            onChange={(e) => update({ outcome: (e.target.value || undefined) as typeof params.outcome })}
          >
            <option value="">All</option>
            <option value="SUCCESS">Delivered</option>
            <option value="FAILED">Failed</option>
          </select>
        </Field>
        <Field id="webhook-from" label="From">
          <input
            id="webhook-from"
            type="date"
            style={control}
            value={params.from ?? ''}
            max={params.to}
            onChange={(e) => update({ from: e.target.value || undefined })}
          />
        </Field>
        <Field id="webhook-to" label="To">
          <input
            id="webhook-to"
            type="date"
            style={control}
            value={params.to ?? ''}
            min={params.from}
            onChange={(e) => update({ to: e.target.value || undefined })}
          />
        </Field>
        {params.outcome || params.from || params.to ? (
          <Button type="link" onClick={() => setSearch(new URLSearchParams())}>
            Clear filters
          </Button>
        ) : null}
      </search>
      <WebhookDeliveryTable
        rows={data?.webhookDeliveries.data ?? []}
        total={data?.webhookDeliveries.total ?? 0}
        page={params.page}
        loading={loading && !data}
        emptyText={params.outcome || params.from || params.to ? 'No deliveries match these filters' : undefined}
        canResend={canResend}
        resending={resending}
        onPage={(page) => update({ page })}
        onResend={(row) => void onResend(row)}
      />
    </div>
  );
};
