import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import {
  LOW_CHAIN_BALANCE,
  moneyOutQuote,
  normalizeAmount,
  TOKEN_DECIMALS,
  toUnits,
  WITHDRAW_CLOSE_DELAY_MS,
  withdrawInput,
} from '@paygate/contracts';
import { Alert, App, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { CryptoChainBalanceDocument } from '../../gql/ops/CryptoChainBalance';
import { formatMoney } from '../../lib/amount';
import { notifyError } from '../../lib/notify';
import { useFocusReturn } from '../../lib/useFocusReturn';
import { FormItem } from '../../ui/form/FormItem';
import { showServerErrors } from '../../ui/form/serverErrors';
import { useZodForm } from '../../ui/form/useZodForm';
import { VerticalForm } from '../../ui/form/VerticalForm';
import { APP_NOT_FOUND } from './CashOutModal';
import { FeePreview } from './FeePreview';
import { DEFAULT_WITHDRAW_MEMO, GatewayError, sendWithdraw } from './moneyApi';
import { AmountInput, AppSelect, ChainSelect, OtpField, TextInput, TokenSelect } from './moneyInputs';
import { MONEY_FORM_ID } from './PaymentPageModal';
import { type PlannedId, plannedId } from './requestIds';
import type { MoneyModalProps } from './types';
import { useFeeRule } from './useFeeRule';
import { useMoneyContext } from './useMoneyContext';

/**
 * PRODUCT §5: the warning shows when the chosen chain's balance is missing or below the amount.
 * A balance is missing when the query says so (success false) or gives none.
 */
export const isLowChainBalance = (
  chainBalance: { success: boolean; balance?: string | null | undefined } | undefined,
  amount: string,
): boolean => {
  if (!chainBalance) return false;
  if (!chainBalance.success || chainBalance.balance == null) return true;
  const available = toUnits(chainBalance.balance, TOKEN_DECIMALS);
  const wanted = toUnits(amount.trim(), TOKEN_DECIMALS);
  if (available === null) return true;
  return wanted !== null && wanted > available;
};

/** What a wallet address looks like: not words, the same in every language. */
const WALLET_PLACEHOLDER = '0x…';

/** A withdrawal's payment failed outright; PENDING settles on chain later (docs/SPEC-DECISIONS.md). */
const FAILED_STATUSES = new Set(['FAILED', 'CANCEL']);

/** Withdraw (PRODUCT §2.7): stablecoin from an app's balance to an external wallet. */
export const WithdrawModal = ({ onClose, onDone }: MoneyModalProps) => {
  const { t } = useLingui();
  useFocusReturn();
  const { notification } = App.useApp();
  const { appsOfEnvironment, requiresOtp, signingApp } = useMoneyContext();
  const requireOtp = requiresOtp('withdraw');
  const [isSent, setSent] = useState(false);
  const closeTimer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  // The same withdrawal submitted again (after a timeout) keeps its id: the gateway answers the first.
  const transactionId = useRef<PlannedId>(undefined);

  const { control, handleSubmit, formState, watch, setError } = useZodForm(withdrawInput({ requireOtp }), {
    defaultValues: { app_id: '', token_name: '', chain: '', payee_wallet: '', amount: '', memo: '', otp: '' },
  });
  const [appId, token, chain, amount] = watch(['app_id', 'token_name', 'chain', 'amount']);
  const app = appsOfEnvironment.find((a) => a.id === appId);
  const { data: balanceData } = useQuery(CryptoChainBalanceDocument, {
    variables: { app_id: appId, app_status: app?.status ?? 'PRODUCTION', token_name: token, chain },
    skip: !app || !token || !chain,
    fetchPolicy: 'network-only',
  });
  const chainBalance = app && token && chain ? balanceData?.getCryptoChainAvailableBalance : undefined;
  const isLow = isLowChainBalance(chainBalance, String(amount ?? ''));
  const available =
    chainBalance?.success && chainBalance.balance != null ? formatMoney(chainBalance.balance, token) : undefined;
  // The fee and the total before the submit, by the rule the server posts by (issue 28 item 2).
  const feeRule = useFeeRule('PAY_CRYPTO_WITHDRAW');
  const wanted = normalizeAmount(String(amount ?? ''), TOKEN_DECIMALS);
  const quote =
    wanted && wanted !== '0' && feeRule.status === 'ready'
      ? moneyOutQuote(wanted, feeRule.rule, TOKEN_DECIMALS)
      : undefined;

  const submit = handleSubmit(async (input) => {
    if (isLow) {
      notification.warning({ title: LOW_CHAIN_BALANCE });
      return;
    }
    const signing = await signingApp(input.app_id);
    if (!signing) {
      notifyError(notification, APP_NOT_FOUND);
      return;
    }
    transactionId.current = plannedId(transactionId.current, input, () => `withdraw-${Date.now()}`);
    try {
      const answer = await sendWithdraw(signing, input, transactionId.current.id);
      if (FAILED_STATUSES.has(answer.payment.status)) {
        notifyError(notification, t`Transaction failed`);
        onDone();
        return;
      }
      setSent(true);
      notification.success({ title: t`Transfer finished!` });
      onDone();
      closeTimer.current = window.setTimeout(onClose, WITHDRAW_CLOSE_DELAY_MS);
    } catch (error) {
      const message = (error as Error).message;
      showServerErrors(error, ['otp', 'payee_wallet', 'amount', 'memo'], setError);
      // The gateway's INSUFFICIENT_FUNDS on a withdraw is the chain short of funds (§5 warning).
      const isLowChain = error instanceof GatewayError && error.envelope.code === 'INSUFFICIENT_FUNDS';
      if (isLowChain) notification.warning({ title: LOW_CHAIN_BALANCE });
      else notifyError(notification, message);
    }
  });

  return (
    <Modal
      open
      title={t`Withdraw`}
      onCancel={onClose}
      okText={t`Submit`}
      okButtonProps={{ disabled: isSent, htmlType: 'submit', form: MONEY_FORM_ID }}
      confirmLoading={formState.isSubmitting}
      destroyOnHidden
    >
      <VerticalForm id={MONEY_FORM_ID} idPrefix="money" onSubmit={submit} disabled={isSent}>
        <FormItem required control={control} name="app_id" label={t`App`}>
          {(f) => <AppSelect field={f} apps={appsOfEnvironment} />}
        </FormItem>
        <FormItem required control={control} name="token_name" label={t`Token`}>
          {(f) => <TokenSelect field={f} />}
        </FormItem>
        <FormItem
          required
          control={control}
          name="chain"
          label={t`Chain`}
          extra={available ? t`Available on ${chain}: ${available}` : undefined}
        >
          {(f) => <ChainSelect field={f} />}
        </FormItem>
        <FormItem required control={control} name="payee_wallet" label={t`Wallet address`}>
          {(f) => <TextInput field={f} placeholder={WALLET_PLACEHOLDER} autoComplete="off" />}
        </FormItem>
        <FormItem required control={control} name="amount" label={t`Amount`}>
          {(f) => (
            <AmountInput field={f} inputMode="decimal" suffix={token || undefined} placeholder={t`e.g. 12.345`} />
          )}
        </FormItem>
        <FeePreview state={feeRule} quote={quote} currency={token || 'token'} />
        <FormItem control={control} name="memo" label={t`Memo`}>
          {(f) => <TextInput field={f} placeholder={DEFAULT_WITHDRAW_MEMO} />}
        </FormItem>
        <OtpField control={control} isAsked={requireOtp} />
      </VerticalForm>
      {isLow ? <Alert type="warning" showIcon title={LOW_CHAIN_BALANCE} /> : null}
    </Modal>
  );
};
