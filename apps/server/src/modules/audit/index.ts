export { AuditCheckpoints, CHECKPOINT_KEY_MISSING, loadCheckpointKey } from './audit.checkpoint.js';
export { auditMoneyOrder, auditMoneyOutcome } from './audit.money.js';
export {
  type AuditActor,
  type AuditEvent,
  type AuditRow,
  actorOf,
  auditHash,
  OPERATOR,
  partnersOfUser,
  recordAudit,
  recordAuditAlone,
  SYSTEM,
  userActor,
} from './audit.record.js';
export { type AuditEntryPageParent, auditResolvers } from './audit.resolvers.js';
export { auditRoutes } from './audit.routes.js';
export { AuditService } from './audit.service.js';
export { verifyAuditChain, verifyAuditLog } from './audit.verify.js';
