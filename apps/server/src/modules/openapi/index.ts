export { openApiRoutes } from './openapi.routes.js';
