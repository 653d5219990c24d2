export { dashboardResolvers } from './dashboard.resolvers.js';
export { DashboardService, type DashboardView } from './dashboard.service.js';
