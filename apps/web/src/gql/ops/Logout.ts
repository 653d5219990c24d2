import type * as Types from '../graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<Types.LogoutMutation, Types.LogoutMutationVariables>;