import { useLingui } from '@lingui/react/macro';
import { depositInput } from '@paygate/contracts';
import { App } from 'antd';
import { notifyError } from '../../lib/notify';
import { FormItem } from '../../ui/form/FormItem';
import { showServerErrors } from '../../ui/form/serverErrors';
import { useZodForm } from '../../ui/form/useZodForm';
import { requestDeposit } from './moneyApi';
import { AmountInput, AppSelect, ChainSelect, CryptoBankSelect, TokenSelect } from './moneyInputs';
import { PaymentPageModal, usePaymentUrl } from './PaymentPageModal';
import type { MoneyModalProps } from './types';
import { useMoneyContext } from './useMoneyContext';

/**
 * Deposit (PRODUCT §2.7): app, amount, token, chain and bank → the hosted payment page showing the
 * deposit address (cmsDepositCrypto). A crypto payment's bank is its token's (PRODUCT §3 "bank (bank
 * code or token)"; /config/bank?type=crypto has one bank per token), so picking one picks the
 * other, and the bank list leaves out what is disabled for the app's partner (docs/SPEC-DECISIONS.md).
 */
export const DepositModal = ({ onClose, onDone, openPage }: MoneyModalProps) => {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const { appsOfEnvironment } = useMoneyContext();
  const { paymentUrl, receive } = usePaymentUrl(onDone);
  const { control, handleSubmit, setError, setValue, getFieldState, formState, watch } = useZodForm(depositInput, {
    defaultValues: { app_id: '', amount: '', crypto_token: '', chain: '', bank_code: '' },
  });
  const token = watch('crypto_token');
  const appId = watch('app_id');
  // The other field of the pair follows, validated once it was touched or the form submitted.
  const follow = (name: 'crypto_token' | 'bank_code') => (value: string) =>
    setValue(name, value, { shouldValidate: getFieldState(name).isTouched || formState.isSubmitted });

  const submit = handleSubmit(async (input) => {
    try {
      receive(await requestDeposit(input));
    } catch (error) {
      showServerErrors(error, ['app_id', 'amount', 'crypto_token', 'chain', 'bank_code'], setError);
      notifyError(notification, (error as Error).message);
    }
  });

  return (
    <PaymentPageModal
      title={t`Deposit`}
      paymentUrl={paymentUrl}
      isSubmitting={formState.isSubmitting}
      onSubmit={submit}
      onClose={onClose}
      openPage={openPage}
    >
      <FormItem required control={control} name="app_id" label={t`App`}>
        {(f) => <AppSelect field={f} apps={appsOfEnvironment} />}
      </FormItem>
      <FormItem required control={control} name="crypto_token" label={t`Token`}>
        {(f) => <TokenSelect field={f} onPick={follow('bank_code')} />}
      </FormItem>
      <FormItem required control={control} name="chain" label={t`Chain`}>
        {(f) => <ChainSelect field={f} />}
      </FormItem>
      <FormItem required control={control} name="bank_code" label={t`Bank`} extra={t`The token's bank on the gateway`}>
        {(f) => <CryptoBankSelect field={f} appId={appId} onPick={follow('crypto_token')} />}
      </FormItem>
      <FormItem required control={control} name="amount" label={t`Amount`}>
        {(f) => <AmountInput field={f} inputMode="decimal" suffix={token || undefined} placeholder={t`e.g. 100.500`} />}
      </FormItem>
    </PaymentPageModal>
  );
};
