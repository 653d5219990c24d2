import { createRequire } from 'node:module';

// Mercurius loads graphql with require(); an ESM import would load a second copy, and graphql's
// instanceof checks then fail ("Cannot use GraphQLNonNull from another module or realm").
// Every runtime value from graphql that meets mercurius comes from this one instance.
const require = createRequire(import.meta.url);
export const graphql = require('graphql') as typeof import('graphql');
