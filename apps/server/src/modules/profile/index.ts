export { profileResolvers } from './profile.resolvers.js';
export { ProfileService } from './profile.service.js';
