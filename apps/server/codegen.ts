import type { CodegenConfig } from '@graphql-codegen/cli';

// Resolver types from the contract. Mappers name the server-side shapes a resolver may return
// for an object type; field resolvers turn them into the contract's snake_case fields.
const config: CodegenConfig = {
  schema: '../../packages/contracts/schema.graphql',
  generates: {
    'src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../graphql/context.js#GraphQLContext',
        scalars: { Decimal: 'string', DateTime: 'Date | string', JSON: 'unknown' },
        mappers: {
          Partner: '../modules/partners/index.js#PartnerParent',
          User: '../modules/partners/index.js#UserParent',
          UserPartner: '../modules/partners/index.js#UserPartnerParent',
          App: '../db/schema.js#AppRow',
          Channel: '../modules/apps/index.js#ChannelRow',
          Source: '../modules/apps/index.js#SourceRow',
          WebhookAttempt: '../modules/webhooks/index.js#WebhookAttemptRow',
          WebhookDelivery: '../modules/webhooks/index.js#WebhookDeliveryRow',
          WebhookDeliveryPage: '../modules/webhooks/index.js#WebhookDeliveryPageParent',
          WebhookEndpointStatus: '../modules/webhooks/index.js#EndpointStatus',
          Notification: '../modules/webhooks/index.js#NotificationRow',
          TransactionView: '../modules/transaction-views/index.js#TransactionViewRow',
          Payment: '../modules/transactions/index.js#ListedPayment',
          PaymentEvent: '../modules/transactions/index.js#TimelineEvent',
          Complaint: '../modules/payments/index.js#ComplaintRow',
          PaymentList: '../modules/transactions/index.js#PaymentListParent',
          DashboardData: '../modules/dashboard/index.js#DashboardView',
          AuditEntry: '../modules/audit/index.js#AuditRow',
          AuditEntryPage: '../modules/audit/index.js#AuditEntryPageParent',
          SearchHit: '../modules/search/index.js#SearchHitRow',
        },
      },
    },
  },
};
export default config;
