export { appsResolvers } from './apps.resolvers.js';
export { AppsService, type ChannelRow, type SourceRow } from './apps.service.js';
