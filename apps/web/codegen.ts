import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for the operations the portal sends; one named operation per document,
// colocated with its feature (ENGINEERING §5.6). Scalars are mapped explicitly.
const SCALARS = { Decimal: 'string', DateTime: 'string', JSON: 'unknown' };
const DOCUMENTS = ['src/**/*.graphql', '!src/**/*.client-schema.graphql'];

/**
 * Each .graphql file's documents also get a module of their own, `src/gql/ops/<name>.ts`, and the
 * screens import their documents from there. `src/gql/graphql.ts` (the client preset) holds every
 * document of the portal in one module, and a module is never split: every route downloaded every
 * screen's documents (5.3 KB gzip), and a field added to a lazily opened form cost each route's
 * budget. From its own module a document travels with the code that sends it. The types stay in
 * `graphql.ts` (type imports weigh nothing).
 */
const operationFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : operationFiles(full);
    return entry.name.endsWith('.graphql') && !entry.name.endsWith('.client-schema.graphql') ? [full] : [];
  });

const sources = operationFiles('src');
const outputOf = (file: string) => `src/gql/ops/${path.basename(file, '.graphql')}.ts`;
const collision = sources.find((file, i) => sources.findIndex((other) => outputOf(other) === outputOf(file)) !== i);
if (collision)
  throw new Error(`${collision}: another .graphql file has its name, and both would be ${outputOf(collision)}`);

const perFile = Object.fromEntries(
  sources.map((file) => [
    outputOf(file),
    {
      documents: [file],
      plugins: [{ add: { content: "import type * as Types from '../graphql';" } }, 'typed-document-node'],
      config: { useTypeImports: true, importOperationTypesFrom: 'Types' },
    },
  ]),
);

const config: CodegenConfig = {
  schema: ['../../packages/contracts/schema.graphql', 'src/lib/appConfig.client-schema.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'src/gql/': {
      // Documents per output: a root `documents` would be added to every file's own.
      documents: DOCUMENTS,
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: SCALARS },
    },
    ...perFile,
  },
};
export default config;
