import type { Permission } from '@paygate/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { PartnerAccess, RequestMeta, Viewer } from '../lib/caller.js';
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
   * The caller, allowed by the policy table, with today's active token in the `active-token`
   * header (PRODUCT §4, §6: transaction, team and API-tool data). The role is checked first: a role
   * that may never see the data is told FORBIDDEN, not asked for a code.
   */
  activeAccess(permission?: Permission): Promise<PartnerAccess>;
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
