import { ApolloProvider, useQuery } from '@apollo/client/react';
import { PAYMENT_CHANGE_EVENT } from '@paygate/contracts';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TransactionListQueryVariables } from '../../gql/graphql';
import { TransactionListDocument } from '../../gql/ops/TransactionList';
import { createApolloClient } from '../../lib/apollo';
import type { ChangeSource } from '../../lib/usePaymentChanges';
import { recordingLink, type Sent, sentOf } from '../active-token/testSupport';
import { useNewPayments } from './useNewPayments';

// Issue #26 item 2 (ADR 0025): when the live stream says it lost track, the list on screen is
// fetched again by itself, not left showing what it showed before the gap.

/** A recorded EventSource: the test plays the server's events. */
class FakeSource implements ChangeSource {
  static opened: FakeSource[] = [];
  readyState = 1;
  onerror: ((event: Event) => void) | null = null;
  private readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = 2;
  }
  emit(type: string, data: unknown, lastEventId = '') {
    for (const l of this.listeners.get(type) ?? [])
      l(new MessageEvent(type, { data: JSON.stringify(data), lastEventId }));
  }
}
const createSource = (url: string) => new FakeSource(url);

const page = (total: number, status: string) => ({
  data: {
    allPayment: {
      __typename: 'PaymentList',
      total,
      amount: '100000',
      crypto_amount: '{}',
      ...Object.fromEntries(
        ['incoming', 'outgoing', 'refunded'].map((side) => [
          side,
          { __typename: 'PaymentDirectionTotals', total: 0, amount: '0', crypto_amount: '{}' },
        ]),
      ),
      data: [
        {
          __typename: 'Payment',
          id: 'p1',
          transaction_id: 'order-1',
          amount: '100000',
          crypto_amount: null,
          currency: 'VND',
          chain: null,
          app_status: 'PRODUCTION',
          completed_time: null,
          failure_reason: null,
          bank: 'VCB',
          fee: '1000',
          status,
          refunded_amount: '0',
          type: 'ATM_CARD',
          pay_id: null,
          pay_memo: null,
          user_id: null,
          made_by: null,
          direction: 'INCOMING',
          created_time: '2026-11-26T10:00:00.000Z',
          source: null,
          channel: null,
          app: { __typename: 'PaymentApp', id: 'app-1', name: 'Shop', logo: null },
        },
      ],
    },
  },
});

const variables = { limit: 20, page: 1 } as unknown as TransactionListQueryVariables;

afterEach(() => {
  cleanup();
  FakeSource.opened = [];
});

describe('useNewPayments', () => {
  it('fetches the list on screen again when the stream says it lost track', async () => {
    // The server's list: the payment on screen was PENDING, and it settled while the stream was cut.
    let status = 'PENDING';
    const sent: Sent[] = [];
    const client = createApolloClient(recordingLink(() => page(1, status), sent));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApolloProvider client={client}>{children}</ApolloProvider>
    );
    const { result } = renderHook(
      () => {
        const { data } = useQuery(TransactionListDocument, { variables });
        const newCount = useNewPayments({
          isLive: true,
          variables,
          shown: data ? { total: data.allPayment.total, ids: data.allPayment.data.map((p) => p.id) } : undefined,
          createSource,
        });
        return { rows: data?.allPayment.data, newCount };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.rows?.[0]?.status).toBe('PENDING'));
    expect(sentOf(sent, 'TransactionList')).toHaveLength(1);

    status = 'SUCCESS';
    act(() => FakeSource.opened.at(-1)?.emit('reset', { reason: 'feed_back' }, 'x-1'));

    // The rows on screen are asked for again and show what the server has now.
    await waitFor(() => expect(result.current.rows?.[0]?.status).toBe('SUCCESS'));
    expect(sentOf(sent, 'TransactionList').length).toBeGreaterThanOrEqual(2);
    expect(result.current.newCount).toBe(0);
    // The stream stays open: nothing reconnected.
    expect(FakeSource.opened).toHaveLength(1);
  });

  it('shows a partial refund of a row on screen in place: its refunded amount, its status kept, no refetch', async () => {
    const sent: Sent[] = [];
    const client = createApolloClient(recordingLink(() => page(1, 'SUCCESS'), sent));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApolloProvider client={client}>{children}</ApolloProvider>
    );
    const { result } = renderHook(
      () => {
        const { data } = useQuery(TransactionListDocument, { variables });
        useNewPayments({
          isLive: true,
          variables,
          shown: data ? { total: data.allPayment.total, ids: data.allPayment.data.map((p) => p.id) } : undefined,
          createSource,
        });
        return data?.allPayment.data[0];
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current?.refunded_amount).toBe('0'));
    act(() =>
      FakeSource.opened.at(-1)?.emit(
        PAYMENT_CHANGE_EVENT,
        {
          paymentId: 'p1',
          partnerId: 'partner-1',
          status: 'SUCCESS',
          refundedAmount: '25000',
          updatedAt: '2026-11-26T11:00:00.000Z',
        },
        'x-2',
      ),
    );
    await waitFor(() => expect(result.current?.refunded_amount).toBe('25000'));
    expect(result.current?.status).toBe('SUCCESS');
    expect(sentOf(sent, 'TransactionList')).toHaveLength(1);
  });
});
