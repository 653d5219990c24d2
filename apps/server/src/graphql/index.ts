import { readFileSync } from 'node:fs';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { COMMON_MESSAGES, DEFAULT_LANGUAGE, type Language } from '@paygate/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GraphQLError, OperationDefinitionNode, ValidationContext, ValidationRule } from 'graphql';
import mercurius from 'mercurius';
import type { Resolvers } from '../generated/graphql.js';
import { AppError } from '../lib/errors.js';
import { graphql } from '../lib/graphql-cjs.js';
import { tokenFromHeader } from '../lib/http/credentials.js';
import { fieldsIn, isFieldMap, messageIn, requestLanguage } from '../lib/i18n.js';
import type { Metrics } from '../lib/metrics.js';
import { SCHEMA_FILE } from '../lib/paths.js';
import { appsResolvers } from '../modules/apps/index.js';
import { auditResolvers } from '../modules/audit/index.js';
import { authResolvers } from '../modules/auth/index.js';
import { dashboardResolvers } from '../modules/dashboard/index.js';
import { balanceHistoryResolvers, statementResolvers } from '../modules/ledger/index.js';
import { moneyResolvers } from '../modules/money/index.js';
import { partnersResolvers } from '../modules/partners/index.js';
import { profileResolvers } from '../modules/profile/index.js';
import { reportsResolvers } from '../modules/reports/index.js';
import { searchResolvers } from '../modules/search/index.js';
import { transactionViewsResolvers } from '../modules/transaction-views/index.js';
import { transactionsResolvers } from '../modules/transactions/index.js';
import { webhookLogResolvers } from '../modules/webhooks/index.js';
import type { Services } from '../services.js';
import type { GraphQLContext } from './context.js';
import { formatError } from './errors.js';
import { DateTime, Decimal, JSONScalar } from './scalars.js';

/**
 * graphql-js appends ' Did you mean "rotateAppSecret"?' to validation and coercion errors; with
 * introspection off that would still spell the schema out to a guesser (graphql 16 has no switch).
 */
/** A formatted error's message and field messages in a language. */
const inLanguage = <E extends { message: string; extensions: Record<string, unknown> }>(
  language: Language,
  error: E,
): E => {
  if (language === DEFAULT_LANGUAGE) return error;
  const { fields } = error.extensions;
  return {
    ...error,
    message: messageIn(language, error.message),
    ...(isFieldMap(fields) ? { extensions: { ...error.extensions, fields: fieldsIn(language, fields) } } : {}),
  };
};

export const withoutSuggestions = (message: string): string => message.replace(/\s*Did you mean [^?]*\?/g, '');

/** Query limits (ENGINEERING §3.9): fifty aliased logins in one request are refused before running. */
export const GRAPHQL_LIMITS = { maxAliases: 10, maxDepth: 10, maxCost: 5000 } as const;

const DOMAIN_RESOLVERS: Resolvers[] = [
  authResolvers,
  partnersResolvers,
  appsResolvers,
  profileResolvers,
  moneyResolvers,
  transactionsResolvers,
  balanceHistoryResolvers,
  statementResolvers,
  reportsResolvers,
  dashboardResolvers,
  webhookLogResolvers,
  transactionViewsResolvers,
  auditResolvers,
  searchResolvers,
];

type FieldResolver = (...args: unknown[]) => unknown;
type ResolverMap = Record<string, Record<string, FieldResolver>>;

/**
 * Merges the domain resolvers and answers every contract operation nobody implements yet with
 * NOT_IMPLEMENTED, so the schema is complete from day one and the gap is visible and named.
 */
export const buildResolvers = (sdl: string): ResolverMap => {
  const merged: ResolverMap = {};
  for (const part of DOMAIN_RESOLVERS as unknown as ResolverMap[]) {
    for (const [type, fields] of Object.entries(part)) merged[type] = { ...merged[type], ...fields };
  }
  const schema = graphql.buildSchema(sdl);
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    if (!root) continue;
    const fields = merged[root.name] ?? {};
    merged[root.name] = fields;
    for (const name of Object.keys(root.getFields())) {
      fields[name] ??= () => {
        throw new AppError(COMMON_MESSAGES.notImplemented(name), 'NOT_IMPLEMENTED');
      };
    }
  }
  return merged;
};

export const notImplementedOperations = (sdl: string): string[] => {
  const implemented = new Set(
    (DOMAIN_RESOLVERS as unknown as ResolverMap[]).flatMap((r) => [
      ...Object.keys(r.Query ?? {}),
      ...Object.keys(r.Mutation ?? {}),
    ]),
  );
  const schema = graphql.buildSchema(sdl);
  return [schema.getQueryType(), schema.getMutationType()]
    .flatMap((t) => (t ? Object.keys(t.getFields()) : []))
    .filter((name) => !implemented.has(name));
};

const clientIp = (req: FastifyRequest) => req.ip;

/** The request's GraphQL document, POST or GET: an error names the argument it refused from it. */
const queryOf = (req: FastifyRequest | undefined): string | undefined => {
  const from = (value: unknown) =>
    value && typeof value === 'object' && typeof (value as { query?: unknown }).query === 'string'
      ? (value as { query: string }).query
      : undefined;
  return from(req?.body) ?? from(req?.query);
};

/** graphql-armor's onReject: the refusal joins the document's validation errors. */
const reportRefusal = (context: ValidationContext | null, error: GraphQLError) => context?.reportError(error);

export const registerGraphQL = async (
  app: FastifyInstance,
  services: Services,
  options: { introspection: boolean; suggestions: boolean; metrics?: Metrics },
) => {
  // Operation latency by name (issue #13): named at execution, timed over the whole request.
  const operations = new WeakMap<FastifyRequest, { operation: string; type: string; failed: boolean }>();
  const sdl = readFileSync(SCHEMA_FILE, 'utf8');
  // The limits report a refusal as a validation error rather than throw it (graphql-armor's
  // default): Mercurius then keeps it in its cache of refused documents, so a document over a
  // limit is refused again from the cache, never parsed and costed again (issue #16). Accepted
  // documents are cached parsed and validated by their text (Mercurius's `cache`, 1,024 entries).
  const refuse = { propagateOnRejection: false, onReject: [reportRefusal] };
  const validationRules: ValidationRule[] = [
    maxAliasesRule({ n: GRAPHQL_LIMITS.maxAliases, ...refuse }) as unknown as ValidationRule,
    maxDepthRule({ n: GRAPHQL_LIMITS.maxDepth, ...refuse }) as unknown as ValidationRule,
    costLimitRule({ maxCost: GRAPHQL_LIMITS.maxCost, ...refuse }) as unknown as ValidationRule,
  ];
  if (!options.introspection) validationRules.push(graphql.NoSchemaIntrospectionCustomRule);

  await app.register(mercurius, {
    schema: sdl,
    resolvers: { ...buildResolvers(sdl), Decimal, DateTime, JSON: JSONScalar } as never,
    path: '/graphql',
    graphiql: false,
    jit: 1,
    allowBatchedQueries: false,
    validationRules,
    context: (req): GraphQLContext => {
      let viewer: ReturnType<GraphQLContext['viewer']> | undefined;
      let access: ReturnType<GraphQLContext['access']> | undefined;
      const token = tokenFromHeader(req.headers.authorization);
      const activeHeader = req.headers['active-token'];
      const meta = {
        ip: clientIp(req),
        userAgent: req.headers['user-agent'],
        acceptLanguage: req.headers['accept-language'],
      };
      return {
        services,
        log: req.log,
        meta,
        activeToken: typeof activeHeader === 'string' ? activeHeader : undefined,
        viewer: () => {
          viewer ??= services.auth.authenticate(token, meta);
          return viewer;
        },
        access() {
          access ??= this.viewer()
            .then((v) => services.partners.requireAccess(v))
            .then((resolved) => {
              this.accessResolved = resolved;
              return resolved;
            });
          return access;
        },
        async activeAccess(permission) {
          const access = await this.access();
          const allowed = permission ? await services.partners.requireAccess(access.viewer, permission) : access;
          await services.profile.requireActiveToken(allowed, this.activeToken);
          return allowed;
        },
        actFor(resolved) {
          access = Promise.resolve(resolved);
          this.accessResolved = resolved;
          return resolved;
        },
      };
    },
    errorFormatter: (execution, ctx) => {
      const seen = ctx.reply ? operations.get(ctx.reply.request) : undefined;
      if (seen && (execution.errors?.length ?? 0) > 0) seen.failed = true;
      const log = ctx.reply?.log ?? app.log;
      const formatted = (execution.errors ?? []).map((e) => formatError(e, log, queryOf(ctx.reply?.request)));
      // Each message in the language the request reads (issue 31): the portal's, else English.
      const language = ctx.reply ? requestLanguage(ctx.reply.request.headers) : DEFAULT_LANGUAGE;
      const errors = formatted.flatMap((f) =>
        f.errors.map((e) =>
          inLanguage(language, options.suggestions ? e : { ...e, message: withoutSuggestions(e.message) }),
        ),
      );
      // Request-level failures keep their HTTP status (400, 413); resolver errors answer 200 as
      // GraphQL over HTTP expects.
      const requestStatus = formatted.find((f) => f.status)?.status;
      const statusCode = execution.data ? 200 : (requestStatus ?? 200);
      return { statusCode, response: { data: execution.data ?? null, errors } as never };
    },
  });
  // A mutation's answer waits until this instance has received the database's notices of what it
  // changed (ADR 0022): the next request here never acts on a session as it was before it.
  const mutations = new WeakSet<object>();
  app.graphql.addHook('preExecution', async (_schema, document, context) => {
    if (document.definitions.some((d) => d.kind === 'OperationDefinition' && d.operation === 'mutation'))
      mutations.add(context);
  });
  app.graphql.addHook('onResolution', async (_execution, context) => {
    if (mutations.has(context)) await services.changeFeed.caughtUp();
  });
  const metrics = options.metrics;
  if (!metrics) return;
  app.graphql.addHook('preExecution', async (_schema, document, context) => {
    const body = context.reply.request.body as { operationName?: unknown } | undefined;
    const wanted = typeof body?.operationName === 'string' ? body.operationName : undefined;
    const definition = document.definitions.find(
      (d): d is OperationDefinitionNode =>
        d.kind === 'OperationDefinition' && (wanted === undefined || d.name?.value === wanted),
    );
    operations.set(context.reply.request, {
      operation: metrics.operationLabel(definition?.name?.value),
      type: definition?.operation ?? 'unknown',
      failed: false,
    });
  });
  app.addHook('onResponse', async (req, reply) => {
    if (req.routeOptions.url !== '/graphql') return;
    // A document refused before execution (unparsable, invalid, over a limit) has no name to trust.
    const seen = operations.get(req) ?? { operation: '(invalid)', type: 'unknown', failed: true };
    const outcome = seen.failed || reply.statusCode >= 400 ? 'error' : 'ok';
    metrics.graphqlDuration.labels(seen.operation, seen.type, outcome).observe(reply.elapsedTime / 1000);
  });
};
