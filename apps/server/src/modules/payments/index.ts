export { CheckoutService } from './checkout.js';
export {
  answerComplaintRow,
  type ComplaintEvidenceRow,
  type ComplaintRow,
  complaintById,
  complaintOfPayment,
  complaintOfPaymentByTransaction,
  complaintView,
  disputePayment,
  evidenceById,
  insertComplaint,
  insertEvidence,
  markComplaintReminded,
  resolveComplaintRow,
  setComplaintHeld,
  setComplaintRefund,
  undisputePayment,
} from './complaints.js';
export {
  announcedStatus,
  type ComplaintStep,
  complaintMessageId,
  EXPIRED_REASON,
  eventJobOf,
  ownEventJob,
  paymentMessageId,
  refundMessageId,
} from './events.js';
export { liveRoutes } from './live.routes.js';
export { PartnerDataNotices, PartnerReadCache } from './partner-read-cache.js';
export { PaymentChanges } from './payment-changes.js';
export {
  ensurePartitionsAhead,
  ensurePaymentPartitions,
  maintainPaymentPartitions,
  PARTITION_MONTHS_AHEAD,
  PARTITIONS_EVERY_SECONDS,
  paymentPartitions,
} from './payment-partitions.js';
export {
  DASHBOARD_TYPES,
  DAY_MS,
  FOLD_EVERY_SECONDS,
  foldPaymentShards,
  HOUR_MS,
  PAYMENT_TOTAL_SHARDS,
  rangeUntil,
  rebuildPaymentStats,
  statsRowsSql,
} from './payment-stats.js';
export {
  fingerprint,
  type NewPayment,
  type PaymentRow,
  PaymentsService,
  type WebhookJob,
} from './payments.service.js';
export {
  countStatusChange,
  giveBackRefund,
  insertRefund,
  isRefundFeeReturned,
  type RefundRow,
  refundById,
  refundByTransactionId,
  refundedPaymentView,
  refundsOfPayment,
  refundsOfPaymentByTransaction,
  refundView,
  setRefundFigures,
  settleRefundRow,
  takeRefund,
} from './refunds.js';
