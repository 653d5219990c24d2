import { useApolloClient } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ACCOUNT_TYPES,
  type AccountType,
  AMOUNT_GREATER_THAN_AVAILABLE,
  type AppStatus,
  CASH_OUT_MAX_AMOUNT,
  CASH_OUT_MIN_AMOUNT,
  cashOutQuote,
  PAYMENT_MESSAGES,
} from '@paygate/contracts';
import { Alert, App, Button, Modal, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { BankAccountInfoQuery } from '../../gql/graphql';
import { BankAccountInfoDocument } from '../../gql/ops/BankAccountInfo';
import { currencyName, formatVnd } from '../../lib/amount';
import { errorMessage } from '../../lib/apollo';
import { notifyError } from '../../lib/notify';
import { useFocusReturn } from '../../lib/useFocusReturn';
import { FormItem } from '../../ui/form/FormItem';
import { setServerError } from '../../ui/form/fieldBinding';
import { showServerErrors } from '../../ui/form/serverErrors';
import { VerticalForm } from '../../ui/form/VerticalForm';
import { ChunkProgress } from './ChunkProgress';
import {
  type CashOutOutcome,
  type Chunk,
  closeDelay,
  isCommitted,
  partialMessage,
  planChunks,
  planOf,
  refusalMessage,
  resumePlan,
  runChunks,
  showsProgress,
} from './cashOutChunks';
import { type CashOutValues, cashOutResolver, cashOutSubmitSchema, EMPTY_CASH_OUT } from './cashOutForm';
import { FeePreview } from './FeePreview';
import { GatewayError, isUnanswered, sendCashOutChunk } from './moneyApi';
import { moneyActionBlocker } from './moneyAvailability';
import { AmountInput, AppSelect, BankSelect, OtpField, TextInput } from './moneyInputs';
import { MONEY_FORM_ID } from './PaymentPageModal';
import { requestKey } from './requestIds';
import type { MoneyModalProps } from './types';
import { useFeeRule } from './useFeeRule';
import { useMoneyContext } from './useMoneyContext';

type Payee = BankAccountInfoQuery['getBankAccountInfo'];
const ACCOUNT_TYPE_LABELS: Record<AccountType, MessageDescriptor> = {
  BANK_ACCOUNT: msg`Bank account`,
  CARD_NUMBER: msg`Card number`,
};
export const APP_NOT_FOUND = PAYMENT_MESSAGES.appNotFound;
/** A resubmitted cash-out the gateway already had: its first result, nothing sent twice. */
export const ALREADY_SENT = msg`This cash-out had already reached the gateway: this is its result, nothing was sent twice.`;

/** CashOut (PRODUCT §4): 'Check Info' looks the payee up, then 'Submit' sends the amount in chunks. */
export const CashOutModal = ({ onClose, onDone }: MoneyModalProps) => {
  const { t } = useLingui();
  useFocusReturn();
  const { notification } = App.useApp();
  const client = useApolloClient();
  // The apps of the environment the user works in: PRODUCTION ones in production (PRODUCT §5),
  // development ones in the sandbox, whose cash-outs the sandbox bank settles (issue 29).
  const { appsOfEnvironment, environment, requiresOtp, signingApp } = useMoneyContext();
  const requireOtp = requiresOtp('cashout');
  const [payee, setPayee] = useState<Payee>();
  const [chunks, setChunks] = useState<Chunk[]>([]);
  const [outcome, setOutcome] = useState<CashOutOutcome>();
  const [isRunning, setRunning] = useState(false);
  const [isChecking, setChecking] = useState(false);
  const closeTimer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  // The chunks as planned for the submitted values, kept for a resubmit of the same values, and
  // the confirmation the chunk sent with the code answered (ADR 0008).
  const plan = useRef<{ key: string; chunks: Chunk[] }>(undefined);
  const confirmation = useRef<string>(undefined);

  const step = payee ? 'submit' : 'check';
  const { control, handleSubmit, setValue, setError, watch } = useForm<CashOutValues>({
    resolver: cashOutResolver(step, { requireOtp, available: payee?.available_balance }),
    mode: 'onTouched',
    defaultValues: EMPTY_CASH_OUT,
  });
  const amount = watch('amount');
  // splitCashOut plans only amounts the form accepts: nothing to preview for the rest.
  const wanted = /^\d+$/.test(amount.trim()) ? Number(amount) : 0;
  const isPlannable = wanted >= CASH_OUT_MIN_AMOUNT && wanted < CASH_OUT_MAX_AMOUNT;
  const preview = isPlannable ? planChunks(wanted) : [];
  // The fee and the total before the submit, by the rule the server posts by (issue 28 item 2):
  // each chunk is a cash-out of its own and pays its own fee. payee_pay_fee is 0 here (PRODUCT §7.2).
  const feeRule = useFeeRule('CASH_OUT');
  const quote = isPlannable && feeRule.status === 'ready' ? cashOutQuote(wanted, feeRule.rule) : undefined;
  const isOverAvailable =
    quote !== undefined &&
    payee?.available_balance != null &&
    BigInt(quote.debited) > BigInt(String(payee.available_balance).split('.')[0] ?? '0');

  const checkInfo = handleSubmit(async (v) => {
    const app = appsOfEnvironment.find((a) => a.id === v.app_id);
    if (!app) {
      notifyError(notification, APP_NOT_FOUND);
      return;
    }
    setChecking(true);
    try {
      const { data } = await client.query({
        query: BankAccountInfoDocument,
        variables: {
          app_id: app.id,
          app_status: app.status as AppStatus,
          bank_code: v.payee_bank,
          account_number: v.payee_account.trim(),
          account_type: v.payee_account_type as AccountType,
        },
        fetchPolicy: 'network-only',
      });
      const info = data?.getBankAccountInfo;
      if (!info) throw new Error(PAYMENT_MESSAGES.accountNotFound);
      setValue('payee_name', info.account_name, { shouldValidate: false });
      setPayee(info);
    } catch (error) {
      // PRODUCT §8: an account lookup failure is shown on the payee_account field.
      setServerError(setError, 'payee_account', errorMessage(error));
    } finally {
      setChecking(false);
    }
  });

  const submit = handleSubmit(
    async (values) => {
      const input = cashOutSubmitSchema({ requireOtp, available: payee?.available_balance }).parse(values);
      const signing = await signingApp(input.app_id);
      if (!signing) {
        notifyError(notification, APP_NOT_FOUND);
        return;
      }
      const { otp, ...request } = input;
      const key = requestKey(request);
      if (plan.current?.key !== key) confirmation.current = undefined;
      const planned = resumePlan(plan.current, key, Number(input.amount));
      plan.current = { key, chunks: planned };
      setChunks(planned);
      setOutcome(undefined);
      setRunning(true);
      const wire = planOf(planned);
      const result = await runChunks(
        planned,
        async (chunk) => {
          const usedConfirmation = confirmation.current;
          try {
            const answer = await sendCashOutChunk(signing, request, chunk, wire, {
              otp,
              confirmation: usedConfirmation,
            });
            if (answer.confirmation) confirmation.current = answer.confirmation;
            return { ok: true, paymentStatus: answer.payment.status, retried: answer.retried === true };
          } catch (error) {
            const envelope = error instanceof GatewayError ? error.envelope : {};
            const otpRefused = Boolean(envelope.fields?.otp);
            // A refused confirmation is spent: the next submit sends the code typed then.
            if (otpRefused && usedConfirmation) confirmation.current = undefined;
            // A wrong or missing code belongs to the OTP field, like any field the gateway names.
            showServerErrors(error, ['otp', 'amount', 'message', 'payee_account'], setError);
            return {
              ok: false,
              message: (error as Error).message,
              errorId: envelope.error_code,
              unanswered: isUnanswered(error),
              otp: otpRefused,
            };
          }
        },
        (chunks) => {
          plan.current = { key, chunks };
          setChunks(chunks);
        },
      );
      plan.current = { key, chunks: result.chunks };
      setRunning(false);
      setOutcome(result);
      if (result.sent > 0) onDone();
      announce(result);
      if (!result.failure) closeTimer.current = window.setTimeout(onClose, closeDelay(planned.length));
    },
    (errors) => {
      if (errors.amount?.message === AMOUNT_GREATER_THAN_AVAILABLE)
        notifyError(notification, AMOUNT_GREATER_THAN_AVAILABLE);
    },
  );

  // PRODUCT §8 toasts.
  const announce = (result: CashOutOutcome) => {
    if (result.failure) {
      notifyError(notification, refusalMessage(result));
      return;
    }
    if (result.chunks.length > 1) {
      notification.success({ title: t`Transfer finished!` });
      return;
    }
    if (result.chunks[0]?.paymentStatus === 'FAILED') notifyError(notification, t`Transaction Fail!`);
    else
      notification.success({
        title: t`Transaction Successful!`,
        description: result.chunks[0]?.retried ? t(ALREADY_SENT) : undefined,
      });
  };

  const editPayee = () => {
    setPayee(undefined);
    setValue('payee_name', '');
  };

  const isLocked = Boolean(payee);
  const isDone = isRunning || (outcome !== undefined && !outcome.failure);
  // Once part of the amount left, the form is spent: the modal says how much was sent. When
  // nothing left (the first chunk was refused) the user may correct the form and submit again.
  // A chunk without an answer, or refused for its code, leaves it open to go on with the same plan.
  const isStopped = outcome?.failure !== undefined && outcome.sent > 0 && !outcome.resumable;
  // Once a chunk may have paid, the amount and message are the plan's: a resubmit sends the same.
  const isCommittedPlan = isCommitted(chunks);
  const blocker = moneyActionBlocker(appsOfEnvironment, environment);
  const available = payee ? formatVnd(payee.available_balance ?? 0) : '';
  const count = preview.length;
  const most = formatVnd(preview[0]?.amount ?? 0);

  return (
    <Modal
      open
      title={t`Cash out`}
      onCancel={isRunning ? undefined : onClose}
      closable={!isRunning}
      mask={{ closable: !isRunning }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={isRunning}>
          {isStopped || isDone ? t`Close` : t`Cancel`}
        </Button>,
        isStopped ? null : (
          <Button
            key="ok"
            type="primary"
            loading={isChecking || isRunning}
            disabled={isDone}
            htmlType="submit"
            form={MONEY_FORM_ID}
          >
            {payee ? t`Submit` : t`Check Info`}
          </Button>
        ),
      ]}
    >
      <VerticalForm
        id={MONEY_FORM_ID}
        idPrefix="money"
        onSubmit={payee ? submit : checkInfo}
        disabled={isRunning || isDone || isStopped}
      >
        <FormItem required control={control} name="app_id" label={t`App`} extra={blocker ? t(blocker) : undefined}>
          {(f) => <AppSelect field={f} apps={appsOfEnvironment} disabled={isLocked} />}
        </FormItem>
        <FormItem required control={control} name="payee_bank" label={t`Payee bank`}>
          {(f) => <BankSelect field={f} disabled={isLocked} />}
        </FormItem>
        <FormItem required control={control} name="payee_account_type" label={t`Payee account type`}>
          {(f) => (
            <Select
              {...f}
              value={f.value || undefined}
              disabled={isLocked}
              placeholder={t`Bank account or card number`}
              options={ACCOUNT_TYPES.map((type) => ({ value: type, label: t(ACCOUNT_TYPE_LABELS[type]) }))}
            />
          )}
        </FormItem>
        <FormItem required control={control} name="payee_account" label={t`Payee account`}>
          {(f) => (
            <TextInput field={f} inputMode="numeric" disabled={isLocked} placeholder={t`Account or card number`} />
          )}
        </FormItem>
        {payee ? (
          <>
            <FormItem
              required
              control={control}
              name="payee_name"
              label={t`Payee name`}
              extra={
                <Button
                  type="link"
                  size="small"
                  style={{ padding: 0 }}
                  onClick={editPayee}
                  disabled={isRunning || isDone || isStopped || isCommittedPlan}
                >
                  <Trans>Change payee</Trans>
                </Button>
              }
            >
              {(f) => <TextInput field={f} disabled />}
            </FormItem>
            <FormItem
              required
              control={control}
              name="amount"
              label={t`Amount`}
              extra={
                count > 1
                  ? t`Available: ${available} · sent in ${count} chunks of at most ${most}`
                  : t`Available: ${available}`
              }
            >
              {(f) => (
                <AmountInput
                  field={f}
                  inputMode="numeric"
                  suffix={currencyName('VND')}
                  placeholder={t`e.g. 600,000,000`}
                  disabled={isCommittedPlan}
                />
              )}
            </FormItem>
            <FeePreview state={feeRule} quote={quote} currency="VND" />
            {isOverAvailable ? (
              <Alert
                type="warning"
                showIcon
                title={t`With the fee, the total is more than the available balance`}
                style={{ marginBottom: 12 }}
              />
            ) : null}
            <FormItem required control={control} name="message" label={t`Message`}>
              {(f) => (
                <TextInput
                  field={f}
                  inputMode="numeric"
                  placeholder={t`Digits and spaces`}
                  disabled={isCommittedPlan}
                />
              )}
            </FormItem>
            <OtpField control={control} isAsked={requireOtp} />
          </>
        ) : null}
      </VerticalForm>
      {showsProgress(chunks) ? <ChunkProgress chunks={chunks} /> : null}
      {outcome?.failure && outcome.chunks.length > 1 ? (
        <Alert type="error" showIcon title={t`Cash-out stopped`} description={partialMessage(outcome, t)} />
      ) : null}
    </Modal>
  );
};
