export { uploadsRoutes } from './uploads.routes.js';
export { UploadsService } from './uploads.service.js';
