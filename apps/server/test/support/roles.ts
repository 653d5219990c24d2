import { loginActive } from './account.js';
import type { GraphQLResponse, TestServer } from './server.js';

// The demo partner's members, one per role (seed/demo.ts), asked the same thing at once: how a
// screen's GraphQL query and its download answer each role, as one table a test compares.

export const DEMO_ROLES = ['owner', 'admin', 'financial', 'supervisor', 'supporter', 'technical'] as const;
export type DemoRole = (typeof DEMO_ROLES)[number];
type Auth = Awaited<ReturnType<typeof loginActive>>;

/**
 * The answers of the roles that close the books (policy viewBalanceHistory and viewReports): the
 * balance history, its statements and the reports open to these four and to nobody else.
 */
export const BOOKS_ROLE_ANSWERS = [
  ['owner', 'ok', 200],
  ['admin', 'ok', 200],
  ['financial', 'ok', 200],
  ['supervisor', 'ok', 200],
  ['supporter', 'FORBIDDEN', 403],
  ['technical', 'FORBIDDEN', 403],
];

/**
 * Every demo role signed in with today's active token, asking at once: [role, the query's error
 * code or 'ok', the download's HTTP status]. The download's body is not read.
 */
export const answersByRole = (
  s: TestServer,
  ask: (auth: Auth, role: DemoRole) => Promise<{ query: GraphQLResponse<unknown>; download: Response }>,
) =>
  Promise.all(
    DEMO_ROLES.map(async (role) => {
      const { query, download } = await ask(await loginActive(s, `${role}@demo.test`), role);
      await download.body?.cancel();
      return [role, query.errors?.[0]?.extensions?.code ?? 'ok', download.status];
    }),
  );
