import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for the operations the portal sends; one named operation per document,
// colocated with its feature (ENGINEERING §5.6). Scalars are mapped explicitly.
const config: CodegenConfig = {
  schema: ['../../packages/contracts/schema.graphql', 'src/lib/appConfig.client-schema.graphql'],
  documents: ['src/**/*.graphql', '!src/**/*.client-schema.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { Decimal: 'string', DateTime: 'string', JSON: 'unknown' },
      },
    },
  },
};
export default config;
