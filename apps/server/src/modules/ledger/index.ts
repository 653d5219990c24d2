export { BalanceHistory, type BalanceHistoryFilter, type BalanceMovement } from './balance-history.js';
export { balanceHistoryResolvers } from './balance-history.resolvers.js';
export { balanceHistoryRoutes } from './balance-history.routes.js';
export { InsufficientFunds, LedgerService } from './ledger.service.js';
export {
  type ComplaintSubject,
  complaintPostingOf,
  MOVEMENT_KINDS,
  type PostingOutcome,
  postingOf,
  postingTypeOf,
  REFUND_OUTCOMES,
  type RefundSubject,
  refundPostingOf,
} from './postings.js';
export {
  ChecksumLine,
  SETTLEMENT_REPORT_HEADER,
  type SettlementReportRequest,
  SettlementReports,
  settledSelect,
} from './settlement-report.js';
export { settlementReportRoutes } from './settlement-report.routes.js';
export { type StatementHeading, statementCsv, statementPdf } from './statement.document.js';
export { type Statement, type StatementRequest, Statements } from './statement.js';
export { statementResolvers } from './statement.resolvers.js';
export { statementRoutes } from './statement.routes.js';
export {
  type MailedStatement,
  STATEMENT_MAIL_EVERY_SECONDS,
  StatementMailer,
  statementMail,
} from './statement-mail.js';
