import {
  type PartnerFeeReportArgs,
  type PartnerPayoutReportArgs,
  type PartnerReportArgs,
  partnerFeeReportArgs,
  partnerPayoutReportArgs,
  partnerReportArgs,
} from '@paygate/contracts';
import { parseInput } from '../../lib/validate.js';

// partnerReport's variables (GraphQL) and the CSV's query string (REST) → one request, checked once.

export const reportArgsOf = (args: unknown): PartnerReportArgs => parseInput(partnerReportArgs, args);
export const feeReportArgsOf = (args: unknown): PartnerFeeReportArgs => parseInput(partnerFeeReportArgs, args);
export const payoutReportArgsOf = (args: unknown): PartnerPayoutReportArgs => parseInput(partnerPayoutReportArgs, args);
