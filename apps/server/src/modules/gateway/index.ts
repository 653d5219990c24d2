export { gatewayRoutes } from './gateway.routes.js';
export { GatewayService } from './gateway.service.js';
