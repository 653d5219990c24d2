export type { TimelineEvent } from './timeline.js';
export { EBILL_TYPES, parseFilter, VA_TYPES } from './transactions.filters.js';
export { type PaymentListParent, transactionsResolvers } from './transactions.resolvers.js';
export { transactionsRoutes } from './transactions.routes.js';
export { exportSelect, type ListedPayment, TransactionsService } from './transactions.service.js';
