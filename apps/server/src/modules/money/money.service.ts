import type { AccountType, PaymentType } from '@paygate/contracts';
import { eq } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import { users } from '../../db/schema.js';
import type { PartnerAccess } from '../../lib/caller.js';
import { type JobQueue, QUEUES } from '../../lib/jobs.js';
import { evidenceById, type PaymentRow } from '../payments/index.js';
import type { CashOutConfirmations } from './cash-out-confirmation.js';
import { cashIn } from './flows/cash-in.js';
import { type CashOutDeps, cashOut, settleCashOut } from './flows/cash-out.js';
import {
  addEvidence,
  type ComplaintDeps,
  complainFromCheckout,
  decideFromCheckout,
  openEvidence,
  respondToComplaint,
  runComplaintJob,
} from './flows/complaint.js';
import { deposit } from './flows/deposit.js';
import { type ExchangeDeps, exchange } from './flows/exchange.js';
import { type RefundDeps, refundFromGateway, refundFromPortal, settleRefund } from './flows/refund.js';
import { settleWithdraw, withdraw } from './flows/withdraw.js';
import type { CheckoutDeps } from './steps/checkout.js';
import { lookupPayee } from './steps/payee.js';
import type { SettlementJob } from './steps/payout.js';

// The money module's front: each money movement is a flow of its own in flows/ (cash-in, cash-out,
// deposit, withdraw, exchange; the gateway's pay-in), built from the shared steps in steps/ and
// posting by ledger/postings.ts. This class binds them to what they use and registers the
// settlement handler of the payouts the module accepts.

export type MoneyDeps = CashOutDeps &
  CheckoutDeps &
  ExchangeDeps &
  RefundDeps &
  ComplaintDeps & { jobs: JobQueue; options: CheckoutDeps['options'] & ComplaintDeps['options'] };

/** Which flow settles a payout of each type (its settle half); a refund's job names the refund. */
const SETTLE_OF: Partial<Record<PaymentType, (deps: MoneyDeps, payment: PaymentRow) => Promise<void>>> = {
  CASH_OUT: settleCashOut,
  PAY_CRYPTO_WITHDRAW: settleWithdraw,
};

type Body = Record<string, unknown>;

export class MoneyService {
  /** The cash-out confirmations (ADR 0008). */
  readonly confirmations: CashOutConfirmations;

  constructor(private readonly deps: MoneyDeps) {
    this.confirmations = deps.confirmations;
    // Read at each run, so a wrapped settle (the metrics' count) is the one that runs.
    deps.jobs.register(QUEUES.settlement, (job) => this.settle(job));
    deps.jobs.register(QUEUES.complaint, (job) => runComplaintJob(this.deps, job.data));
  }

  /** POST /v1/partner/transfer/cms: flows/cash-out.ts. */
  cashOut = (access: PartnerAccess, body: Body) => cashOut(this.deps, access, body);
  /** POST /v1/partner/crypto-withdraw: flows/withdraw.ts. */
  withdraw = (access: PartnerAccess, body: Body) => withdraw(this.deps, access, body);
  /** POST /v1/partner/cmsCashInVND: flows/cash-in.ts. */
  cashIn = (access: PartnerAccess, body: Body) => cashIn(this.deps, access, body);
  /** POST /v1/partner/cmsDepositCrypto: flows/deposit.ts. */
  deposit = (access: PartnerAccess, body: Body) => deposit(this.deps, access, body);
  /** GraphQL exchangeCrypto: flows/exchange.ts. */
  exchange = (access: PartnerAccess, args: Body) => exchange(this.deps, access, args);
  /** GraphQL refundPayment: flows/refund.ts. */
  refund = (access: PartnerAccess, args: Body) => refundFromPortal(this.deps, access, args);
  /** POST /v1/partner/refund, signed with the app secret: flows/refund.ts. */
  refundForApp = (body: Body) => refundFromGateway(this.deps, body);
  /** POST /v1/checkout/{token}/complain, sandbox only: flows/complaint.ts. */
  complain = (token: string, body: Body) => complainFromCheckout(this.deps, token, body);
  /** POST /v1/checkout/{token}/complaint/decide, sandbox only: flows/complaint.ts. */
  decideComplaint = (token: string, body: Body) => decideFromCheckout(this.deps, token, body);
  /** GraphQL respondComplaint: flows/complaint.ts. */
  respondComplaint = (access: PartnerAccess, args: Body) => respondToComplaint(this.deps, access, args);
  /** POST /v1/complaint/evidence: flows/complaint.ts. */
  addEvidence = (access: PartnerAccess, file: Parameters<typeof addEvidence>[2]) =>
    addEvidence(this.deps, access, file);
  /** A complaint's file of evidence, without its bytes (the caller owns its complaint). */
  evidenceInfo = (id: string) => evidenceById(this.deps.db, id);
  /** An answering member's name, as the complaint shows it. */
  memberName = async (userId: string) => {
    const [row] = await this.deps.db.select({ name: users.name }).from(users).where(eq(users.id, userId));
    return row?.name ?? null;
  };
  /** GET /v1/complaint/evidence/{id}: flows/complaint.ts. */
  openEvidence = (access: PartnerAccess, id: string) => openEvidence(this.deps, access, id);
  /**
   * The settlement queue's handler: the settle half of the flow that accepted the payout or the
   * refund. One no longer PENDING (settled before a retry of its job) is left alone.
   */
  settle = async (job: Job<SettlementJob>): Promise<void> => {
    if ('refundId' in job.data) return settleRefund(this.deps, job.data.refundId);
    const payment = await this.deps.payments.byId(job.data.paymentId);
    if (payment?.status !== 'PENDING') return;
    const settle = SETTLE_OF[payment.type as PaymentType];
    if (!settle) throw new Error(`no settlement for payment type ${payment.type}`);
    await settle(this.deps, payment);
  };
  /** The portal's Check Info: the same payee lookup as the cash-out's. */
  lookupPayee = (bankCode: string, accountNumber: string, accountType: AccountType) =>
    lookupPayee(this.deps.providers.banks, bankCode, accountNumber, accountType);
}
