import { useLingui } from '@lingui/react/macro';
import { cashInInput } from '@paygate/contracts';
import { App } from 'antd';
import { currencyName } from '../../lib/amount';
import { notifyError } from '../../lib/notify';
import { FormItem } from '../../ui/form/FormItem';
import { showServerErrors } from '../../ui/form/serverErrors';
import { useZodForm } from '../../ui/form/useZodForm';
import { requestCashIn } from './moneyApi';
import { AmountInput, AppSelect, PayBankSelect } from './moneyInputs';
import { PaymentPageModal, usePaymentUrl } from './PaymentPageModal';
import type { MoneyModalProps } from './types';
import { useMoneyContext } from './useMoneyContext';

/** CashIn (PRODUCT §2.7): app, amount, bank → the hosted payment page (cmsCashInVND). */
export const CashInModal = ({ onClose, onDone, openPage }: MoneyModalProps) => {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const { appsOfEnvironment } = useMoneyContext();
  const { paymentUrl, receive } = usePaymentUrl(onDone);
  const { control, handleSubmit, setError, formState } = useZodForm(cashInInput, {
    defaultValues: { app_id: '', amount: '', bank_code: '' },
  });

  const submit = handleSubmit(async (input) => {
    try {
      receive(await requestCashIn(input));
    } catch (error) {
      showServerErrors(error, ['app_id', 'amount', 'bank_code'], setError);
      notifyError(notification, (error as Error).message);
    }
  });

  return (
    <PaymentPageModal
      title={t`Cash in`}
      paymentUrl={paymentUrl}
      isSubmitting={formState.isSubmitting}
      onSubmit={submit}
      onClose={onClose}
      openPage={openPage}
    >
      <FormItem required control={control} name="app_id" label={t`App`}>
        {(f) => <AppSelect field={f} apps={appsOfEnvironment} />}
      </FormItem>
      <FormItem required control={control} name="amount" label={t`Amount`}>
        {(f) => (
          <AmountInput field={f} inputMode="numeric" suffix={currencyName('VND')} placeholder={t`e.g. 1,000,000`} />
        )}
      </FormItem>
      <FormItem required control={control} name="bank_code" label={t`Bank`}>
        {(f) => <PayBankSelect field={f} />}
      </FormItem>
    </PaymentPageModal>
  );
};
