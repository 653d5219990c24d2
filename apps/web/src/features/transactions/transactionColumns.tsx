import { MoreOutlined } from '@ant-design/icons';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentStatus } from '@paygate/contracts';
import { Button, Dropdown } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useRef } from 'react';
import { Avatar } from '../../app/shell/avatar';
import type { TransactionListQuery } from '../../gql/graphql';
import { formatMoney, formatSignedMoney } from '../../lib/amount';
import { formatDateTime } from '../../lib/format';
import { StatusTag } from './StatusTag';

export type TransactionRow = TransactionListQuery['allPayment']['data'][number];

type Options = {
  /**
   * The portal's language (the screen's useLingui `t`, so the titles follow a switch of language);
   * the active language's `i18n._` when left out. The columns' titles are plain strings.
   */
  t?: (descriptor: MessageDescriptor) => string;
  canSeeFees: boolean;
  /**
   * A phone's list (issue 28 item 8): the amount, with the status below it, comes right after the
   * id, which names its app below it: two narrow columns, so what a row is about shows without
   * scrolling sideways whatever the id's length; the other columns follow in the spec's order.
   */
  compact?: boolean;
  canResend: boolean;
  onStatus: (status: PaymentStatus) => void;
  onDetail: (row: TransactionRow) => void;
  onResend: (row: TransactionRow) => void;
};

/**
 * A row's actions menu. A chosen action first gives focus back to the menu's button: the menu
 * closes, and a dialog the action opens returns focus there when it closes (useFocusReturn).
 */
const RowActions = ({
  row,
  canResend,
  onDetail,
  onResend,
}: Pick<Options, 'canResend' | 'onDetail' | 'onResend'> & { row: TransactionRow }) => {
  const { t } = useLingui();
  const button = useRef<HTMLButtonElement>(null);
  const transactionId = row.transaction_id;
  const then = (action: (row: TransactionRow) => void) => () => {
    button.current?.focus();
    action(row);
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'detail', label: t`Detail`, onClick: then(onDetail) },
          ...(canResend ? [{ key: 'resend', label: t`Resend Webhook`, onClick: then(onResend) }] : []),
        ],
      }}
    >
      <Button ref={button} type="text" icon={<MoreOutlined />} aria-label={t`Actions of ${transactionId}`} />
    </Dropdown>
  );
};

/**
 * The amount in its currency (VND for bank methods, the token for crypto) with its direction:
 * "+150,000,000 VND" in, "−260,000,000 VND" out (issue 28).
 */
const amountText = (row: TransactionRow) => formatSignedMoney(row.amount, row.currency, row.direction);

/** What refunds took back (PRODUCT §11), in the payment's currency; '' when nothing was refunded. */
export const refundedText = (row: Pick<TransactionRow, 'refunded_amount' | 'currency'>) =>
  /^0(\.0*)?$/.test(row.refunded_amount) ? '' : formatMoney(row.refunded_amount, row.currency);

/** The columns of PRODUCT §2.6: Fee and Resend Webhook only for the roles the policy allows (§6). */
export const transactionColumns = ({
  t = (descriptor) => i18n._(descriptor),
  canSeeFees,
  canResend,
  compact = false,
  onStatus,
  onDetail,
  onResend,
}: Options): ColumnsType<TransactionRow> => {
  const id: ColumnsType<TransactionRow>[number] = {
    title: t(msg`Transaction ID`),
    dataIndex: 'transaction_id',
    render: (id: string, row) => (
      <>
        <Button type="link" size="small" onClick={() => onDetail(row)} style={{ padding: 0, height: 'auto' }}>
          {id}
        </Button>
        {compact ? <div className="tx-app-below">{row.app.name}</div> : null}
      </>
    ),
  };
  const app: ColumnsType<TransactionRow>[number] = {
    title: t(msg`App`),
    key: 'app',
    render: (_, row) => (
      <span style={{ whiteSpace: 'nowrap' }}>
        <Avatar size={20} shape="square" src={row.app.logo || undefined} style={{ marginInlineEnd: 6 }}>
          {row.app.name[0]}
        </Avatar>
        {row.app.name}
      </span>
    ),
  };
  const amount: ColumnsType<TransactionRow>[number] = {
    title: t(msg`Amount`),
    key: 'amount',
    align: 'right',
    render: (_, row) => {
      const refundedAmount = refundedText(row);
      return (
        <>
          <span
            style={{ whiteSpace: 'nowrap' }}
            title={t(row.direction === 'OUTGOING' ? msg`Money out` : msg`Money in`)}
          >
            {amountText(row)}
          </span>
          {compact ? (
            <div className="tx-status-below">
              <StatusTag status={row.status} onClick={onStatus} />
              {refundedAmount ? (
                <div>
                  <Trans>Refunded {refundedAmount}</Trans>
                </div>
              ) : null}
            </div>
          ) : null}
        </>
      );
    },
  };
  // Money that went back to the payer: beside the amount, never signed into it (issue 28 item 1).
  const refunded: ColumnsType<TransactionRow>[number] = {
    title: t(msg`Refunded`),
    key: 'refunded',
    align: 'right',
    render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{refundedText(row) || '—'}</span>,
  };
  const fee: ColumnsType<TransactionRow> = canSeeFees
    ? [
        {
          title: t(msg`Fee`),
          dataIndex: 'fee',
          align: 'right' as const,
          render: (fee: string | null, row: TransactionRow) => (fee == null ? '' : formatMoney(fee, row.currency)),
        },
      ]
    : [];
  const bankAndType: ColumnsType<TransactionRow> = [
    { title: t(msg`Bank`), dataIndex: 'bank', render: (bank: string | null) => bank ?? '' },
    { title: t(msg`Type`), dataIndex: 'type' },
  ];
  const status: ColumnsType<TransactionRow>[number] = {
    title: t(msg`Status`),
    dataIndex: 'status',
    render: (status: PaymentStatus) => <StatusTag status={status} onClick={onStatus} />,
  };
  const rest: ColumnsType<TransactionRow> = [
    // A cash-out's (any portal payment's) user_id is its maker's id: the maker's name is shown
    // instead (issue 28); a payer's user_id is the merchant's own text, kept as is.
    {
      title: t(msg`User ID`),
      key: 'user_id',
      ellipsis: true,
      render: (_, row) =>
        row.made_by ? <span title={row.user_id ?? undefined}>{row.made_by}</span> : (row.user_id ?? ''),
    },
    {
      title: t(msg`Created time`),
      dataIndex: 'created_time',
      render: (time: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(time)}</span>,
    },
    {
      title: t(msg`Action`),
      key: 'action',
      align: 'center',
      render: (_, row) => <RowActions row={row} canResend={canResend} onDetail={onDetail} onResend={onResend} />,
    },
  ];
  return compact
    ? [id, amount, ...fee, ...bankAndType, ...rest]
    : [id, app, amount, refunded, ...fee, ...bankAndType, status, ...rest];
};
