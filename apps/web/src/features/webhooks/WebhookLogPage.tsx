import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, App, Button, Select, Space, Tooltip, theme } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../app/shell/PageHeader';
import { TestAppWebhookDocument } from '../../gql/ops/apps';
import {
  FailedWebhookEventCountDocument,
  ResendFailedWebhooksDocument,
  ResendWebhookEventDocument,
  WebhookDeliveriesDocument,
} from '../../gql/ops/webhooks';
import { errorMessage } from '../../lib/apollo';
import { formatDateTime } from '../../lib/format';
import { useViewer } from '../../lib/useViewer';
import { DayRangeField } from '../../ui/dayRange/DayRangeField';
import { EndpointStatusTag } from './EndpointStatusTag';
import { type DeliveryRow, WebhookDeliveryTable } from './WebhookDeliveryTable';
import { pageVariables, readLogParams, resendRangeOf, writeLogParams } from './webhookLogParams';

/** A labelled filter control, bound to the URL. */
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
  const { t } = useLingui();
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
  const appName = app?.name;
  const update = (change: Parameters<typeof writeLogParams>[1]) => setSearch(writeLogParams(params, change));

  const onResend = async (row: DeliveryRow) => {
    if (!row.payment_id) return;
    setResending(row.id);
    try {
      const result = (
        await resendOne({ variables: { app_id: appId, payment_id: row.payment_id, message_id: row.message_id } })
      ).data?.resendWebhookEvent;
      if (result?.success) {
        const attempt = result.attempt;
        void message.success(t`Delivered (attempt ${attempt})`);
      } else {
        const reason = result?.error ?? `HTTP ${result?.status_code ?? '—'}`;
        void message.error(t`Not delivered: ${reason}`);
      }
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
        // Only payment events are resent: a failed test event is listed but has no payment to
        // announce again (the server's rule, webhook-log.service failedEventsQuery).
        modal.info({
          title: t`Nothing to resend`,
          content: t`No payment event failed every attempt between ${span}. Failed test events are not resent: send a new one with Send test event.`,
        });
        return;
      }
      modal.confirm({
        title: t({ message: plural(count, { one: 'Resend # failed event?', other: 'Resend # failed events?' }) }),
        content: t`Each payment event that failed every attempt between ${span} is delivered once more, with its own webhook-id.`,
        okText: t`Resend ${count}`,
        onOk: async () => {
          try {
            const queued = (await resendFailed({ variables: { app_id: appId, ...range } })).data?.resendFailedWebhooks
              .count;
            const queuedCount = queued ?? 0;
            void message.success(
              t({
                message: plural(queuedCount, {
                  one: '# event queued for delivery',
                  other: '# events queued for delivery',
                }),
              }),
            );
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

  // The test's outcome stays on the page until the next test (issue 28 item 9): a toast alone
  // was easy to miss.
  const [testResult, setTestResult] = useState<{ isDelivered: boolean; text: string }>();
  const onTest = async () => {
    setTestResult(undefined);
    try {
      const attempt = (await sendTest({ variables: { app_id: appId } })).data?.testAppWebhook;
      const status = attempt?.status_code ?? '—';
      const reason = attempt?.error ?? `HTTP ${status}`;
      const result = attempt?.success
        ? { isDelivered: true, text: t`Test event delivered: HTTP ${status}` }
        : { isDelivered: false, text: t`Test event not delivered: ${reason}` };
      setTestResult(result);
      if (result.isDelivered) void message.success(result.text);
      else void message.error(result.text);
      update({ page: 1 });
      await refetch();
    } catch (e) {
      const reason = errorMessage(e);
      setTestResult({ isDelivered: false, text: t`Test event not sent: ${reason}` });
    }
  };

  return (
    <div>
      <PageHeader
        title={app ? t`Webhook deliveries · ${appName}` : t`Webhook deliveries`}
        back={{ to: '/apps', label: t`Back to apps` }}
        error={error}
        actions={
          <Space wrap>
            {app?.status === 'DEVELOPMENT' && can('manageApps') ? (
              <Tooltip title={app.webhook_url ? undefined : t`Add a webhook URL with Update to send a test event`}>
                <Button loading={testing} disabled={!app.webhook_url} onClick={() => void onTest()}>
                  <Trans>Send test event</Trans>
                </Button>
              </Tooltip>
            ) : null}
            {/* Secondary, never the page's primary action (issue 28's review): most of the time
                nothing has failed, and it answers "Nothing to resend" when so. */}
            {canResend ? (
              <Button onClick={() => void confirmResendFailed()}>
                <Trans>Resend failed payment events…</Trans>
              </Button>
            ) : null}
          </Space>
        }
      />
      <div role="status">
        {testResult ? (
          <Alert
            type={testResult.isDelivered ? 'success' : 'error'}
            showIcon
            closable
            title={testResult.text}
            onClose={() => setTestResult(undefined)}
            style={{ marginBottom: 16 }}
          />
        ) : null}
      </div>
      {app ? (
        <p style={{ margin: '0 0 16px', display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
          <span>
            <Trans>Endpoint</Trans>
          </span>
          <code style={{ fontFamily: token.fontFamilyCode, wordBreak: 'break-all' }}>
            {app.webhook_url ?? t`none set`}
          </code>
          <EndpointStatusTag status={app.webhook_status} />
        </p>
      ) : null}
      <search
        aria-label={t`Filter deliveries`}
        style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'end', marginBottom: 16 }}
      >
        <Field id="webhook-outcome" label={t`Outcome`}>
          <Select
            id="webhook-outcome"
            style={{ width: 160 }}
            value={params.outcome ?? ''}
            onChange={(outcome: string) => update({ outcome: (outcome || undefined) as typeof params.outcome })}
            options={[
              { value: '', label: t`All` },
              { value: 'SUCCESS', label: t`Delivered` },
              { value: 'FAILED', label: t`Failed` },
            ]}
          />
        </Field>
        <Field id="webhook-dates" label={t`Dates`}>
          <DayRangeField
            id="webhook-dates"
            label={t`Dates`}
            value={{ from: params.from, to: params.to }}
            onChange={({ from, to }) => update({ from, to })}
          />
        </Field>
        {params.outcome || params.from || params.to ? (
          <Button type="link" onClick={() => setSearch(new URLSearchParams())}>
            <Trans>Clear filters</Trans>
          </Button>
        ) : null}
      </search>
      <WebhookDeliveryTable
        rows={data?.webhookDeliveries.data ?? []}
        total={data?.webhookDeliveries.total ?? 0}
        page={params.page}
        loading={loading && !data}
        emptyText={params.outcome || params.from || params.to ? t`No deliveries match these filters` : undefined}
        canResend={canResend}
        resending={resending}
        onPage={(page) => update({ page })}
        onResend={(row) => void onResend(row)}
      />
    </div>
  );
};
