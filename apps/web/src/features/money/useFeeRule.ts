import { useQuery } from '@apollo/client/react';
import { type FeeRule, feeRuleOf, type PaymentType } from '@paygate/contracts';
import { MoneyFeesDocument } from '../../gql/ops/MoneyFees';

/** A rule of the partner's fees as a money form previews it. */
export type RuleState<R> =
  | { status: 'loading' }
  | { status: 'error' }
  /** The partner's fees are withheld from this role (PRODUCT §6 seeFees): no figure is shown. */
  | { status: 'hidden' }
  | { status: 'ready'; rule: R };

export type FeeRuleState = RuleState<FeeRule | undefined>;

type Partner = { fees?: unknown; refund_fee_returned?: boolean | null };

/** partner.fees (and its refund rule) are null for a role that may not see fees. */
const useFeesRule = <R>(read: (partner: Partner) => R | null): RuleState<R> => {
  const { data, loading, error } = useQuery(MoneyFeesDocument, { fetchPolicy: 'cache-and-network' });
  const partner = data?.userInfo.partner;
  if (partner) {
    const rule = read(partner);
    return rule === null ? { status: 'hidden' } : { status: 'ready', rule };
  }
  if (error) return { status: 'error' };
  return loading ? { status: 'loading' } : { status: 'hidden' };
};

/**
 * The partner's fee rule of a payment type, as the server charges it (contracts' feeRuleOf), for
 * a money form's preview before it is submitted (issue 28 item 2). Every role that may move money
 * may see fees (policy: moveMoney ⊆ seeFees).
 */
export const useFeeRule = (type: PaymentType): FeeRuleState =>
  useFeesRule((partner) => (partner.fees == null ? null : feeRuleOf(partner.fees, type)));

/** Whether a refund gives back its share of the payment's fee (the partner's refund_fee_returned, PRODUCT §11). */
export const useRefundFeeRule = (): RuleState<boolean> => useFeesRule((partner) => partner.refund_fee_returned ?? null);
