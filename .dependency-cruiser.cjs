// The server's layers and front doors (issue 27 item 2, ENGINEERING §2), checked by
// `node scripts/module-graph.mjs` in `npm test`; ARCHITECTURE.md ("Modules and layers") draws the
// graph. From the bottom:
//   foundation   lib/, db/, config.ts, logger.ts   import nothing above them
//   providers    providers/                        the foundation only
//   modules      modules/<domain>/                 the layers beneath, other modules through their index.ts;
//                                                  from the composition only the types of the context it
//                                                  hands them (GraphQLContext, Services, the contract's
//                                                  resolver types), never a value
//   composition  services.ts, app.ts, main.ts, startup.ts, graphql/, generated/, seed/, cli/
//                                                  wire the modules; they too enter a module by its index.ts
// Tests beside the code may import their own module's internals; apps/server/test and bench use
// the front doors like any other outsider.

const SERVER = '^apps/server/';
const SRC = '^apps/server/src/';
const MODULES = `${SRC}modules/`;
const FOUNDATION = [`${SRC}(lib|db)/`, `${SRC}(config|logger)\\.ts$`];
const COMPOSITION = [`${SRC}(graphql|generated|seed|cli)/`, `${SRC}(services|app|main|startup)\\.ts$`];
/** What a module may take from the composition: types only (graphql-codegen's resolver types carry the context). */
const CONTEXT_TYPES = `${SRC}(services\\.ts|graphql/context\\.ts|generated/)`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import cycle, type imports included. The only cycles allowed run through the type of the ' +
        'context the composition hands the modules (CONTEXT_TYPES), which names every service.',
      from: { path: SERVER },
      to: { circular: true, viaOnly: { pathNot: CONTEXT_TYPES } },
    },
    {
      name: 'foundation-imports-no-module',
      severity: 'error',
      comment: 'lib/, db/, config.ts and logger.ts sit beneath every module and import none of them.',
      from: { path: FOUNDATION },
      to: { path: [MODULES, `${SRC}providers/`, ...COMPOSITION] },
    },
    {
      name: 'providers-import-no-module',
      severity: 'error',
      comment: 'The banks, chains and rate feed sit beneath the modules that use them.',
      from: { path: `${SRC}providers/` },
      to: { path: [MODULES, ...COMPOSITION] },
    },
    {
      name: 'module-reaches-past-a-front-door',
      severity: 'error',
      comment: "A module enters another one only through its index.ts (a module's own files are its own).",
      from: { path: `${MODULES}([^/]+)/` },
      to: { path: MODULES, pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/index\\.ts$`] },
    },
    {
      name: 'outsider-reaches-past-a-front-door',
      severity: 'error',
      comment: 'The composition, the integration tests and the benches enter a module only through its index.ts.',
      from: { path: SERVER, pathNot: MODULES },
      to: { path: `${MODULES}[^/]+/.`, pathNot: `${MODULES}[^/]+/index\\.ts$` },
    },
    {
      name: 'module-takes-only-context-types-from-above',
      severity: 'error',
      comment: 'A module imports from the composition only `import type` of the context it is handed.',
      from: { path: MODULES },
      to: { path: CONTEXT_TYPES, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'module-imports-no-composition',
      severity: 'error',
      comment: 'Nothing else of the composition: it wires the modules, they never call back into it.',
      from: { path: MODULES },
      to: { path: COMPOSITION, pathNot: CONTEXT_TYPES },
    },
    {
      name: 'no-orphans',
      severity: 'error',
      comment: 'A server file nothing imports is dead, unless it is an entry point, a test, a bench or a declaration.',
      from: {
        orphan: true,
        path: SRC,
        pathNot: [`${SRC}(main|cli/main)\\.ts$`, '\\.test\\.ts$', '\\.d\\.ts$'],
      },
      to: {},
    },
  ],
  options: {
    includeOnly: SERVER,
    exclude: { path: ['node_modules', `${SERVER}(dist|build)/`] },
    // Type imports count: a cycle of types is still two modules that cannot be read apart.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'apps/server/tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs', '.json'] },
  },
};
