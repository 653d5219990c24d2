import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PAYMENT_STATUS_COLORS, type PaymentStatus } from '@paygate/contracts';
import { Tag } from 'antd';

/**
 * What a status tag says (issue 31). The English is the spec's: the status code itself, as the
 * list has always shown it; the Vietnamese is the glossary's word (docs/GLOSSARY.md, Statuses).
 * The code stays in the API, the CSV files and the URL.
 */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, MessageDescriptor> = {
  SUCCESS: msg({ message: 'SUCCESS', context: 'status' }),
  FAILED: msg({ message: 'FAILED', context: 'status' }),
  CANCEL: msg({ message: 'CANCEL', context: 'status' }),
  PENDING: msg({ message: 'PENDING', context: 'status' }),
  IN_COMPLAIN: msg({ message: 'IN_COMPLAIN', context: 'status' }),
  REFUNDED: msg({ message: 'REFUNDED', context: 'status' }),
};

/** A payment status in the spec's colour (§4); clickable where it filters the list (§2.6). */
export const StatusTag = ({
  status,
  onClick,
}: {
  status: PaymentStatus;
  onClick?: (status: PaymentStatus) => void;
}) => {
  const { t } = useLingui();
  const label = t(PAYMENT_STATUS_LABELS[status]);
  return onClick ? (
    <Tag
      color={PAYMENT_STATUS_COLORS[status]}
      role="button"
      tabIndex={0}
      title={t`Show ${label} transactions only`}
      style={{ cursor: 'pointer' }}
      onClick={() => onClick(status)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onClick(status);
        }
      }}
    >
      {label}
    </Tag>
  ) : (
    <Tag color={PAYMENT_STATUS_COLORS[status]}>{label}</Tag>
  );
};
