import { useApolloClient } from '@apollo/client/react';
import type { PaymentChange } from '@paygate/contracts';
import { useMemo, useState } from 'react';
import type { TransactionListQueryVariables } from '../../gql/graphql';
import { TransactionListDocument } from '../../gql/ops/TransactionList';
import { type ChangeSourceFactory, usePaymentChanges, useThrottledCallback } from '../../lib/usePaymentChanges';

// The live list (issue #15 item 4). A change of a row on screen updates that row in place (its
// status and refunded amount, from the event). Any other change may be a new payment of this list: the list's total
// is asked again (same filters, through GraphQL and the role's rules) and the difference from the
// total on screen is the "N new payments" the bar offers — the rows themselves never move under
// the cursor until the user asks for them. When the stream says it lost track (a change may have
// been missed, ADR 0025) the list on screen is fetched again, rows and statuses, and counted again.

/** The total is asked at most this often while payments stream in. */
const RECOUNT_MS = 1_000;

export const useNewPayments = (options: {
  isLive: boolean;
  variables: TransactionListQueryVariables;
  shown: { total: number; ids: readonly string[] } | undefined;
  /** The stream (tests pass a fake). */
  createSource?: ChangeSourceFactory;
}): number => {
  const { isLive, variables, shown, createSource } = options;
  const client = useApolloClient();
  const [fresh, setFresh] = useState<{ key: string; total: number }>();
  const key = JSON.stringify(variables);
  const shownIds = useMemo(() => new Set(shown?.ids ?? []), [shown?.ids]);

  const recount = useThrottledCallback(() => {
    void client
      .query({ query: TransactionListDocument, variables, fetchPolicy: 'no-cache' })
      .then(({ data }) => {
        if (data) setFresh({ key, total: data.allPayment.total });
      })
      .catch(() => undefined);
  }, RECOUNT_MS);

  const onChange = (change: PaymentChange) => {
    if (!shownIds.has(change.paymentId)) return recount();
    client.cache.modify({
      id: client.cache.identify({ __typename: 'Payment', id: change.paymentId }),
      // A partial refund leaves the status and changes only the refunded amount (PRODUCT §11).
      fields: {
        status: () => change.status,
        ...(change.refundedAmount === undefined ? {} : { refunded_amount: () => change.refundedAmount }),
      },
    });
  };
  const onReset = () => {
    void client.refetchQueries({ include: [TransactionListDocument] }).catch(() => undefined);
    recount();
  };
  usePaymentChanges('transaction', isLive, { onChange, onResume: recount, onReset }, createSource);

  // A count made for other filters says nothing about these.
  if (!fresh || fresh.key !== key || !shown) return 0;
  return Math.max(0, fresh.total - shown.total);
};
