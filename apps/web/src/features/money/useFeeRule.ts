import { useQuery } from '@apollo/client/react';
import { type FeeRule, feeRuleOf, type PaymentType } from '@paygate/contracts';
import { MoneyFeesDocument } from '../../gql/graphql';

export type FeeRuleState =
  | { status: 'loading' }
  | { status: 'error' }
  /** The partner's fees are withheld from this role (PRODUCT §6 seeFees): no figure is shown. */
  | { status: 'hidden' }
  | { status: 'ready'; rule: FeeRule | undefined };

/**
 * The partner's fee rule of a payment type, as the server charges it (contracts' feeRuleOf), for
 * a money form's preview before it is submitted (issue 28 item 2). partner.fees is null for a role
 * that may not see fees; every role that may move money may see them (policy: moveMoney ⊆ seeFees).
 */
export const useFeeRule = (type: PaymentType): FeeRuleState => {
  const { data, loading, error } = useQuery(MoneyFeesDocument, { fetchPolicy: 'cache-and-network' });
  const partner = data?.userInfo.partner;
  if (partner)
    return partner.fees == null ? { status: 'hidden' } : { status: 'ready', rule: feeRuleOf(partner.fees, type) };
  if (error) return { status: 'error' };
  return loading ? { status: 'loading' } : { status: 'hidden' };
};
