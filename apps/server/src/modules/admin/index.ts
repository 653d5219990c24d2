export { ADMIN_COMMANDS, type AdminCommand, type AdminResult, AdminService, runAdminCommand } from './admin.service.js';
export { sendAdminCommand, startAdminSocket } from './admin.socket.js';
export { FEE_KEYS } from './partner-settings.js';
