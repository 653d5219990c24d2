export { CashOutConfirmations, payeeDigest } from './cash-out-confirmation.js';
export { complaintRoutes } from './complaint.routes.js';
export { type CreatedPayment, type GatewayQuery, payIn, payInResult } from './flows/pay-in.js';
export { recordPastRefund } from './flows/refund.js';
export { moneyResolvers } from './money.resolvers.js';
export { moneyRoutes } from './money.routes.js';
export { MoneyService } from './money.service.js';
export { RATE_CHANNEL, RateStream, type RateTick } from './rate-stream.js';
export type { SettlementJob } from './steps/payout.js';
