import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { exchangeInput, fromUnits, requiredText, TOKEN_DECIMALS, toUnits } from '@paygate/contracts';
import { App } from 'antd';
import { useRef, useState } from 'react';
import { ExchangeCryptoDocument } from '../../gql/ops/ExchangeCrypto';
import { formatVnd } from '../../lib/amount';
import { errorMessage } from '../../lib/apollo';
import { FormItem } from '../../ui/form/FormItem';
import { showServerErrors } from '../../ui/form/serverErrors';
import { useZodForm } from '../../ui/form/useZodForm';
import { APP_NOT_FOUND } from './CashOutModal';
import { LiveRate } from './LiveRate';
import { AmountInput, AppSelect, OtpField, TokenSelect } from './moneyInputs';
import { PaymentPageModal } from './PaymentPageModal';
import { type PlannedId, plannedId } from './requestIds';
import type { MoneyModalProps } from './types';
import { type RateSourceFactory, useExchangeRate } from './useExchangeRate';
import { useMoneyContext } from './useMoneyContext';

/** VND to pay for `amount` tokens at `rate` VND each, whole VND rounded up; null until both are numbers. */
export const exchangeTotal = (amount: string, rate: string | undefined): string | null => {
  const a = toUnits(amount.trim(), TOKEN_DECIMALS);
  const r = rate ? toUnits(rate, TOKEN_DECIMALS) : null;
  if (a === null || r === null || a === 0n) return null;
  const scale = 10n ** BigInt(TOKEN_DECIMALS);
  const product = a * r; // scaled twice
  const whole = (product + scale * scale - 1n) / (scale * scale);
  return fromUnits(whole, 0);
};

/**
 * Exchange (PRODUCT §2.7): tokens bought with VND at the live BUY rate. The gateway credits the
 * chosen app (through its default channel) once the VND is paid on the payment page.
 */
export const ExchangeModal = ({
  onClose,
  onDone,
  openPage,
  rateSource,
}: MoneyModalProps & { rateSource?: RateSourceFactory }) => {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const { appsOfEnvironment, partnerId, requiresOtp, signingApp } = useMoneyContext();
  const requireOtp = requiresOtp('exchange');
  const [exchange] = useMutation(ExchangeCryptoDocument);
  const [paymentUrl, setPaymentUrl] = useState<string>();
  // The same order submitted again (after a timeout) keeps its id: the gateway answers the first.
  const transactionId = useRef<PlannedId>(undefined);
  const schema = exchangeInput({ requireOtp }).extend({ app_id: requiredText(t`Please Select App!`) });
  const { control, handleSubmit, formState, watch, setError } = useZodForm(schema, {
    defaultValues: { app_id: '', token_name: 'USDT', amount: '', otp: '' },
  });
  const [token, amount] = watch(['token_name', 'amount']);
  const rate = useExchangeRate({ partnerId, token, type: 'BUY' }, rateSource);
  const total = exchangeTotal(String(amount ?? ''), rate.rate);
  const totalVnd = total ? formatVnd(total) : undefined;

  const submit = handleSubmit(async (input) => {
    const signing = await signingApp(input.app_id);
    if (!signing) {
      notification.error({ title: t`Exchange Crypto Error`, description: APP_NOT_FOUND });
      return;
    }
    transactionId.current = plannedId(transactionId.current, input, () => `exchange-${Date.now()}`);
    try {
      const { data } = await exchange({
        variables: {
          amount: input.amount,
          token_name: input.token_name,
          transaction_id: transactionId.current.id,
          channel_id: signing.channel_id ?? null,
          otp: input.otp || null,
        },
      });
      const url = data?.exchangeCrypto.payment_url;
      const quantity = input.amount;
      const tokenName = input.token_name;
      notification.success({
        title: t`Exchange Crypto Success`,
        description: url
          ? t`${quantity} ${tokenName} ordered. Pay the VND on the payment page to receive them.`
          : t`${quantity} ${tokenName} ordered.`,
      });
      onDone({ awaitsPayment: Boolean(url) });
      if (url) setPaymentUrl(url);
      else onClose();
    } catch (error) {
      showServerErrors(error, ['otp', 'amount', 'token_name'], setError);
      notification.error({ title: t`Exchange Crypto Error`, description: errorMessage(error) });
    }
  });

  return (
    <PaymentPageModal
      title={t`Exchange`}
      okText={t`Exchange`}
      paymentUrl={paymentUrl}
      isSubmitting={formState.isSubmitting}
      onSubmit={submit}
      onClose={onClose}
      openPage={openPage}
      before={<LiveRate token={token || 'USDT'} state={rate} />}
    >
      <FormItem required control={control} name="app_id" label={t`App`}>
        {(f) => <AppSelect field={f} apps={appsOfEnvironment} />}
      </FormItem>
      <FormItem required control={control} name="token_name" label={t`Token`}>
        {(f) => <TokenSelect field={f} />}
      </FormItem>
      <FormItem
        required
        control={control}
        name="amount"
        label={t`Amount`}
        extra={totalVnd ? t`≈ ${totalVnd} at the current rate` : undefined}
      >
        {(f) => <AmountInput field={f} inputMode="numeric" suffix={token || undefined} placeholder={t`10 to 9,999`} />}
      </FormItem>
      <OtpField control={control} isAsked={requireOtp} />
    </PaymentPageModal>
  );
};
