import { zodResolver } from '@hookform/resolvers/zod';
import { depositInput } from '@paygate/contracts';
import { App, Form, Modal } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { notifyError } from '../../lib/notify';
import { CANNOT_GET_PAYMENT_URL } from './CashInModal';
import { MoneyField } from './MoneyField';
import { requestDeposit, showFieldErrors } from './moneyApi';
import { AppSelect, ChainSelect, TextInput, TokenSelect } from './moneyInputs';
import { PaymentUrlNotice } from './PaymentUrlNotice';
import type { MoneyModalProps } from './types';
import { useMoneyContext } from './useMoneyContext';

/**
 * Deposit (spec §2.7): app, amount, token and chain → the hosted payment page showing the deposit
 * address (cmsDepositCrypto). A crypto payment's bank is its token (spec §3 "bank (bank code or
 * token)"), so the token select is the deposit's bank (docs/SPEC-DECISIONS.md).
 */
export const DepositModal = ({ onClose, onDone, openPage }: MoneyModalProps) => {
  const { notification } = App.useApp();
  const { appsOfEnvironment } = useMoneyContext();
  const [paymentUrl, setPaymentUrl] = useState<string>();
  const { control, handleSubmit, setError, formState, watch } = useForm({
    resolver: zodResolver(depositInput),
    mode: 'onTouched',
    defaultValues: { app_id: '', amount: '', crypto_token: '', chain: '' },
  });
  const token = watch('crypto_token');

  const submit = handleSubmit(async (input) => {
    try {
      const url = await requestDeposit({ ...input, bank_code: input.crypto_token });
      if (!url) {
        notifyError(notification, CANNOT_GET_PAYMENT_URL);
        return;
      }
      setPaymentUrl(url);
      onDone({ awaitsPayment: true });
    } catch (error) {
      showFieldErrors(error, ['app_id', 'amount', 'crypto_token', 'chain'] as const, setError);
      notifyError(notification, (error as Error).message);
    }
  });

  return (
    <Modal
      open
      title="Deposit"
      onCancel={onClose}
      onOk={paymentUrl ? onClose : () => void submit()}
      okText={paymentUrl ? 'Close' : 'Submit'}
      cancelButtonProps={paymentUrl ? { style: { display: 'none' } } : undefined}
      confirmLoading={formState.isSubmitting}
      destroyOnHidden
    >
      <Form layout="vertical" component="div" disabled={Boolean(paymentUrl)}>
        <MoneyField control={control} name="app_id" label="App">
          {(f) => <AppSelect field={f} apps={appsOfEnvironment} />}
        </MoneyField>
        <MoneyField control={control} name="crypto_token" label="Token">
          {(f) => <TokenSelect field={f} />}
        </MoneyField>
        <MoneyField control={control} name="chain" label="Chain">
          {(f) => <ChainSelect field={f} />}
        </MoneyField>
        <MoneyField control={control} name="amount" label="Amount">
          {(f) => <TextInput field={f} inputMode="decimal" suffix={token || undefined} placeholder="e.g. 100.5" />}
        </MoneyField>
      </Form>
      {paymentUrl ? <PaymentUrlNotice url={paymentUrl} open={openPage} /> : null}
    </Modal>
  );
};
