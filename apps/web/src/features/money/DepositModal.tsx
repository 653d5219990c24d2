import { depositInput } from '@paygate/contracts';
import { App } from 'antd';
import { notifyError } from '../../lib/notify';
import { FormItem } from '../../ui/form/FormItem';
import { useZodForm } from '../../ui/form/useZodForm';
import { requestDeposit, showFieldErrors } from './moneyApi';
import { AppSelect, ChainSelect, TextInput, TokenSelect } from './moneyInputs';
import { PaymentPageModal, usePaymentUrl } from './PaymentPageModal';
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
  const { paymentUrl, receive } = usePaymentUrl(onDone);
  const { control, handleSubmit, setError, formState, watch } = useZodForm(depositInput, {
    defaultValues: { app_id: '', amount: '', crypto_token: '', chain: '' },
  });
  const token = watch('crypto_token');

  const submit = handleSubmit(async (input) => {
    try {
      receive(await requestDeposit({ ...input, bank_code: input.crypto_token }));
    } catch (error) {
      showFieldErrors(error, ['app_id', 'amount', 'crypto_token', 'chain'] as const, setError);
      notifyError(notification, (error as Error).message);
    }
  });

  return (
    <PaymentPageModal
      title="Deposit"
      paymentUrl={paymentUrl}
      isSubmitting={formState.isSubmitting}
      onSubmit={submit}
      onClose={onClose}
      openPage={openPage}
    >
      <FormItem required control={control} name="app_id" label="App">
        {(f) => <AppSelect field={f} apps={appsOfEnvironment} />}
      </FormItem>
      <FormItem required control={control} name="crypto_token" label="Token">
        {(f) => <TokenSelect field={f} />}
      </FormItem>
      <FormItem required control={control} name="chain" label="Chain">
        {(f) => <ChainSelect field={f} />}
      </FormItem>
      <FormItem required control={control} name="amount" label="Amount">
        {(f) => <TextInput field={f} inputMode="decimal" suffix={token || undefined} placeholder="e.g. 100.5" />}
      </FormItem>
    </PaymentPageModal>
  );
};
