import type { ApolloClient } from '@apollo/client';
import type { DocumentNode } from 'graphql';

// After a movement the balance cards, the dashboard figures and the transaction list refresh
// (issue #6 §3). Their documents belong to other screens, whose operation names this feature does
// not know: active queries are picked by the root fields they ask for instead.

export const MONEY_ROOT_FIELDS = new Set([
  'getPayableBalance',
  'getCryptoChainAvailableBalance',
  'allPayment',
  'partnerDashboard',
]);

/** The root fields a document's operations select. */
export const rootFieldsOf = (document: DocumentNode): string[] =>
  document.definitions.flatMap((definition) =>
    definition.kind === 'OperationDefinition'
      ? definition.selectionSet.selections.flatMap((s) => (s.kind === 'Field' ? [s.name.value] : []))
      : [],
  );

export const touchesMoney = (document: DocumentNode) => rootFieldsOf(document).some((f) => MONEY_ROOT_FIELDS.has(f));

/** Refetches every active query that reads balances or payments. */
export const refreshMoney = async (client: ApolloClient) => {
  try {
    await client.refetchQueries({ include: 'active', onQueryUpdated: (query) => touchesMoney(query.query) });
  } catch (error) {
    // A failed refresh leaves the old figures; network errors are only logged (PRODUCT §8).
    console.error(error);
  }
};
