import { PAYMENT_STATUS_COLORS, type PaymentStatus } from '@paygate/contracts';
import { Tag } from 'antd';

/** A payment status in the spec's colour (§4); clickable where it filters the list (§2.6). */
export const StatusTag = ({ status, onClick }: { status: PaymentStatus; onClick?: (status: PaymentStatus) => void }) =>
  onClick ? (
    <Tag
      color={PAYMENT_STATUS_COLORS[status]}
      role="button"
      tabIndex={0}
      title={`Show ${status} transactions only`}
      style={{ cursor: 'pointer' }}
      onClick={() => onClick(status)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onClick(status);
        }
      }}
    >
      {status}
    </Tag>
  ) : (
    <Tag color={PAYMENT_STATUS_COLORS[status]}>{status}</Tag>
  );
