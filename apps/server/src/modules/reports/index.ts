export { reportsResolvers } from './reports.resolvers.js';
export { reportRoutes } from './reports.routes.js';
export { type PartnerReport, Reports } from './reports.service.js';
