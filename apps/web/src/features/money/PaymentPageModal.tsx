import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { App, Modal } from 'antd';
import { type BaseSyntheticEvent, type ReactNode, useState } from 'react';
import { notifyError } from '../../lib/notify';
import { useFocusReturn } from '../../lib/useFocusReturn';
import { VerticalForm } from '../../ui/form/VerticalForm';
import { PaymentUrlNotice } from './PaymentUrlNotice';
import type { MoneyModalProps } from './types';

export const CANNOT_GET_PAYMENT_URL = msg`Cannot get payment url`;

/** The id of the open money form, which its dialog's OK button submits (one dialog at a time). */
export const MONEY_FORM_ID = 'money-form';

/**
 * The payment page's URL once the server returned one: `receive` keeps it and refreshes the
 * balances, or says 'Cannot get payment url' (PRODUCT §8) when the answer held none.
 */
export const usePaymentUrl = (onDone: MoneyModalProps['onDone']) => {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const [paymentUrl, setPaymentUrl] = useState<string>();
  const receive = (url: string | null | undefined) => {
    if (!url) {
      notifyError(notification, t(CANNOT_GET_PAYMENT_URL));
      return;
    }
    setPaymentUrl(url);
    onDone({ awaitsPayment: true });
  };
  return { paymentUrl, receive };
};

/**
 * The frame of the money modals whose answer is a hosted payment page (CashIn, Deposit, Exchange;
 * PRODUCT §4): the form until the server returns the page's URL, then the form locked, the notice that
 * opens the page, and Close as the only button.
 */
export const PaymentPageModal = ({
  title,
  okText,
  paymentUrl,
  isSubmitting,
  onSubmit,
  onClose,
  openPage,
  before,
  children,
}: {
  title: string;
  okText?: string;
  paymentUrl: string | undefined;
  isSubmitting: boolean;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  onClose: () => void;
  openPage?: (url: string) => void;
  /** Shown above the form (the exchange's live rate). */
  before?: ReactNode;
  children: ReactNode;
}) => {
  const { t } = useLingui();
  useFocusReturn();
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={paymentUrl ? onClose : undefined}
      okButtonProps={paymentUrl ? undefined : { htmlType: 'submit', form: MONEY_FORM_ID }}
      okText={paymentUrl ? t`Close` : (okText ?? t`Submit`)}
      cancelButtonProps={paymentUrl ? { style: { display: 'none' } } : undefined}
      confirmLoading={isSubmitting}
      destroyOnHidden
    >
      {before}
      <VerticalForm id={MONEY_FORM_ID} idPrefix="money" onSubmit={onSubmit} disabled={Boolean(paymentUrl)}>
        {children}
      </VerticalForm>
      {paymentUrl ? <PaymentUrlNotice url={paymentUrl} open={openPage} /> : null}
    </Modal>
  );
};
