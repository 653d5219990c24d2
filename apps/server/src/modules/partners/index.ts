export type { PartnerParent, UserParent, UserPartnerParent } from './partners.graphql-types.js';
export { partnersResolvers } from './partners.resolvers.js';
export { PartnersService } from './partners.service.js';
