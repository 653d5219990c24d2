import { Trans, useLingui } from '@lingui/react/macro';
import { apiTestInput, PAYMENT_STATUS_COLORS, type PaymentStatus, signGatewayRequest } from '@paygate/contracts';
import { Alert, Button, Descriptions, Input, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { formatAmount } from '../../lib/amount';
import { envelopeOf, gatewayBaseUrl, sendGatewayGet } from '../../lib/gatewayFetch';
import { useFocusReturn } from '../../lib/useFocusReturn';
import { FormItem } from '../../ui/form/FormItem';
import { useZodForm } from '../../ui/form/useZodForm';
import { VerticalForm } from '../../ui/form/VerticalForm';

/** What the dialog needs of an app: a DEVELOPMENT app with its secret (roles that manage apps). */
export type ApiTestApp = { id: string; name: string; app_secret: string };

/** The API Test creates a card payment at this sandbox bank (docs/SPEC-DECISIONS.md). */
export const API_TEST_BANK = 'VCB';

/** §3 "Payment test result", as the gateway answers it. */
type PaymentTestResult = {
  status: PaymentStatus;
  error_code: number;
  app: { app_id: string; name: string; status: string };
  transaction_id: string;
  payment_id: string;
  payment: { payment_id: string; amount: string; bank: string | null; status: PaymentStatus };
  payment_url?: string;
};

type FormValues = z.input<typeof apiTestInput>;

const newTransactionId = () => `api_test_${Date.now()}`;
const FORM_ID = 'api-test-form';

/**
 * The app list's API Test (PRODUCT §2.8, §5): creates a sandbox payment on a DEVELOPMENT app through
 * the gateway, signed like a merchant's server signs it, and shows the payment test result.
 */
export const ApiTestModal = ({ app, onClose }: { app: ApiTestApp; onClose: () => void }) => {
  const { t } = useLingui();
  useFocusReturn();
  const [result, setResult] = useState<PaymentTestResult>();
  const [failure, setFailure] = useState<string>();
  const { control, handleSubmit, formState, reset } = useZodForm(apiTestInput, {
    defaultValues: { transaction_id: newTransactionId(), amount: '', callback_uri: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    setResult(undefined);
    const request = signGatewayRequest(
      'getATMCardPaymentURL',
      {
        app_id: app.id,
        transaction_id: values.transaction_id,
        callback_uri: values.callback_uri,
        amount: values.amount,
        bank: API_TEST_BANK,
      },
      app.app_secret,
      gatewayBaseUrl(),
    );
    const response = await sendGatewayGet(request.url);
    const envelope = envelopeOf(response.body);
    if (envelope?.error_code === 0) setResult(response.body as PaymentTestResult);
    else {
      const status = response.status;
      setFailure(envelope?.message || t`Error request ${status}`);
    }
  });

  const again = () => {
    setResult(undefined);
    reset({ transaction_id: newTransactionId(), amount: '', callback_uri: '' });
  };

  const appName = app.name;

  const field = (name: keyof FormValues, placeholder: string, inputMode?: 'numeric' | 'url') => (
    <FormItem control={control} name={name} label={name} required>
      {(f) => <Input {...f} value={String(f.value ?? '')} placeholder={placeholder} inputMode={inputMode} />}
    </FormItem>
  );

  return (
    <Modal
      open
      title={t`API Test: ${appName}`}
      onCancel={onClose}
      width={600}
      footer={
        result ? (
          <Space>
            <Button onClick={again}>
              <Trans>New test</Trans>
            </Button>
            <Button type="primary" onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
          </Space>
        ) : (
          <Space>
            <Button onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="primary" loading={formState.isSubmitting} htmlType="submit" form={FORM_ID}>
              <Trans>Send</Trans>
            </Button>
          </Space>
        )
      }
    >
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} /> : null}
      {result ? (
        <PaymentTestResultView result={result} />
      ) : (
        <VerticalForm id={FORM_ID} idPrefix="api-test" onSubmit={submit}>
          <Typography.Paragraph type="secondary">
            <Trans>
              Creates a sandbox card payment ({API_TEST_BANK}) through the gateway, signed with this app&apos;s secret.
            </Trans>
          </Typography.Paragraph>
          {field('transaction_id', t`Your order id`)}
          {field('amount', t`At least 10,000`, 'numeric')}
          {field('callback_uri', 'https://your-shop.example/payment-result', 'url')}
        </VerticalForm>
      )}
    </Modal>
  );
};

const StatusTag = ({ status }: { status: PaymentStatus }) => (
  <Tag color={PAYMENT_STATUS_COLORS[status] ?? 'default'}>{status}</Tag>
);

/** §3 "Payment test result": status, error_code, app, transaction_id, payment_id, payment {…}. */
export const PaymentTestResultView = ({ result }: { result: PaymentTestResult }) => {
  const { t } = useLingui();
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Alert
        type="success"
        showIcon
        title={t`Payment created`}
        description={t`The sandbox payment waits for the payer.`}
      />
      <Descriptions column={1} bordered size="small" title={t`Payment test result`}>
        <Descriptions.Item label="status">
          <StatusTag status={result.status} />
        </Descriptions.Item>
        <Descriptions.Item label="error_code">{result.error_code}</Descriptions.Item>
        <Descriptions.Item label="app">
          {result.app.name} <Typography.Text type="secondary">({result.app.app_id})</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="transaction_id">
          <Typography.Text copyable>{result.transaction_id}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="payment_id">
          <Typography.Text copyable code>
            {result.payment_id}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="payment.amount">{formatAmount(result.payment.amount)}</Descriptions.Item>
        <Descriptions.Item label="payment.bank">{result.payment.bank ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="payment.status">
          <StatusTag status={result.payment.status} />
        </Descriptions.Item>
      </Descriptions>
      {result.payment_url ? (
        <Button type="link" href={result.payment_url} target="_blank" rel="noopener noreferrer" style={{ padding: 0 }}>
          <Trans>Open the payment page</Trans>
        </Button>
      ) : null}
    </Space>
  );
};
