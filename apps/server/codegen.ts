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
          Partner: '../modules/partners/partners.graphql-types.js#PartnerParent',
          User: '../modules/partners/partners.graphql-types.js#UserParent',
          UserPartner: '../modules/partners/partners.graphql-types.js#UserPartnerParent',
          App: '../modules/apps/apps.service.js#AppRow',
          Channel: '../modules/apps/apps.service.js#ChannelRow',
          Source: '../modules/apps/apps.service.js#SourceRow',
          WebhookAttempt: '../modules/webhooks/delivery.js#WebhookAttemptRow',
          WebhookDelivery: '../modules/webhooks/webhook-log.service.js#WebhookDeliveryRow',
          WebhookDeliveryPage: '../modules/webhooks/webhook-log.resolvers.js#WebhookDeliveryPageParent',
          WebhookEndpointStatus: '../modules/webhooks/webhook-log.service.js#EndpointStatus',
          Notification: '../modules/webhooks/webhook-log.service.js#NotificationRow',
          TransactionView: '../modules/transaction-views/transaction-views.service.js#TransactionViewRow',
          Payment: '../modules/transactions/transactions.service.js#ListedPayment',
          PaymentList: '../modules/transactions/transactions.resolvers.js#PaymentListParent',
          DashboardData: '../modules/dashboard/dashboard.service.js#DashboardView',
          AuditEntry: '../modules/audit/audit.record.js#AuditRow',
          AuditEntryPage: '../modules/audit/audit.resolvers.js#AuditEntryPageParent',
          SearchHit: '../modules/search/search.service.js#SearchHitRow',
        },
      },
    },
  },
};
export default config;
