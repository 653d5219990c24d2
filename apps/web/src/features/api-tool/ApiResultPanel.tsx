import { EyeInvisibleOutlined, EyeOutlined, LinkOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { renderNodeSnippet, type SignedGatewayRequest } from '@paygate/contracts';
import { Button, Descriptions, Space, Spin, Tag, Typography, theme } from 'antd';
import { useState } from 'react';
import type { GatewayResponse } from '../../lib/gatewayFetch';

export type ToolResult =
  | { kind: 'request'; request: SignedGatewayRequest; secret: string; response?: GatewayResponse }
  | { kind: 'transfer'; body?: unknown };

const statusColor = (status: number) =>
  status === 0 ? 'default' : status < 300 ? 'green' : status < 500 ? 'orange' : 'red';

/** A code block that wraps long URLs and keeps JSON's indentation. */
const usePreStyle = (): React.CSSProperties => {
  const { token } = theme.useToken();
  return {
    margin: 0,
    padding: '10px 12px',
    background: token.colorFillTertiary,
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadius,
    fontFamily: token.fontFamilyCode,
    fontSize: 12.5,
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-all',
    maxHeight: 420,
    overflow: 'auto',
  };
};

const Code = ({ children, label }: { children: string; label: string }) => {
  const { t } = useLingui();
  const pre = usePreStyle();
  return (
    <Typography.Paragraph
      copyable={{ text: children, tooltips: [t`Copy ${label}`, t`Copied`] }}
      aria-label={label}
      style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}
    >
      {/* A long body scrolls sideways: the keyboard must reach it to scroll it (WCAG 2.1.1, axe
          scrollable-region-focusable). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs a Tab stop */}
      <pre tabIndex={0} style={{ ...pre, flex: 1 }}>
        {children}
      </pre>
    </Typography.Paragraph>
  );
};

/** The hashed text, with the app secret hidden until asked for (screens get shared). */
const HashedText = ({ text, secret }: { text: string; secret: string }) => {
  const { t } = useLingui();
  const pre = usePreStyle();
  const [visible, setVisible] = useState(false);
  const shown = visible || !secret ? text : `${text.slice(0, text.length - secret.length)}${'•'.repeat(12)}`;
  return (
    <div style={{ display: 'flex', gap: 4, alignItems: 'flex-start' }}>
      <Typography.Paragraph
        copyable={{ text, tooltips: [t`Copy the hashed string`, t`Copied`] }}
        aria-label={t`Hashed string`}
        style={{ flex: 1, display: 'flex', gap: 8, alignItems: 'flex-start' }}
      >
        <pre style={{ ...pre, flex: 1 }}>{shown}</pre>
      </Typography.Paragraph>
      <Button
        size="small"
        type="text"
        aria-label={visible ? t`Hide app secret` : t`Show app secret`}
        icon={visible ? <EyeInvisibleOutlined /> : <EyeOutlined />}
        onClick={() => setVisible((v) => !v)}
      />
    </div>
  );
};

const paymentUrlOf = (body: unknown): string | undefined =>
  typeof body === 'object' && body !== null && 'payment_url' in body && typeof body.payment_url === 'string'
    ? body.payment_url
    : undefined;

/** The runtime and the SDK's package: names, the same in every language. */
const NODE_SDK = 'Node (@paygate/sdk)';

/**
 * The same call made with @paygate/sdk (issue #14): the values the URL carries, the app's id and
 * secret left to the partner's environment (renderNodeSnippet never writes a secret).
 */
const nodeSnippetOf = (request: SignedGatewayRequest) => {
  const url = new URL(request.url);
  const params = Object.fromEntries([...url.searchParams].filter(([name]) => name !== 'hash'));
  return renderNodeSnippet(request.api, params, { baseUrl: url.origin });
};

/** What was sent and what came back: hashed string, URL, cURL and Node, and the body as JSON whatever the status. */
export const ApiResultPanel = ({ result }: { result: ToolResult }) => {
  const { t } = useLingui();
  if (result.kind === 'transfer') {
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          <Trans>transferPayableBalance makes no call: the result is simulated.</Trans>
        </Typography.Text>
        {result.body === undefined ? (
          <Spin tip={t`Transferring…`}>
            <div style={{ height: 80 }} />
          </Spin>
        ) : (
          <>
            <Typography.Title level={5}>
              <Trans>Response</Trans>
            </Typography.Title>
            <Code label={t`Response body`}>{JSON.stringify(result.body, null, 2)}</Code>
          </>
        )}
      </Space>
    );
  }
  const { request, response } = result;
  const paymentUrl = paymentUrlOf(response?.body);
  return (
    <div>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t`Method`}>
          <Tag color="blue">GET</Tag> /v1/partner/{request.api}
        </Descriptions.Item>
        <Descriptions.Item label="hash">
          <Typography.Text code copyable>
            {request.hash}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5}>
        <Trans>String that was hashed (SHA-1)</Trans>
      </Typography.Title>
      <HashedText text={request.hashInput} secret={result.secret} />
      <Typography.Title level={5}>URL</Typography.Title>
      <Code label={t`Request URL`}>{request.url}</Code>
      <Typography.Title level={5}>cURL</Typography.Title>
      <Code label={t`cURL command`}>{request.curl}</Code>
      <Typography.Title level={5}>{NODE_SDK}</Typography.Title>
      <Code label={t`Node snippet`}>{nodeSnippetOf(request)}</Code>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          <Trans>Response</Trans>
        </Typography.Title>
        {response ? (
          <Space>
            <Tag color={statusColor(response.status)} aria-label={t`HTTP status`}>
              HTTP {response.status || t`no response`}
            </Tag>
            <Typography.Text type="secondary">{response.ms} ms</Typography.Text>
          </Space>
        ) : null}
      </Space>
      {response ? (
        <>
          <Code label={t`Response body`}>
            {typeof response.body === 'string' ? response.body : JSON.stringify(response.body, null, 2)}
          </Code>
          {paymentUrl ? (
            <Button icon={<LinkOutlined />} href={paymentUrl} target="_blank" rel="noopener noreferrer">
              <Trans>Open the payment page</Trans>
            </Button>
          ) : null}
        </>
      ) : (
        <Spin>
          <div style={{ height: 60 }} />
        </Spin>
      )}
    </div>
  );
};
