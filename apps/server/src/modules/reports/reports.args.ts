import { type PartnerReportArgs, partnerReportArgs } from '@paygate/contracts';
import { parseInput } from '../../lib/validate.js';

// partnerReport's variables (GraphQL) and the CSV's query string (REST) → one request, checked once.

export const reportArgsOf = (args: unknown): PartnerReportArgs => parseInput(partnerReportArgs, args);
