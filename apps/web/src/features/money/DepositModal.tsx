import { zodResolver } from '@hookform/resolvers/zod';
import { depositInput } from '@paygate/contracts';
import { App } from 'antd';
import { useForm } from 'react-hook-form';
import { notifyError } from '../../lib/notify';
import { MoneyField } from './MoneyField';
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
  const { control, handleSubmit, setError, formState, watch } = useForm({
    resolver: zodResolver(depositInput),
    mode: 'onTouched',
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
      onSubmit={() => void submit()}
      onClose={onClose}
      openPage={openPage}
    >
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
    </PaymentPageModal>
  );
};
