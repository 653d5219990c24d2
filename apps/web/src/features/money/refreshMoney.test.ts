import { ApolloLink } from '@apollo/client';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { UserInfoQuery } from '../../gql/graphql';
import { CryptoChainBalanceDocument } from '../../gql/ops/CryptoChainBalance';
import { MoneyPayableBalanceDocument } from '../../gql/ops/MoneyPayableBalance';
import { UserInfoDocument } from '../../gql/ops/UserInfo';
import { createApolloClient } from '../../lib/apollo';
import { refreshMoney, rootFieldsOf, touchesMoney } from './refreshMoney';
import { viewer } from './testSupport';

describe('the queries a movement refreshes', () => {
  it('are those that read balances, payments or the dashboard, whatever their operation name', () => {
    expect(rootFieldsOf(MoneyPayableBalanceDocument)).toEqual(['getPayableBalance']);
    expect(touchesMoney(MoneyPayableBalanceDocument)).toBe(true);
    expect(touchesMoney(CryptoChainBalanceDocument)).toBe(true);
    expect(touchesMoney(UserInfoDocument)).toBe(false);
  });

  it('refetches the active balance query and leaves the others', async () => {
    const sent: string[] = [];
    const user: UserInfoQuery = viewer();
    const link = new ApolloLink((operation) => {
      sent.push(operation.operationName ?? '');
      return of(
        operation.operationName === 'UserInfo'
          ? { data: user }
          : {
              data: {
                getPayableBalance: [
                  { __typename: 'Balance', amount: String(sent.length), currency: 'VND', chain: null },
                ],
              },
            },
      );
    });
    const client = createApolloClient(link);
    const balances = client
      .watchQuery({ query: MoneyPayableBalanceDocument, variables: { app_id: 'a1', app_status: 'PRODUCTION' } })
      .subscribe(() => {});
    const me = client.watchQuery({ query: UserInfoDocument }).subscribe(() => {});
    await new Promise((r) => setTimeout(r, 0));
    expect([...sent].sort()).toEqual(['MoneyPayableBalance', 'UserInfo']);

    await refreshMoney(client);
    expect(sent.filter((name) => name === 'MoneyPayableBalance')).toHaveLength(2);
    expect(sent.filter((name) => name === 'UserInfo')).toHaveLength(1);
    balances.unsubscribe();
    me.unsubscribe();
  });
});
