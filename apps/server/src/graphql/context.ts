import type { FastifyBaseLogger } from 'fastify';
import type { RequestMeta, Viewer } from '../modules/auth/auth.service.js';
import type { PartnerAccess } from '../modules/partners/partners.service.js';
import type { Services } from '../services.js';

/** Per-request GraphQL context. The viewer is resolved lazily and once per request. */
export type GraphQLContext = {
  services: Services;
  meta: RequestMeta;
  log: FastifyBaseLogger;
  /** The caller; throws UNAUTHENTICATED without a token and 410 for a revoked session. */
  viewer(): Promise<Viewer>;
  /** The caller acting for their current partner; throws FORBIDDEN when they have none. */
  access(): Promise<PartnerAccess>;
  /**
   * What access() resolved to, once it has: lets a field resolved for every row of a list (a
   * payment's fee) apply the role's rule without a promise per row.
   */
  accessResolved?: PartnerAccess;
  /** From now on in this request, access() is this one (a mutation that makes or joins a partner). */
  actFor(access: PartnerAccess): PartnerAccess;
  /** The `active-token` header (issue #5). */
  activeToken: string | undefined;
};
