import { zodResolver } from '@hookform/resolvers/zod';
import { cashInInput } from '@paygate/contracts';
import { App, Form, Modal } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { notifyError } from '../../lib/notify';
import { MoneyField } from './MoneyField';
import { requestCashIn, showFieldErrors } from './moneyApi';
import { AppSelect, PayBankSelect, TextInput } from './moneyInputs';
import { PaymentUrlNotice } from './PaymentUrlNotice';
import type { MoneyModalProps } from './types';
import { useMoneyContext } from './useMoneyContext';

export const CANNOT_GET_PAYMENT_URL = 'Cannot get payment url';

/** CashIn (spec §2.7): app, amount, bank → the hosted payment page (cmsCashInVND). */
export const CashInModal = ({ onClose, onDone, openPage }: MoneyModalProps) => {
  const { notification } = App.useApp();
  const { appsOfEnvironment } = useMoneyContext();
  const [paymentUrl, setPaymentUrl] = useState<string>();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(cashInInput),
    mode: 'onTouched',
    defaultValues: { app_id: '', amount: '', bank_code: '' },
  });

  const submit = handleSubmit(async (input) => {
    try {
      const url = await requestCashIn(input);
      if (!url) {
        notifyError(notification, CANNOT_GET_PAYMENT_URL);
        return;
      }
      setPaymentUrl(url);
      onDone({ awaitsPayment: true });
    } catch (error) {
      showFieldErrors(error, ['app_id', 'amount', 'bank_code'] as const, setError);
      notifyError(notification, (error as Error).message);
    }
  });

  return (
    <Modal
      open
      title="Cash in"
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
        <MoneyField control={control} name="amount" label="Amount">
          {(f) => <TextInput field={f} inputMode="numeric" suffix="VND" placeholder="e.g. 1000000" />}
        </MoneyField>
        <MoneyField control={control} name="bank_code" label="Bank">
          {(f) => <PayBankSelect field={f} />}
        </MoneyField>
      </Form>
      {paymentUrl ? <PaymentUrlNotice url={paymentUrl} open={openPage} /> : null}
    </Modal>
  );
};
