export { searchResolvers } from './search.resolvers.js';
export { type SearchHitRow, SearchService } from './search.service.js';
