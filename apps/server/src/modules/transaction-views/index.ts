export { transactionViewsResolvers } from './transaction-views.resolvers.js';
export { type TransactionViewRow, TransactionViewsService } from './transaction-views.service.js';
