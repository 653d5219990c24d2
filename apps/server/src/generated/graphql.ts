import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { PartnerParent, UserParent, UserPartnerParent } from '../modules/partners/index.js';
import type { AppRow } from '../db/schema.js';
import type { ChannelRow, SourceRow } from '../modules/apps/index.js';
import type { WebhookAttemptRow, WebhookDeliveryRow, WebhookDeliveryPageParent, EndpointStatus, NotificationRow } from '../modules/webhooks/index.js';
import type { TransactionViewRow } from '../modules/transaction-views/index.js';
import type { ListedPayment, TimelineEvent, PaymentListParent } from '../modules/transactions/index.js';
import type { ComplaintRow } from '../modules/payments/index.js';
import type { DashboardView } from '../modules/dashboard/index.js';
import type { AuditRow, AuditEntryPageParent } from '../modules/audit/index.js';
import type { SearchHitRow } from '../modules/search/index.js';
import type { GraphQLContext } from '../graphql/context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** ISO 8601 date-time with offset, e.g. 2026-11-22T10:00:00.000Z. */
  DateTime: { input: Date | string; output: Date | string; }
  /** Decimal number as a string: integer VND ("250000000") or a crypto amount with up to 3 decimals ("0.5"). Never a float. */
  Decimal: { input: string; output: string; }
  /** Arbitrary JSON value (partner fees, webhook sample). */
  JSON: { input: unknown; output: unknown; }
};

export type AccountType =
  | 'BANK_ACCOUNT'
  | 'CARD_NUMBER';

export type ActiveToken = {
  __typename?: 'ActiveToken';
  active_token: Scalars['String']['output'];
  expires_at: Scalars['DateTime']['output'];
};

export type App = {
  __typename?: 'App';
  /** Shown only to roles that manage apps; null for the others. */
  app_secret?: Maybe<Scalars['String']['output']>;
  created_time: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  list_channel: Array<Channel>;
  logo?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** Until then the secret replaced by the last rotation still verifies; null when none does. */
  previous_secret_expires_at?: Maybe<Scalars['DateTime']['output']>;
  /** Until then webhooks are signed with the webhook secret replaced by the last rotation too; null when not. */
  previous_webhook_secret_expires_at?: Maybe<Scalars['DateTime']['output']>;
  status: AppStatus;
  /** Signing secret of the app's webhooks (Standard Webhooks, whsec_…); managers only. */
  webhook_secret?: Maybe<Scalars['String']['output']>;
  /** How the webhook endpoint is doing, from its recent delivery attempts (issue #14). */
  webhook_status: WebhookEndpointStatus;
  webhook_url?: Maybe<Scalars['String']['output']>;
};

export type AppStatus =
  | 'DEVELOPMENT'
  | 'PRODUCTION';

/** A person who appears in the partner's audit log: the actor filter's choices. */
export type AuditActor = {
  __typename?: 'AuditActor';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** One entry of the partner's audit log (issue #15 item 1), newest first. Entries are never changed. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** auth.login, app.created… (AUDIT_ACTIONS in the contracts). */
  action: Scalars['String']['output'];
  actor_email?: Maybe<Scalars['String']['output']>;
  actor_id?: Maybe<Scalars['ID']['output']>;
  /** The actor's name and e-mail when the entry was written. */
  actor_name?: Maybe<Scalars['String']['output']>;
  /** USER, OPERATOR (the operator CLI) or SYSTEM (the server, e.g. a payout's settlement). */
  actor_type: Scalars['String']['output'];
  /** Changed fields: { field: { before, after } }; secrets, passwords and codes are never stored. */
  changes?: Maybe<Scalars['JSON']['output']>;
  created_time: Scalars['DateTime']['output'];
  /** sha256 of this entry with the previous entry's hash. */
  hash: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  ip?: Maybe<Scalars['String']['output']>;
  prev_hash?: Maybe<Scalars['String']['output']>;
  /** Position in the partner's hash chain, from 1. */
  seq: Scalars['String']['output'];
  session_id?: Maybe<Scalars['ID']['output']>;
  target_id?: Maybe<Scalars['String']['output']>;
  target_label?: Maybe<Scalars['String']['output']>;
  target_type?: Maybe<Scalars['String']['output']>;
  user_agent?: Maybe<Scalars['String']['output']>;
};

export type AuditEntryPage = {
  __typename?: 'AuditEntryPage';
  data: Array<AuditEntry>;
  /** Whether a further page exists (the log is not counted: it may hold millions of entries). */
  has_more: Scalars['Boolean']['output'];
};

export type Balance = {
  __typename?: 'Balance';
  amount: Scalars['Decimal']['output'];
  /** Chain for token balances (polygon, bsc, eth); null for VND. */
  chain?: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
};

export type BalanceHistory = {
  __typename?: 'BalanceHistory';
  data: Array<BalanceMovement>;
  /** Every kind a line can have (the filter's choices), from the ledger's posting rules. */
  kinds: Array<Scalars['String']['output']>;
  /** The lines the filter keeps; with a kind or dates, counted up to BALANCE_HISTORY_COUNT_CAP (10,000). */
  total: Scalars['Int']['output'];
  /** True when more lines match than were counted: total is the cap and the list goes on. */
  total_capped: Scalars['Boolean']['output'];
};

/** One movement of a merchant balance (issue 30 item 1): a ledger line, with the balance after it. */
export type BalanceMovement = {
  __typename?: 'BalanceMovement';
  /** Signed: what the balance moved by. */
  amount: Scalars['Decimal']['output'];
  balance_after: Scalars['Decimal']['output'];
  /** Chain for tokens; null for VND. */
  chain?: Maybe<Scalars['String']['output']>;
  created_time: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  /** The gateway's fee in the same posting, as the merchant pays it (negative when given back); null without one. */
  fee?: Maybe<Scalars['Decimal']['output']>;
  id: Scalars['ID']['output'];
  /** The posting that moved the balance: the payment's type and outcome (CASH_OUT_ACCEPTED, ATM_CARD_SUCCESS…). */
  kind: Scalars['String']['output'];
  /** The payment it belongs to; its detail is /transaction/{payment_id}. */
  payment_id?: Maybe<Scalars['ID']['output']>;
};

/** A statement of one balance for a closed period (issue 30 item 2): opening + credits + debits = closing. */
export type BalanceStatement = {
  __typename?: 'BalanceStatement';
  chain?: Maybe<Scalars['String']['output']>;
  closing_balance: Scalars['Decimal']['output'];
  currency: Scalars['String']['output'];
  /** Its first instant in the partner's time zone. */
  from: Scalars['DateTime']['output'];
  kinds: Array<StatementKind>;
  made_at: Scalars['DateTime']['output'];
  opening_balance: Scalars['Decimal']['output'];
  /** Payments of the app in this currency made in the period and still PENDING: they post when they finish. */
  pending_payments: Scalars['Int']['output'];
  /** The period as asked: 2026-10 or 2026-10-31. */
  period: Scalars['String']['output'];
  total_count: Scalars['Int']['output'];
  total_credits: Scalars['Decimal']['output'];
  total_debits: Scalars['Decimal']['output'];
  total_fees: Scalars['Decimal']['output'];
  /** The first instant after it. */
  until: Scalars['DateTime']['output'];
};

export type Bank = {
  __typename?: 'Bank';
  bank_code: Scalars['String']['output'];
  bank_name: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type BankAccountInfo = {
  __typename?: 'BankAccountInfo';
  account_name: Scalars['String']['output'];
  account_number: Scalars['String']['output'];
  account_type: AccountType;
  available_balance?: Maybe<Scalars['Decimal']['output']>;
  bank_code: Scalars['String']['output'];
};

export type ChainBalance = {
  __typename?: 'ChainBalance';
  balance?: Maybe<Scalars['Decimal']['output']>;
  success: Scalars['Boolean']['output'];
};

export type Channel = {
  __typename?: 'Channel';
  id: Scalars['ID']['output'];
  is_default: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
};

/** A payer's complaint about a successful payment (PRODUCT §12, docs/adr/0031-complaints.md). */
export type Complaint = {
  __typename?: 'Complaint';
  /** What the payer disputes: what was left to refund of the payment when it opened. */
  amount: Scalars['Decimal']['output'];
  complaint_id: Scalars['ID']['output'];
  created_at: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  evidence?: Maybe<ComplaintEvidence>;
  /** What the available balance gave to the hold (all of amount unless it had less); back in the balance once resolved. */
  held: Scalars['Decimal']['output'];
  /** The merchant's note when contesting. */
  note?: Maybe<Scalars['String']['output']>;
  outcome?: Maybe<ComplaintOutcome>;
  payment_id: Scalars['ID']['output'];
  /** The payer's reason. */
  reason: Scalars['String']['output'];
  /** The refund a REFUNDED outcome made. */
  refund_id?: Maybe<Scalars['ID']['output']>;
  resolved_at?: Maybe<Scalars['DateTime']['output']>;
  /** The merchant's answer is due by then; without one the payer is refunded. */
  respond_by: Scalars['DateTime']['output'];
  responded_at?: Maybe<Scalars['DateTime']['output']>;
  /** The member who answered, by name (null for a member since removed). */
  responded_by?: Maybe<Scalars['String']['output']>;
  response?: Maybe<ComplaintResponse>;
  status: ComplaintStatus;
};

/** A file of evidence a member uploaded for a complaint (POST /v1/complaint/evidence; read at GET /v1/complaint/evidence/{evidence_id}). */
export type ComplaintEvidence = {
  __typename?: 'ComplaintEvidence';
  content_type: Scalars['String']['output'];
  evidence_id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  size: Scalars['Int']['output'];
};

/** How a resolved complaint ended: the merchant keeps the payment (hold released), or the payer is refunded. */
export type ComplaintOutcome =
  | 'PAYMENT_KEPT'
  | 'REFUNDED';

/** The merchant's answer: ACCEPT refunds the payer at once; CONTEST sends a note (and evidence) to the payer's bank. */
export type ComplaintResponse =
  | 'ACCEPT'
  | 'CONTEST';

export type ComplaintStatus =
  | 'OPEN'
  | 'RESOLVED';

export type CurrencyAmount = {
  __typename?: 'CurrencyAmount';
  amount: Scalars['Decimal']['output'];
  currency: Scalars['String']['output'];
};

export type DashboardData = {
  __typename?: 'DashboardData';
  list_channel_active: Array<NamedCount>;
  list_source_active: Array<NamedCount>;
  payment_failed_group_by_date: Array<DateGroup>;
  payment_success_group_by_date: Array<DateGroup>;
  payment_success_group_by_date_time: Array<DateTimeGroup>;
  payment_success_group_by_time_in_24_hour: Array<TimeRangeAmount>;
  /** Revenue net of refunds: what payers paid in the range (SUCCESS, REFUNDED and IN_COMPLAIN payments) less total_amount_refunded; negative when refunds exceed it. */
  total_amount_net: Scalars['Decimal']['output'];
  /** Refunds accepted in the range, pending and succeeded, at the refund's own time (PRODUCT §11). */
  total_amount_refunded: Scalars['Decimal']['output'];
  /** Payers' SUCCESS payments in the range (a wholly refunded payment reads REFUNDED and is not here). */
  total_amount_success: Scalars['Decimal']['output'];
  total_channel_active: Scalars['Int']['output'];
  total_payment_failed: Scalars['Int']['output'];
  total_payment_success: Scalars['Int']['output'];
  total_source_active: Scalars['Int']['output'];
};

export type DateGroup = {
  __typename?: 'DateGroup';
  date: Scalars['String']['output'];
  total_amount: Scalars['Decimal']['output'];
  total_payment: Scalars['Int']['output'];
};

export type DateTimeGroup = {
  __typename?: 'DateTimeGroup';
  data: Array<DowCount>;
  range: Scalars['String']['output'];
};

export type DowCount = {
  __typename?: 'DowCount';
  dow: Scalars['Int']['output'];
  total_payment: Scalars['Int']['output'];
};

export type ExchangeResult = {
  __typename?: 'ExchangeResult';
  payment_id: Scalars['ID']['output'];
  payment_url?: Maybe<Scalars['String']['output']>;
  web_token?: Maybe<Scalars['String']['output']>;
};

/**
 * One month (of the partner's zone), method and currency of the fee report (issue 30 item 3): the
 * fees the partner's PRODUCTION postings charged and gave back. The nets add up to the gateway's fee
 * postings of those payments, exactly.
 */
export type FeeReportRow = {
  __typename?: 'FeeReportRow';
  chain?: Maybe<Scalars['String']['output']>;
  charged: Scalars['Decimal']['output'];
  /** Postings that charged a fee. */
  charges: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  /** The payment type that charged it, or REFUND (a refund's fee share given back). */
  method: Scalars['String']['output'];
  /** YYYY-MM in the partner's time zone: when the fee was posted. */
  month: Scalars['String']['output'];
  /** charged + returned. */
  net: Scalars['Decimal']['output'];
  /** Fees given back (a failed payout's, a refund's share): 0 or negative. */
  returned: Scalars['Decimal']['output'];
};

/** The fee report's figures of one currency (and chain) over the whole range. */
export type FeeReportTotal = {
  __typename?: 'FeeReportTotal';
  chain?: Maybe<Scalars['String']['output']>;
  charged: Scalars['Decimal']['output'];
  charges: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  net: Scalars['Decimal']['output'];
  returned: Scalars['Decimal']['output'];
};

export type InviteToken = {
  __typename?: 'InviteToken';
  expires_at: Scalars['DateTime']['output'];
  invite_token: Scalars['String']['output'];
  role: Role;
};

/** A language the portal speaks (issue 31): English or Vietnamese. */
export type Language =
  | 'en'
  | 'vi';

export type LoginResult = {
  __typename?: 'LoginResult';
  /** Null after e-mail verification while the account still waits for administrator activation. */
  access_token?: Maybe<Scalars['String']['output']>;
  user: UserSummary;
};

export type Mutation = {
  __typename?: 'Mutation';
  activeDashBoard: ActiveToken;
  activeUser: LoginResult;
  changePassword: Scalars['Boolean']['output'];
  /** A code (TOTP or recovery) is needed when the new list leaves out a use the current one has. */
  configTOTP: Scalars['Boolean']['output'];
  createApp: App;
  createChannel: Channel;
  createInviteToken: InviteToken;
  createPartner: Partner;
  createSource: Source;
  deleteTransactionView: Scalars['Boolean']['output'];
  /** Needs the password and a code (TOTP or recovery). */
  disableTOTP: Scalars['Boolean']['output'];
  enableTOTP: TotpEnabled;
  exchangeCrypto: ExchangeResult;
  genTOTP: TotpSecret;
  joinPartner: Partner;
  loginByPassword: LoginResult;
  /** Revokes the caller's session: every token of it answers 410 afterwards. */
  logout: Scalars['Boolean']['output'];
  /** Refunds a payer's successful payment, wholly or in part (PRODUCT §11): OWNER and FINANCIAL; otp when totp_config holds refund. transaction_id is the refund's own (a retry answers the first refund). */
  refundPayment: RefundResult;
  registerByEmail: Scalars['Boolean']['output'];
  removeApp: Scalars['Boolean']['output'];
  removeUserPartner: Scalars['Boolean']['output'];
  renameTransactionView: TransactionView;
  requestResetUserPassword: Scalars['Boolean']['output'];
  /** Queues every payment event of the app that failed every attempt in the range (once per event). */
  resendFailedWebhooks: WebhookResendResult;
  resendPaymentToWebhook: WebhookAttempt;
  /**
   * Delivers an event of a payment of this app again now: the same webhook-id, a new attempt. message_id (a
   * delivery's) names the event — a refund's outcome is re-sent as the refund's; without it, the payment's own.
   */
  resendWebhookEvent: WebhookDelivery;
  resetUserPassword: Scalars['Boolean']['output'];
  /**
   * Answers a payer's complaint, once (issue 29 item 2): OWNER and FINANCIAL. ACCEPT refunds the
   * disputed amount at once (a code when totp_config holds refund); CONTEST needs a note and may name
   * a file uploaded to POST /v1/complaint/evidence.
   */
  respondComplaint: Complaint;
  /** Revokes a pending invitation code of the current partner: joinPartner refuses it afterwards. */
  revokeInviteToken: Scalars['Boolean']['output'];
  /** Issues a new app_secret; the old one keeps verifying for the grace period. */
  rotateAppSecret: App;
  /** Issues a new webhook_secret; webhooks carry the old one's signature too for the grace period. */
  rotateWebhookSecret: App;
  /** Saves the list's filters under a name; with is_default it becomes the view /transaction opens with. */
  saveTransactionView: TransactionView;
  setAppStatusToProduction: App;
  setChannelDefault: Channel;
  /** Makes the view the default one; with no id, /transaction opens unfiltered again. */
  setDefaultTransactionView: Array<TransactionView>;
  /**
   * Turns the caller's monthly statement mail on or off in the current partner (issue 30 item 2):
   * OWNER and FINANCIAL with today's active token. When on, last month's production statements go
   * to the member's address on the 1st of the partner's month (the 2nd and 3rd catch up), once.
   */
  setStatementMail: Scalars['Boolean']['output'];
  testAppWebhook: WebhookAttempt;
  updateApp: App;
  updateChannel: Channel;
  /** Saves the caller's own language (issue 31): a session is enough, no partner role and no two-factor code. */
  updateLanguage: Scalars['Boolean']['output'];
  updateSource: Source;
  updateUserPartner: UserPartner;
};


export type MutationActiveDashBoardArgs = {
  otp: Scalars['String']['input'];
};


export type MutationActiveUserArgs = {
  active_token: Scalars['String']['input'];
};


export type MutationChangePasswordArgs = {
  new_password: Scalars['String']['input'];
  old_password: Scalars['String']['input'];
};


export type MutationConfigTotpArgs = {
  config_totp: Array<TotpUse>;
  otp?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateAppArgs = {
  description: Scalars['String']['input'];
  logo: Scalars['String']['input'];
  name: Scalars['String']['input'];
  webhook_url?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateChannelArgs = {
  app_id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationCreateInviteTokenArgs = {
  role?: InputMaybe<UpdatableRole>;
};


export type MutationCreatePartnerArgs = {
  name: Scalars['String']['input'];
  partner_type: PartnerType;
};


export type MutationCreateSourceArgs = {
  name: Scalars['String']['input'];
};


export type MutationDeleteTransactionViewArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDisableTotpArgs = {
  otp?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
};


export type MutationEnableTotpArgs = {
  otp: Scalars['String']['input'];
};


export type MutationExchangeCryptoArgs = {
  amount: Scalars['Decimal']['input'];
  channel_id?: InputMaybe<Scalars['ID']['input']>;
  otp?: InputMaybe<Scalars['String']['input']>;
  source?: InputMaybe<Scalars['String']['input']>;
  token_name: Scalars['String']['input'];
  transaction_id: Scalars['String']['input'];
};


export type MutationGenTotpArgs = {
  password: Scalars['String']['input'];
};


export type MutationJoinPartnerArgs = {
  invite_token: Scalars['String']['input'];
};


export type MutationLoginByPasswordArgs = {
  email_or_phone_number: Scalars['String']['input'];
  otp?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
};


export type MutationRefundPaymentArgs = {
  amount: Scalars['Decimal']['input'];
  otp?: InputMaybe<Scalars['String']['input']>;
  payment_id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
  transaction_id: Scalars['String']['input'];
};


export type MutationRegisterByEmailArgs = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationRemoveAppArgs = {
  app_id: Scalars['ID']['input'];
};


export type MutationRemoveUserPartnerArgs = {
  user_partner_id: Scalars['ID']['input'];
};


export type MutationRenameTransactionViewArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationRequestResetUserPasswordArgs = {
  email: Scalars['String']['input'];
};


export type MutationResendFailedWebhooksArgs = {
  app_id: Scalars['ID']['input'];
  from_date: Scalars['DateTime']['input'];
  to_date: Scalars['DateTime']['input'];
};


export type MutationResendPaymentToWebhookArgs = {
  payment_id: Scalars['ID']['input'];
};


export type MutationResendWebhookEventArgs = {
  app_id: Scalars['ID']['input'];
  message_id?: InputMaybe<Scalars['String']['input']>;
  payment_id: Scalars['ID']['input'];
};


export type MutationResetUserPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
  user_id: Scalars['ID']['input'];
};


export type MutationRespondComplaintArgs = {
  complaint_id: Scalars['ID']['input'];
  evidence_id?: InputMaybe<Scalars['ID']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  otp?: InputMaybe<Scalars['String']['input']>;
  response: ComplaintResponse;
};


export type MutationRevokeInviteTokenArgs = {
  invite_id: Scalars['ID']['input'];
};


export type MutationRotateAppSecretArgs = {
  app_id: Scalars['ID']['input'];
  grace: SecretGrace;
};


export type MutationRotateWebhookSecretArgs = {
  app_id: Scalars['ID']['input'];
  grace: SecretGrace;
};


export type MutationSaveTransactionViewArgs = {
  is_default?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  query: Scalars['String']['input'];
};


export type MutationSetAppStatusToProductionArgs = {
  app_id: Scalars['ID']['input'];
};


export type MutationSetChannelDefaultArgs = {
  channel_id: Scalars['ID']['input'];
};


export type MutationSetDefaultTransactionViewArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSetStatementMailArgs = {
  enabled: Scalars['Boolean']['input'];
};


export type MutationTestAppWebhookArgs = {
  app_id: Scalars['ID']['input'];
};


export type MutationUpdateAppArgs = {
  app_id: Scalars['ID']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  logo?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  webhook_url?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateChannelArgs = {
  channel_id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationUpdateLanguageArgs = {
  language: Language;
};


export type MutationUpdateSourceArgs = {
  name: Scalars['String']['input'];
  source_id: Scalars['ID']['input'];
};


export type MutationUpdateUserPartnerArgs = {
  role: UpdatableRole;
  user_partner_id: Scalars['ID']['input'];
};

export type NamedCount = {
  __typename?: 'NamedCount';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  total_amount: Scalars['Decimal']['output'];
  total_payment: Scalars['Int']['output'];
};

/** A notice of the partner's, shown on /notification. */
export type Notification = {
  __typename?: 'Notification';
  app_id?: Maybe<Scalars['ID']['output']>;
  body: Scalars['String']['output'];
  created_time: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  kind: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type Partner = {
  __typename?: 'Partner';
  disabled_banks: Array<Scalars['String']['output']>;
  /** Map of service to { rate } (atm_vnd also has fixed); null for roles that may not see fees. */
  fees?: Maybe<Scalars['JSON']['output']>;
  id: Scalars['ID']['output'];
  list_app: Array<App>;
  list_source: Array<Source>;
  list_user: Array<UserPartner>;
  name: Scalars['String']['output'];
  partner_type: PartnerType;
  /** Whether a refund gives back its share of the payment's fee (refund_fee_returned, PRODUCT §11); null for roles that may not see fees. */
  refund_fee_returned?: Maybe<Scalars['Boolean']['output']>;
  /** IANA time zone used to group statistics by day and hour. */
  time_zone: Scalars['String']['output'];
};

/** One partner the user belongs to, with an access token bound to it (the partner switch). */
export type PartnerAccess = {
  __typename?: 'PartnerAccess';
  partner: Partner;
  token: Scalars['String']['output'];
  user_type: UserType;
};

export type PartnerFeeReport = {
  __typename?: 'PartnerFeeReport';
  from_month: Scalars['String']['output'];
  /** Oldest month first; in a month, the methods in PAYMENT_TYPES' order, REFUND last; VND before tokens. */
  rows: Array<FeeReportRow>;
  to_month: Scalars['String']['output'];
  /** Per currency and chain: amounts in different currencies are never added. */
  totals: Array<FeeReportTotal>;
};

export type PartnerPayoutReport = {
  __typename?: 'PartnerPayoutReport';
  from_date: Scalars['String']['output'];
  page: Scalars['Int']['output'];
  /** This page, newest first (20 a page). */
  rows: Array<PayoutReportRow>;
  to_date: Scalars['String']['output'];
  /** Payouts made in the range, every page. */
  total: Scalars['Int']['output'];
  totals: Array<PayoutReportTotal>;
};

export type PartnerReport = {
  __typename?: 'PartnerReport';
  from_date: Scalars['String']['output'];
  revenue: Scalars['String']['output'];
  /** Days with payments only, oldest first, each day's services in the select's order. */
  rows: Array<ReportRow>;
  service: Scalars['String']['output'];
  to_date: Scalars['String']['output'];
  total_failed: Scalars['Int']['output'];
  total_payment: Scalars['Int']['output'];
  total_success: Scalars['Int']['output'];
};

/** Stored strings of the gateway (INVIDUAL is spelled so by the gateway); labels are Personal and Company. */
export type PartnerType =
  | 'COMPANY'
  | 'INVIDUAL';

/** A payer: the merchant's own customer, the user_id it sent with its payments, within one app (issue 28 item 18). */
export type Payer = {
  __typename?: 'Payer';
  app: PayerApp;
  first_payment_time: Scalars['DateTime']['output'];
  last_payment_time: Scalars['DateTime']['output'];
  /** What the payer's successful payments came to, per currency. */
  paid: Array<CurrencyAmount>;
  /** Every payment of the payer in the app, whatever its status. */
  total_payment: Scalars['Int']['output'];
  total_payment_success: Scalars['Int']['output'];
  user_id: Scalars['String']['output'];
};

export type PayerApp = {
  __typename?: 'PayerApp';
  id: Scalars['ID']['output'];
  logo?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type Payment = {
  __typename?: 'Payment';
  amount: Scalars['Decimal']['output'];
  app: PaymentApp;
  /** The environment the payment was made in (its app's status then). */
  app_status: AppStatus;
  bank?: Maybe<Scalars['String']['output']>;
  /** Chain of a token payment (polygon, bsc, eth). */
  chain?: Maybe<Scalars['String']['output']>;
  channel?: Maybe<Scalars['String']['output']>;
  /** Its payer's complaint, if one was ever opened (at most one; PRODUCT §12). */
  complaint?: Maybe<Complaint>;
  /** When it left PENDING. */
  completed_time?: Maybe<Scalars['DateTime']['output']>;
  created_time: Scalars['DateTime']['output'];
  crypto_amount?: Maybe<Scalars['Decimal']['output']>;
  /** VND, or the token of a crypto payment (amount is in it). */
  currency: Scalars['String']['output'];
  /** Which way the payment moves the merchant's money (issue 28). */
  direction: PaymentDirection;
  failure_reason?: Maybe<Scalars['String']['output']>;
  /** null for roles that may not see fees. */
  fee?: Maybe<Scalars['Decimal']['output']>;
  id: Scalars['ID']['output'];
  /** The portal member who made a cash-in, cash-out, deposit, withdrawal or exchange (user_id holds their id); null for a payer's payment or a member since removed. */
  made_by?: Maybe<Scalars['String']['output']>;
  pay_id?: Maybe<Scalars['String']['output']>;
  pay_memo?: Maybe<Scalars['String']['output']>;
  payment_transfer?: Maybe<PaymentTransfer>;
  /** Refunds accepted so far, pending and succeeded, in the payment's currency (PRODUCT §11); 0 when none. */
  refunded_amount: Scalars['Decimal']['output'];
  /** The payment's refunds, newest first. */
  refunds: Array<Refund>;
  response?: Maybe<Scalars['String']['output']>;
  source?: Maybe<Scalars['String']['output']>;
  status: PaymentStatus;
  /**
   * The payment's story, oldest first (issue 29 item 5): created, paid or failed or cancelled, each
   * refund asked for and settled, each webhook attempt (the newest 50), with who acted, from the
   * audit log and the delivery log.
   */
  timeline: Array<PaymentEvent>;
  transaction_id: Scalars['String']['output'];
  type: Scalars['String']['output'];
  user_id?: Maybe<Scalars['String']['output']>;
  webhook_attempts: Array<WebhookAttempt>;
};

export type PaymentApp = {
  __typename?: 'PaymentApp';
  id: Scalars['ID']['output'];
  logo?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

/** INCOMING credits the merchant, OUTGOING (cash-out, token withdrawal) debits it. */
export type PaymentDirection =
  | 'INCOMING'
  | 'OUTGOING';

/** The totals of one direction of the filtered list. */
export type PaymentDirectionTotals = {
  __typename?: 'PaymentDirectionTotals';
  amount: Scalars['Decimal']['output'];
  /** JSON text keyed by token, e.g. {"USDT":"12.5"}. */
  crypto_amount: Scalars['String']['output'];
  total: Scalars['Int']['output'];
};

/** One moment of a payment's story. */
export type PaymentEvent = {
  __typename?: 'PaymentEvent';
  actor: PaymentEventActor;
  /** A MEMBER's name as the audit log recorded it when they acted. */
  actor_name?: Maybe<Scalars['String']['output']>;
  amount?: Maybe<Scalars['Decimal']['output']>;
  at: Scalars['DateTime']['output'];
  attempt?: Maybe<Scalars['Int']['output']>;
  kind: PaymentEventKind;
  /** A refund's reason, a failure's reason, or a webhook attempt's error. */
  note?: Maybe<Scalars['String']['output']>;
  /** The refund it is about (REFUND_*), and its amount in the payment's currency. */
  refund_id?: Maybe<Scalars['ID']['output']>;
  status_code?: Maybe<Scalars['Int']['output']>;
  success?: Maybe<Scalars['Boolean']['output']>;
  /** WEBHOOK: the event sent (payment.succeeded, refund.failed…), the attempt's number, the HTTP status answered and whether the app's server accepted it. */
  webhook_type?: Maybe<Scalars['String']['output']>;
};

/** Who made it happen (PAYMENT_EVENT_ACTORS in the contracts). */
export type PaymentEventActor =
  | 'APP'
  | 'GATEWAY'
  | 'MEMBER'
  | 'OPERATOR'
  | 'PAYER';

/** What happened to a payment (PAYMENT_EVENT_KINDS in the contracts). */
export type PaymentEventKind =
  | 'CANCELLED'
  /** A member accepted or contested the complaint; note is ACCEPT or CONTEST. */
  | 'COMPLAINT_ANSWERED'
  /** A payer disputed it (issue 29 item 2); amount is the disputed amount, note the payer's reason. */
  | 'COMPLAINT_OPENED'
  /** The complaint was resolved; note is PAYMENT_KEPT or REFUNDED. */
  | 'COMPLAINT_RESOLVED'
  | 'CREATED'
  | 'FAILED'
  | 'PAID'
  | 'REFUND_FAILED'
  | 'REFUND_REQUESTED'
  | 'REFUND_SUCCEEDED'
  | 'WEBHOOK';

export type PaymentList = {
  __typename?: 'PaymentList';
  amount: Scalars['Decimal']['output'];
  /** JSON text keyed by token, e.g. {"USDT":"12.5"}. */
  crypto_amount: Scalars['String']['output'];
  data: Array<Payment>;
  /** Money in: amount and crypto_amount above are these (outgoing payments are never added in). */
  incoming: PaymentDirectionTotals;
  /** Money out: cash-outs and token withdrawals. */
  outgoing: PaymentDirectionTotals;
  /** What pending and succeeded refunds took back from the payments kept (total: the payments with a refund); never added to or taken from incoming. */
  refunded: PaymentDirectionTotals;
  total: Scalars['Int']['output'];
};

export type PaymentStatus =
  | 'CANCEL'
  | 'FAILED'
  | 'IN_COMPLAIN'
  | 'PENDING'
  /** A successful payment whose refunds cover its whole amount (issue 29). */
  | 'REFUNDED'
  | 'SUCCESS';

export type PaymentTransfer = {
  __typename?: 'PaymentTransfer';
  account_name?: Maybe<Scalars['String']['output']>;
  account_no?: Maybe<Scalars['String']['output']>;
  bank_code?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  message?: Maybe<Scalars['String']['output']>;
};

/**
 * A cash-out or token withdrawal of the payout report (issue 30 item 3): what it paid, its fee, where
 * it went, and once the bank or chain answered, when it settled and the network's reference.
 */
export type PayoutReportRow = {
  __typename?: 'PayoutReportRow';
  /** The payee's account (a card's masked) or wallet. */
  account_number?: Maybe<Scalars['String']['output']>;
  /** What the payee was sent, in currency. */
  amount: Scalars['Decimal']['output'];
  /** The payee's bank code, or the token. */
  bank?: Maybe<Scalars['String']['output']>;
  chain?: Maybe<Scalars['String']['output']>;
  created_at: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  fee: Scalars['Decimal']['output'];
  id: Scalars['ID']['output'];
  /** The bank's FT… number or the chain's transaction hash, once it settled. */
  network_reference?: Maybe<Scalars['String']['output']>;
  /** When the bank or chain answered (paid or refused); null while PENDING. */
  settled_at?: Maybe<Scalars['DateTime']['output']>;
  status: PaymentStatus;
  transaction_id: Scalars['String']['output'];
  /** CASH_OUT or PAY_CRYPTO_WITHDRAW. */
  type: Scalars['String']['output'];
};

/** The payouts of one currency, chain and status over the range. */
export type PayoutReportTotal = {
  __typename?: 'PayoutReportTotal';
  amount: Scalars['Decimal']['output'];
  chain?: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  fee: Scalars['Decimal']['output'];
  payouts: Scalars['Int']['output'];
  status: PaymentStatus;
};

/** An invitation code not used, revoked or expired yet. The code itself is shown once, when it is created. */
export type PendingInviteToken = {
  __typename?: 'PendingInviteToken';
  /** Name of the member who created it; null once that user is gone. */
  created_by?: Maybe<Scalars['String']['output']>;
  created_time: Scalars['DateTime']['output'];
  expires_at: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  role: Role;
};

export type Query = {
  __typename?: 'Query';
  allPartner: Array<PartnerAccess>;
  allPayment: PaymentList;
  app: App;
  /** The partner's current members: the audit list's actor filter (a former member is found by id). */
  auditActors: Array<AuditActor>;
  /** One audit entry of the current partner. */
  auditEntry: AuditEntry;
  /** The partner's audit log, newest first (OWNER and ADMIN, with today's active token); dates bound created_time (from included, to excluded). */
  auditLog: AuditEntryPage;
  /**
   * Every movement of one app's balances in one environment, newest first (issue 30 item 1):
   * OWNER, ADMIN, FINANCIAL and SUPERVISOR, with today's active token; another partner's app is
   * NOT_FOUND. currency and chain narrow it to one balance (chain "" or absent for VND), kinds to
   * some kinds of line; from_date and to_date as allPayment's. Its CSV is
   * GET /v1/partner/balance-history/export.csv with the same variables.
   */
  balanceHistory: BalanceHistory;
  /**
   * A statement of one app's balance in one currency for a closed day (YYYY-MM-DD) or month
   * (YYYY-MM) of the partner's time zone (issue 30 item 2): the roles and rights of balanceHistory.
   * Made only when opening + movements = closing holds in the ledger; otherwise CONFLICT with
   * STATEMENT_MESSAGES.doesNotAddUp (and an alarm on /metrics). Its CSV and PDF are
   * GET /v1/partner/statement.csv and .pdf with the same variables.
   */
  balanceStatement: BalanceStatement;
  /** CSV text. Dates as YYYYMMDD. */
  exportPartnerPayment: Scalars['String']['output'];
  /** How many payment events of the app failed every attempt in the range: what resendFailedWebhooks would queue. */
  failedWebhookEventCount: Scalars['Int']['output'];
  getBankAccountInfo: BankAccountInfo;
  getCryptoChainAvailableBalance: ChainBalance;
  getPayableBalance: Array<Balance>;
  /**
   * Finds, in the current partner, payments by transaction id, payment id, pay id or VA/e-bill
   * account number, apps by name or id, channels by name, members by name or e-mail
   * (issue #15). `txn:`, `app:`, `channel:`, `member:` and `status:` narrow it. Only the kinds
   * the caller's role may open are searched.
   */
  globalSearch: SearchResult;
  listBanks: Array<Bank>;
  /** The current partner's notices, newest first. */
  notifications: Array<Notification>;
  /** The spec's 'partner users' query: the current partner with list_user. */
  partner: Partner;
  partnerDashboard: DashboardData;
  /**
   * The fee report (issue 30 item 3): the fees of the partner's PRODUCTION postings per month of its
   * time zone (from_month..to_month, YYYY-MM, both included, at most 24), method and currency. The
   * report screens' rights. Its CSV is GET /v1/partner/fee-report.csv with the same variables.
   */
  partnerFeeReport: PartnerFeeReport;
  /**
   * The payout report (issue 30 item 3): the partner's PRODUCTION cash-outs and token withdrawals
   * made over from_date..to_date (YYYY-MM-DD of its zone, at most 366 days), newest first, a page of
   * 20 (page from 1). The report screens' rights. Its CSV (every page, oldest first) is
   * GET /v1/partner/payout-report.csv?from_date&to_date.
   */
  partnerPayoutReport: PartnerPayoutReport;
  /**
   * The report of /report (issue 30 item 3): per local day and service over from_date..to_date
   * (YYYY-MM-DD, both included, at most 366 days) of the partner's PRODUCTION payments. OWNER,
   * ADMIN, FINANCIAL and SUPERVISOR, with today's active token. Its CSV is
   * GET /v1/partner/report.csv with the same variables.
   */
  partnerReport: PartnerReport;
  /** A payer's summary (issue 28 item 18): the roles of the transaction list, with today's active token. Their payments are allPayment(app_id, payment_user_id). */
  payer: Payer;
  /** The current partner's pending invitation codes, newest first (OWNER and ADMIN, with today's active token). */
  pendingInviteTokens: Array<PendingInviteToken>;
  /** Whether the caller receives each month's statement by mail (setStatementMail); false for a role that may not. */
  statementMail: Scalars['Boolean']['output'];
  /** The caller's saved views of the transaction list for the current partner, by name. */
  transactionViews: Array<TransactionView>;
  userInfo: User;
  /** An app's webhook delivery attempts, newest first; dates bound created_time (from included, to excluded). */
  webhookDeliveries: WebhookDeliveryPage;
};


export type QueryAllPaymentArgs = {
  app_id?: InputMaybe<Scalars['ID']['input']>;
  app_status?: InputMaybe<AppStatus>;
  banks?: InputMaybe<Array<Scalars['String']['input']>>;
  ebill_account_name?: InputMaybe<Scalars['String']['input']>;
  ebill_account_no?: InputMaybe<Scalars['String']['input']>;
  from_date?: InputMaybe<Scalars['DateTime']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  needs_response?: InputMaybe<Scalars['Boolean']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  pay_id?: InputMaybe<Scalars['String']['input']>;
  pay_memo?: InputMaybe<Scalars['String']['input']>;
  payment_id?: InputMaybe<Scalars['String']['input']>;
  payment_user_id?: InputMaybe<Scalars['String']['input']>;
  statuses?: InputMaybe<Array<PaymentStatus>>;
  to_date?: InputMaybe<Scalars['DateTime']['input']>;
  transaction_id?: InputMaybe<Scalars['String']['input']>;
  types?: InputMaybe<Array<Scalars['String']['input']>>;
  va_account_name?: InputMaybe<Scalars['String']['input']>;
  va_account_no?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAppArgs = {
  app_id: Scalars['ID']['input'];
};


export type QueryAuditEntryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAuditLogArgs = {
  action?: InputMaybe<Scalars['String']['input']>;
  actor_id?: InputMaybe<Scalars['ID']['input']>;
  from_date?: InputMaybe<Scalars['DateTime']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  target?: InputMaybe<Scalars['String']['input']>;
  to_date?: InputMaybe<Scalars['DateTime']['input']>;
};


export type QueryBalanceHistoryArgs = {
  app_id: Scalars['ID']['input'];
  app_status: AppStatus;
  chain?: InputMaybe<Scalars['String']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  from_date?: InputMaybe<Scalars['DateTime']['input']>;
  kinds?: InputMaybe<Array<Scalars['String']['input']>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  to_date?: InputMaybe<Scalars['DateTime']['input']>;
};


export type QueryBalanceStatementArgs = {
  app_id: Scalars['ID']['input'];
  app_status: AppStatus;
  chain?: InputMaybe<Scalars['String']['input']>;
  currency: Scalars['String']['input'];
  period: Scalars['String']['input'];
};


export type QueryExportPartnerPaymentArgs = {
  app_id?: InputMaybe<Scalars['ID']['input']>;
  app_status?: InputMaybe<AppStatus>;
  banks?: InputMaybe<Array<Scalars['String']['input']>>;
  ebill_account_name?: InputMaybe<Scalars['String']['input']>;
  ebill_account_no?: InputMaybe<Scalars['String']['input']>;
  from_date: Scalars['String']['input'];
  needs_response?: InputMaybe<Scalars['Boolean']['input']>;
  pay_id?: InputMaybe<Scalars['String']['input']>;
  pay_memo?: InputMaybe<Scalars['String']['input']>;
  payment_id?: InputMaybe<Scalars['String']['input']>;
  payment_user_id?: InputMaybe<Scalars['String']['input']>;
  statuses?: InputMaybe<Array<PaymentStatus>>;
  to_date: Scalars['String']['input'];
  transaction_id?: InputMaybe<Scalars['String']['input']>;
  types?: InputMaybe<Array<Scalars['String']['input']>>;
  va_account_name?: InputMaybe<Scalars['String']['input']>;
  va_account_no?: InputMaybe<Scalars['String']['input']>;
};


export type QueryFailedWebhookEventCountArgs = {
  app_id: Scalars['ID']['input'];
  from_date: Scalars['DateTime']['input'];
  to_date: Scalars['DateTime']['input'];
};


export type QueryGetBankAccountInfoArgs = {
  account_number: Scalars['String']['input'];
  account_type: AccountType;
  app_id: Scalars['ID']['input'];
  app_status: AppStatus;
  bank_code: Scalars['String']['input'];
};


export type QueryGetCryptoChainAvailableBalanceArgs = {
  app_id: Scalars['ID']['input'];
  app_status: AppStatus;
  chain: Scalars['String']['input'];
  token_name: Scalars['String']['input'];
};


export type QueryGetPayableBalanceArgs = {
  app_id: Scalars['ID']['input'];
  app_status: AppStatus;
};


export type QueryGlobalSearchArgs = {
  query: Scalars['String']['input'];
};


export type QueryListBanksArgs = {
  partner_id?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryPartnerDashboardArgs = {
  from_date: Scalars['DateTime']['input'];
  to_date: Scalars['DateTime']['input'];
};


export type QueryPartnerFeeReportArgs = {
  from_month: Scalars['String']['input'];
  to_month: Scalars['String']['input'];
};


export type QueryPartnerPayoutReportArgs = {
  from_date: Scalars['String']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  to_date: Scalars['String']['input'];
};


export type QueryPartnerReportArgs = {
  from_date: Scalars['String']['input'];
  service: Scalars['String']['input'];
  to_date: Scalars['String']['input'];
};


export type QueryPayerArgs = {
  app_id: Scalars['ID']['input'];
  user_id: Scalars['String']['input'];
};


export type QueryWebhookDeliveriesArgs = {
  app_id: Scalars['ID']['input'];
  from_date?: InputMaybe<Scalars['DateTime']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  outcome?: InputMaybe<WebhookOutcome>;
  to_date?: InputMaybe<Scalars['DateTime']['input']>;
};

/** A refund of a payer's payment (PRODUCT §11): PENDING until the payer's bank or chain settles it. */
export type Refund = {
  __typename?: 'Refund';
  /** What the payer gets back, in the payment's currency. */
  amount: Scalars['Decimal']['output'];
  chain?: Maybe<Scalars['String']['output']>;
  completed_at?: Maybe<Scalars['DateTime']['output']>;
  created_at: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  /** What left the balance: amount − fee_returned; null for roles that may not see fees (it would tell the fee). */
  debited?: Maybe<Scalars['Decimal']['output']>;
  /** CARD, ACCOUNT, SENDER_ACCOUNT or WALLET: where the money goes, by how the payer paid. */
  destination: Scalars['String']['output'];
  failure_reason?: Maybe<Scalars['String']['output']>;
  /** The share of the payment's fee the gateway gives back (the partner's refund_fee_returned); null for roles that may not see fees. */
  fee_returned?: Maybe<Scalars['Decimal']['output']>;
  payment_id: Scalars['ID']['output'];
  reason: Scalars['String']['output'];
  refund_id: Scalars['ID']['output'];
  status: RefundStatus;
  /** The refund's own id in the merchant's system, unique per app. */
  transaction_id: Scalars['String']['output'];
};

export type RefundResult = {
  __typename?: 'RefundResult';
  payment: RefundedPayment;
  refund: Refund;
  /** This transaction_id was already accepted: its first answer. */
  retried: Scalars['Boolean']['output'];
};

export type RefundStatus =
  | 'FAILED'
  | 'PENDING'
  | 'SUCCESS';

/** The payment a refund is of, after it. */
export type RefundedPayment = {
  __typename?: 'RefundedPayment';
  amount: Scalars['Decimal']['output'];
  payment_id: Scalars['ID']['output'];
  /** Refunds accepted so far, pending and succeeded. */
  refunded_amount: Scalars['Decimal']['output'];
  status: PaymentStatus;
  transaction_id: Scalars['String']['output'];
};

/**
 * One local day and service of /report (issue 30 item 3): the PRODUCTION payments made that day,
 * how many were paid (SUCCESS, REFUNDED, IN_COMPLAIN) and failed (FAILED, CANCEL), and the VND paid.
 */
export type ReportRow = {
  __typename?: 'ReportRow';
  /** YYYY-MM-DD in the partner's time zone. */
  date: Scalars['String']['output'];
  /** VND paid, gross of later refunds; token payments add none. */
  revenue: Scalars['String']['output'];
  /** PAYMENT_GATEWAY, TOPUP, PAY_ON_BEHALF or CARD_CHARGING. */
  service: Scalars['String']['output'];
  total_failed: Scalars['Int']['output'];
  total_payment: Scalars['Int']['output'];
  total_success: Scalars['Int']['output'];
};

/** Role of a user inside one partner. */
export type Role =
  | 'ADMIN'
  | 'FINANCIAL'
  | 'OWNER'
  | 'SUPPORTER'
  | 'TECHNICAL';

/** One global search result. Fields a kind does not have are null. */
export type SearchHit = {
  __typename?: 'SearchHit';
  /** Payments: amount and currency. */
  amount?: Maybe<Scalars['Decimal']['output']>;
  /** Payments and channels: their app. */
  app_id?: Maybe<Scalars['ID']['output']>;
  app_name?: Maybe<Scalars['String']['output']>;
  created_time?: Maybe<Scalars['DateTime']['output']>;
  currency?: Maybe<Scalars['String']['output']>;
  /** Members: e-mail address. */
  email?: Maybe<Scalars['String']['output']>;
  /** The payment's, app's, channel's or membership's id. */
  id: Scalars['ID']['output'];
  kind: SearchKind;
  /** Payments: which identifier matched, whole or by its start or end (transaction_id, payment_id, pay_id, account_number, user_id, pay_memo), or refund_transaction_id: the transaction_id of one of its refunds. */
  matched?: Maybe<Scalars['String']['output']>;
  /** Payments: what pending and succeeded refunds took back, in the payment's currency (0 when none). */
  refunded_amount?: Maybe<Scalars['Decimal']['output']>;
  /** Payments: status; apps: DEVELOPMENT or PRODUCTION; members: role. */
  status?: Maybe<Scalars['String']['output']>;
  /** What the result is called: the transaction id, the app, channel or member name. */
  title: Scalars['String']['output'];
};

/** What a global search result is (issue #15): the screen it opens decides who may get it. */
export type SearchKind =
  | 'app'
  | 'channel'
  | 'member'
  | 'payment';

/** A global search's answer. */
export type SearchResult = {
  __typename?: 'SearchResult';
  hits: Array<SearchHit>;
  /** Kinds the caller's role may search that need today's active token, which the request lacked. */
  locked_kinds: Array<SearchKind>;
};

/** How long a rotated app secret keeps verifying (or a rotated webhook secret keeps signing), so a merchant can roll without downtime. */
export type SecretGrace =
  | 'NOW'
  | 'ONE_DAY'
  | 'ONE_HOUR'
  | 'ONE_WEEK';

export type Source = {
  __typename?: 'Source';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /**
   * Successful PRODUCTION customer payments (the dashboard's Source statistics) whose source is
   * this name, case aside, created in the last 30 days (to the hour). A payment keeps the source
   * text it was made with: a renamed source counts the payments made under its new name.
   */
  payments_last_30_days: Scalars['Int']['output'];
};

/** One kind of movement in a statement's period: what it put in and took out, and the gateway's fee on it. */
export type StatementKind = {
  __typename?: 'StatementKind';
  count: Scalars['Int']['output'];
  /** Sum of the kind's positive lines. */
  credits: Scalars['Decimal']['output'];
  /** Sum of the kind's negative lines (negative or 0). */
  debits: Scalars['Decimal']['output'];
  /** The gateway's fees on these movements, as the merchant paid them (negative when given back). */
  fees: Scalars['Decimal']['output'];
  kind: Scalars['String']['output'];
};

export type TimeRangeAmount = {
  __typename?: 'TimeRangeAmount';
  range: Scalars['String']['output'];
  total_amount: Scalars['Decimal']['output'];
};

export type TotpEnabled = {
  __typename?: 'TotpEnabled';
  /** Ten single-use recovery codes, shown once. */
  recovery_codes: Array<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};

export type TotpSecret = {
  __typename?: 'TotpSecret';
  totp_uri: Scalars['String']['output'];
};

/** Uses that can require a two-factor code (totp_config). */
export type TotpUse =
  | 'cashout'
  | 'exchange'
  | 'login'
  /** Refunding a payer's payment (issue 29). */
  | 'refund'
  | 'withdraw';

/** A saved view of the transaction list (issue #15): the caller's own, for the current partner. */
export type TransactionView = {
  __typename?: 'TransactionView';
  created_time: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The view /transaction opens with when its address carries no filter. */
  is_default: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** The list's filters as a query string (allPayment's variable names), without the page. */
  query: Scalars['String']['output'];
};

/** Roles that updateUserPartner and createInviteToken accept: OWNER is never assigned. */
export type UpdatableRole =
  | 'ADMIN'
  | 'FINANCIAL'
  | 'SUPPORTER'
  | 'TECHNICAL';

export type User = {
  __typename?: 'User';
  avatar?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  is_enabled_TOTP: Scalars['Boolean']['output'];
  /** The user's language (issue 31): set at registration from the browser's Accept-Language, changed by updateLanguage. */
  language: Language;
  name: Scalars['String']['output'];
  /** The current partner; null until the user creates or joins one. */
  partner?: Maybe<Partner>;
  totp_config: Array<TotpUse>;
  /** Role in the current partner; null when the user has no partner yet. */
  user_partner?: Maybe<UserPartner>;
  user_type?: Maybe<UserType>;
};

export type UserPartner = {
  __typename?: 'UserPartner';
  created_time: Scalars['DateTime']['output'];
  /** The member's e-mail address: in partner.list_user (the team screen) only, else null. */
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The later of the member's last sign-in and their last recorded action in this partner; null if neither (in partner.list_user only). */
  last_active_at?: Maybe<Scalars['DateTime']['output']>;
  role: Role;
  /** Whether the member signs in with two-factor: in partner.list_user only, else null. */
  two_factor_enabled?: Maybe<Scalars['Boolean']['output']>;
  user: UserSummary;
};

export type UserSummary = {
  __typename?: 'UserSummary';
  avatar?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** The role in the current partner, or SUPERVISOR for gateway supervisors (user type). */
export type UserType =
  | 'ADMIN'
  | 'FINANCIAL'
  | 'OWNER'
  | 'SUPERVISOR'
  | 'SUPPORTER'
  | 'TECHNICAL';

export type WebhookAttempt = {
  __typename?: 'WebhookAttempt';
  created_time: Scalars['DateTime']['output'];
  error?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  latency_ms?: Maybe<Scalars['Int']['output']>;
  response_excerpt?: Maybe<Scalars['String']['output']>;
  status_code?: Maybe<Scalars['Int']['output']>;
  success: Scalars['Boolean']['output'];
  url: Scalars['String']['output'];
};

/** One delivery attempt in an app's webhook log, newest first (issue #14). */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  /** 1 for the first attempt of the event, counting resends. */
  attempt: Scalars['Int']['output'];
  created_time: Scalars['DateTime']['output'];
  /** The network error (timeout, refused…) when there was no HTTP answer. */
  error?: Maybe<Scalars['String']['output']>;
  /**
   * The event's type as its body says (payment.succeeded, payment.failed, payment.cancelled, payment.expired,
   * refund.succeeded, refund.failed…), or test; attempts made before typed events read payment.success,
   * payment.failed or payment.cancel.
   */
  event_type: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  latency_ms?: Maybe<Scalars['Int']['output']>;
  /** The webhook-id header: the same on every attempt of one event. */
  message_id: Scalars['String']['output'];
  payment_id?: Maybe<Scalars['ID']['output']>;
  /** The first 2 KB of the response body. */
  response_excerpt?: Maybe<Scalars['String']['output']>;
  status_code?: Maybe<Scalars['Int']['output']>;
  success: Scalars['Boolean']['output'];
  transaction_id?: Maybe<Scalars['String']['output']>;
  url: Scalars['String']['output'];
};

export type WebhookDeliveryPage = {
  __typename?: 'WebhookDeliveryPage';
  data: Array<WebhookDelivery>;
  total: Scalars['Int']['output'];
};

export type WebhookEndpointStatus = {
  __typename?: 'WebhookEndpointStatus';
  /** The first failed attempt after the last success; null unless FAILING. */
  failing_since?: Maybe<Scalars['DateTime']['output']>;
  last_attempt_time?: Maybe<Scalars['DateTime']['output']>;
  state: WebhookHealth;
};

export type WebhookHealth =
  /** Every attempt since failing_since failed. */
  | 'FAILING'
  /** The latest attempt succeeded. */
  | 'HEALTHY'
  /** No delivery attempt on record (or none in the last 30 days). */
  | 'NONE';

export type WebhookOutcome =
  | 'FAILED'
  | 'SUCCESS';

export type WebhookResendResult = {
  __typename?: 'WebhookResendResult';
  /** Events put in the delivery queue by this call. */
  count: Scalars['Int']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountType: AccountType;
  ActiveToken: ResolverTypeWrapper<ActiveToken>;
  App: ResolverTypeWrapper<AppRow>;
  AppStatus: AppStatus;
  AuditActor: ResolverTypeWrapper<AuditActor>;
  AuditEntry: ResolverTypeWrapper<AuditRow>;
  AuditEntryPage: ResolverTypeWrapper<AuditEntryPageParent>;
  Balance: ResolverTypeWrapper<Balance>;
  BalanceHistory: ResolverTypeWrapper<BalanceHistory>;
  BalanceMovement: ResolverTypeWrapper<BalanceMovement>;
  BalanceStatement: ResolverTypeWrapper<BalanceStatement>;
  Bank: ResolverTypeWrapper<Bank>;
  BankAccountInfo: ResolverTypeWrapper<BankAccountInfo>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ChainBalance: ResolverTypeWrapper<ChainBalance>;
  Channel: ResolverTypeWrapper<ChannelRow>;
  Complaint: ResolverTypeWrapper<ComplaintRow>;
  ComplaintEvidence: ResolverTypeWrapper<ComplaintEvidence>;
  ComplaintOutcome: ComplaintOutcome;
  ComplaintResponse: ComplaintResponse;
  ComplaintStatus: ComplaintStatus;
  CurrencyAmount: ResolverTypeWrapper<CurrencyAmount>;
  DashboardData: ResolverTypeWrapper<DashboardView>;
  DateGroup: ResolverTypeWrapper<DateGroup>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DateTimeGroup: ResolverTypeWrapper<DateTimeGroup>;
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  DowCount: ResolverTypeWrapper<DowCount>;
  ExchangeResult: ResolverTypeWrapper<ExchangeResult>;
  FeeReportRow: ResolverTypeWrapper<FeeReportRow>;
  FeeReportTotal: ResolverTypeWrapper<FeeReportTotal>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InviteToken: ResolverTypeWrapper<InviteToken>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Language: Language;
  LoginResult: ResolverTypeWrapper<LoginResult>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NamedCount: ResolverTypeWrapper<NamedCount>;
  Notification: ResolverTypeWrapper<NotificationRow>;
  Partner: ResolverTypeWrapper<PartnerParent>;
  PartnerAccess: ResolverTypeWrapper<Omit<PartnerAccess, 'partner'> & { partner: ResolversTypes['Partner'] }>;
  PartnerFeeReport: ResolverTypeWrapper<PartnerFeeReport>;
  PartnerPayoutReport: ResolverTypeWrapper<PartnerPayoutReport>;
  PartnerReport: ResolverTypeWrapper<PartnerReport>;
  PartnerType: PartnerType;
  Payer: ResolverTypeWrapper<Payer>;
  PayerApp: ResolverTypeWrapper<PayerApp>;
  Payment: ResolverTypeWrapper<ListedPayment>;
  PaymentApp: ResolverTypeWrapper<PaymentApp>;
  PaymentDirection: PaymentDirection;
  PaymentDirectionTotals: ResolverTypeWrapper<PaymentDirectionTotals>;
  PaymentEvent: ResolverTypeWrapper<TimelineEvent>;
  PaymentEventActor: PaymentEventActor;
  PaymentEventKind: PaymentEventKind;
  PaymentList: ResolverTypeWrapper<PaymentListParent>;
  PaymentStatus: PaymentStatus;
  PaymentTransfer: ResolverTypeWrapper<PaymentTransfer>;
  PayoutReportRow: ResolverTypeWrapper<PayoutReportRow>;
  PayoutReportTotal: ResolverTypeWrapper<PayoutReportTotal>;
  PendingInviteToken: ResolverTypeWrapper<PendingInviteToken>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Refund: ResolverTypeWrapper<Refund>;
  RefundResult: ResolverTypeWrapper<RefundResult>;
  RefundStatus: RefundStatus;
  RefundedPayment: ResolverTypeWrapper<RefundedPayment>;
  ReportRow: ResolverTypeWrapper<ReportRow>;
  Role: Role;
  SearchHit: ResolverTypeWrapper<SearchHitRow>;
  SearchKind: SearchKind;
  SearchResult: ResolverTypeWrapper<Omit<SearchResult, 'hits'> & { hits: Array<ResolversTypes['SearchHit']> }>;
  SecretGrace: SecretGrace;
  Source: ResolverTypeWrapper<SourceRow>;
  StatementKind: ResolverTypeWrapper<StatementKind>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TimeRangeAmount: ResolverTypeWrapper<TimeRangeAmount>;
  TotpEnabled: ResolverTypeWrapper<TotpEnabled>;
  TotpSecret: ResolverTypeWrapper<TotpSecret>;
  TotpUse: TotpUse;
  TransactionView: ResolverTypeWrapper<TransactionViewRow>;
  UpdatableRole: UpdatableRole;
  User: ResolverTypeWrapper<UserParent>;
  UserPartner: ResolverTypeWrapper<UserPartnerParent>;
  UserSummary: ResolverTypeWrapper<UserSummary>;
  UserType: UserType;
  WebhookAttempt: ResolverTypeWrapper<WebhookAttemptRow>;
  WebhookDelivery: ResolverTypeWrapper<WebhookDeliveryRow>;
  WebhookDeliveryPage: ResolverTypeWrapper<WebhookDeliveryPageParent>;
  WebhookEndpointStatus: ResolverTypeWrapper<EndpointStatus>;
  WebhookHealth: WebhookHealth;
  WebhookOutcome: WebhookOutcome;
  WebhookResendResult: ResolverTypeWrapper<WebhookResendResult>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActiveToken: ActiveToken;
  App: AppRow;
  AuditActor: AuditActor;
  AuditEntry: AuditRow;
  AuditEntryPage: AuditEntryPageParent;
  Balance: Balance;
  BalanceHistory: BalanceHistory;
  BalanceMovement: BalanceMovement;
  BalanceStatement: BalanceStatement;
  Bank: Bank;
  BankAccountInfo: BankAccountInfo;
  Boolean: Scalars['Boolean']['output'];
  ChainBalance: ChainBalance;
  Channel: ChannelRow;
  Complaint: ComplaintRow;
  ComplaintEvidence: ComplaintEvidence;
  CurrencyAmount: CurrencyAmount;
  DashboardData: DashboardView;
  DateGroup: DateGroup;
  DateTime: Scalars['DateTime']['output'];
  DateTimeGroup: DateTimeGroup;
  Decimal: Scalars['Decimal']['output'];
  DowCount: DowCount;
  ExchangeResult: ExchangeResult;
  FeeReportRow: FeeReportRow;
  FeeReportTotal: FeeReportTotal;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  InviteToken: InviteToken;
  JSON: Scalars['JSON']['output'];
  LoginResult: LoginResult;
  Mutation: Record<PropertyKey, never>;
  NamedCount: NamedCount;
  Notification: NotificationRow;
  Partner: PartnerParent;
  PartnerAccess: Omit<PartnerAccess, 'partner'> & { partner: ResolversParentTypes['Partner'] };
  PartnerFeeReport: PartnerFeeReport;
  PartnerPayoutReport: PartnerPayoutReport;
  PartnerReport: PartnerReport;
  Payer: Payer;
  PayerApp: PayerApp;
  Payment: ListedPayment;
  PaymentApp: PaymentApp;
  PaymentDirectionTotals: PaymentDirectionTotals;
  PaymentEvent: TimelineEvent;
  PaymentList: PaymentListParent;
  PaymentTransfer: PaymentTransfer;
  PayoutReportRow: PayoutReportRow;
  PayoutReportTotal: PayoutReportTotal;
  PendingInviteToken: PendingInviteToken;
  Query: Record<PropertyKey, never>;
  Refund: Refund;
  RefundResult: RefundResult;
  RefundedPayment: RefundedPayment;
  ReportRow: ReportRow;
  SearchHit: SearchHitRow;
  SearchResult: Omit<SearchResult, 'hits'> & { hits: Array<ResolversParentTypes['SearchHit']> };
  Source: SourceRow;
  StatementKind: StatementKind;
  String: Scalars['String']['output'];
  TimeRangeAmount: TimeRangeAmount;
  TotpEnabled: TotpEnabled;
  TotpSecret: TotpSecret;
  TransactionView: TransactionViewRow;
  User: UserParent;
  UserPartner: UserPartnerParent;
  UserSummary: UserSummary;
  WebhookAttempt: WebhookAttemptRow;
  WebhookDelivery: WebhookDeliveryRow;
  WebhookDeliveryPage: WebhookDeliveryPageParent;
  WebhookEndpointStatus: EndpointStatus;
  WebhookResendResult: WebhookResendResult;
};

export type ActiveTokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActiveToken'] = ResolversParentTypes['ActiveToken']> = {
  active_token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expires_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type AppResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['App'] = ResolversParentTypes['App']> = {
  app_secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_time?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  list_channel?: Resolver<Array<ResolversTypes['Channel']>, ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previous_secret_expires_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  previous_webhook_secret_expires_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AppStatus'], ParentType, ContextType>;
  webhook_secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  webhook_status?: Resolver<ResolversTypes['WebhookEndpointStatus'], ParentType, ContextType>;
  webhook_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuditActorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditActor'] = ResolversParentTypes['AuditActor']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor_email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actor_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  actor_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actor_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  changes?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  created_time?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  hash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prev_hash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  session_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  target_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  target_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  target_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user_agent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuditEntryPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntryPage'] = ResolversParentTypes['AuditEntryPage']> = {
  data?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  has_more?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BalanceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Balance'] = ResolversParentTypes['Balance']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  chain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BalanceHistoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BalanceHistory'] = ResolversParentTypes['BalanceHistory']> = {
  data?: Resolver<Array<ResolversTypes['BalanceMovement']>, ParentType, ContextType>;
  kinds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total_capped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BalanceMovementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BalanceMovement'] = ResolversParentTypes['BalanceMovement']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  balance_after?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  chain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_time?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fee?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payment_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type BalanceStatementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BalanceStatement'] = ResolversParentTypes['BalanceStatement']> = {
  chain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  closing_balance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kinds?: Resolver<Array<ResolversTypes['StatementKind']>, ParentType, ContextType>;
  made_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  opening_balance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  pending_payments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total_credits?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  total_debits?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  total_fees?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  until?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type BankResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Bank'] = ResolversParentTypes['Bank']> = {
  bank_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bank_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BankAccountInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BankAccountInfo'] = ResolversParentTypes['BankAccountInfo']> = {
  account_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  account_number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  account_type?: Resolver<ResolversTypes['AccountType'], ParentType, ContextType>;
  available_balance?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  bank_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChainBalanceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChainBalance'] = ResolversParentTypes['ChainBalance']> = {
  balance?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ChannelResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Channel'] = ResolversParentTypes['Channel']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  is_default?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ComplaintResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Complaint'] = ResolversParentTypes['Complaint']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  complaint_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  evidence?: Resolver<Maybe<ResolversTypes['ComplaintEvidence']>, ParentType, ContextType>;
  held?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outcome?: Resolver<Maybe<ResolversTypes['ComplaintOutcome']>, ParentType, ContextType>;
  payment_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refund_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  resolved_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  respond_by?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  responded_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  responded_by?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  response?: Resolver<Maybe<ResolversTypes['ComplaintResponse']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ComplaintStatus'], ParentType, ContextType>;
};

export type ComplaintEvidenceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ComplaintEvidence'] = ResolversParentTypes['ComplaintEvidence']> = {
  content_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  evidence_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CurrencyAmountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CurrencyAmount'] = ResolversParentTypes['CurrencyAmount']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DashboardDataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DashboardData'] = ResolversParentTypes['DashboardData']> = {
  list_channel_active?: Resolver<Array<ResolversTypes['NamedCount']>, ParentType, ContextType>;
  list_source_active?: Resolver<Array<ResolversTypes['NamedCount']>, ParentType, ContextType>;
  payment_failed_group_by_date?: Resolver<Array<ResolversTypes['DateGroup']>, ParentType, ContextType>;
  payment_success_group_by_date?: Resolver<Array<ResolversTypes['DateGroup']>, ParentType, ContextType>;
  payment_success_group_by_date_time?: Resolver<Array<ResolversTypes['DateTimeGroup']>, ParentType, ContextType>;
  payment_success_group_by_time_in_24_hour?: Resolver<Array<ResolversTypes['TimeRangeAmount']>, ParentType, ContextType>;
  total_amount_net?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  total_amount_refunded?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  total_amount_success?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  total_channel_active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total_payment_failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total_payment_success?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total_source_active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DateGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DateGroup'] = ResolversParentTypes['DateGroup']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total_amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  total_payment?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DateTimeGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DateTimeGroup'] = ResolversParentTypes['DateTimeGroup']> = {
  data?: Resolver<Array<ResolversTypes['DowCount']>, ParentType, ContextType>;
  range?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DecimalScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Decimal'], any> {
  name: 'Decimal';
}

export type DowCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DowCount'] = ResolversParentTypes['DowCount']> = {
  dow?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total_payment?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ExchangeResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExchangeResult'] = ResolversParentTypes['ExchangeResult']> = {
  payment_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payment_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  web_token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FeeReportRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeeReportRow'] = ResolversParentTypes['FeeReportRow']> = {
  chain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  charged?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  charges?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  returned?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type FeeReportTotalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeeReportTotal'] = ResolversParentTypes['FeeReportTotal']> = {
  chain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  charged?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  charges?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  returned?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type InviteTokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InviteToken'] = ResolversParentTypes['InviteToken']> = {
  expires_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  invite_token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LoginResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = {
  access_token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['UserSummary'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  activeDashBoard?: Resolver<ResolversTypes['ActiveToken'], ParentType, ContextType, RequireFields<MutationActiveDashBoardArgs, 'otp'>>;
  activeUser?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationActiveUserArgs, 'active_token'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'new_password' | 'old_password'>>;
  configTOTP?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationConfigTotpArgs, 'config_totp'>>;
  createApp?: Resolver<ResolversTypes['App'], ParentType, ContextType, RequireFields<MutationCreateAppArgs, 'description' | 'logo' | 'name'>>;
  createChannel?: Resolver<ResolversTypes['Channel'], ParentType, ContextType, RequireFields<MutationCreateChannelArgs, 'app_id' | 'name'>>;
  createInviteToken?: Resolver<ResolversTypes['InviteToken'], ParentType, ContextType, Partial<MutationCreateInviteTokenArgs>>;
  createPartner?: Resolver<ResolversTypes['Partner'], ParentType, ContextType, RequireFields<MutationCreatePartnerArgs, 'name' | 'partner_type'>>;
  createSource?: Resolver<ResolversTypes['Source'], ParentType, ContextType, RequireFields<MutationCreateSourceArgs, 'name'>>;
  deleteTransactionView?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTransactionViewArgs, 'id'>>;
  disableTOTP?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDisableTotpArgs, 'password'>>;
  enableTOTP?: Resolver<ResolversTypes['TotpEnabled'], ParentType, ContextType, RequireFields<MutationEnableTotpArgs, 'otp'>>;
  exchangeCrypto?: Resolver<ResolversTypes['ExchangeResult'], ParentType, ContextType, RequireFields<MutationExchangeCryptoArgs, 'amount' | 'token_name' | 'transaction_id'>>;
  genTOTP?: Resolver<ResolversTypes['TotpSecret'], ParentType, ContextType, RequireFields<MutationGenTotpArgs, 'password'>>;
  joinPartner?: Resolver<ResolversTypes['Partner'], ParentType, ContextType, RequireFields<MutationJoinPartnerArgs, 'invite_token'>>;
  loginByPassword?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginByPasswordArgs, 'email_or_phone_number' | 'password'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  refundPayment?: Resolver<ResolversTypes['RefundResult'], ParentType, ContextType, RequireFields<MutationRefundPaymentArgs, 'amount' | 'payment_id' | 'reason' | 'transaction_id'>>;
  registerByEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRegisterByEmailArgs, 'email' | 'name' | 'password'>>;
  removeApp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveAppArgs, 'app_id'>>;
  removeUserPartner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveUserPartnerArgs, 'user_partner_id'>>;
  renameTransactionView?: Resolver<ResolversTypes['TransactionView'], ParentType, ContextType, RequireFields<MutationRenameTransactionViewArgs, 'id' | 'name'>>;
  requestResetUserPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestResetUserPasswordArgs, 'email'>>;
  resendFailedWebhooks?: Resolver<ResolversTypes['WebhookResendResult'], ParentType, ContextType, RequireFields<MutationResendFailedWebhooksArgs, 'app_id' | 'from_date' | 'to_date'>>;
  resendPaymentToWebhook?: Resolver<ResolversTypes['WebhookAttempt'], ParentType, ContextType, RequireFields<MutationResendPaymentToWebhookArgs, 'payment_id'>>;
  resendWebhookEvent?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType, RequireFields<MutationResendWebhookEventArgs, 'app_id' | 'payment_id'>>;
  resetUserPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetUserPasswordArgs, 'password' | 'token' | 'user_id'>>;
  respondComplaint?: Resolver<ResolversTypes['Complaint'], ParentType, ContextType, RequireFields<MutationRespondComplaintArgs, 'complaint_id' | 'response'>>;
  revokeInviteToken?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokeInviteTokenArgs, 'invite_id'>>;
  rotateAppSecret?: Resolver<ResolversTypes['App'], ParentType, ContextType, RequireFields<MutationRotateAppSecretArgs, 'app_id' | 'grace'>>;
  rotateWebhookSecret?: Resolver<ResolversTypes['App'], ParentType, ContextType, RequireFields<MutationRotateWebhookSecretArgs, 'app_id' | 'grace'>>;
  saveTransactionView?: Resolver<ResolversTypes['TransactionView'], ParentType, ContextType, RequireFields<MutationSaveTransactionViewArgs, 'name' | 'query'>>;
  setAppStatusToProduction?: Resolver<ResolversTypes['App'], ParentType, ContextType, RequireFields<MutationSetAppStatusToProductionArgs, 'app_id'>>;
  setChannelDefault?: Resolver<ResolversTypes['Channel'], ParentType, ContextType, RequireFields<MutationSetChannelDefaultArgs, 'channel_id'>>;
  setDefaultTransactionView?: Resolver<Array<ResolversTypes['TransactionView']>, ParentType, ContextType, Partial<MutationSetDefaultTransactionViewArgs>>;
  setStatementMail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSetStatementMailArgs, 'enabled'>>;
  testAppWebhook?: Resolver<ResolversTypes['WebhookAttempt'], ParentType, ContextType, RequireFields<MutationTestAppWebhookArgs, 'app_id'>>;
  updateApp?: Resolver<ResolversTypes['App'], ParentType, ContextType, RequireFields<MutationUpdateAppArgs, 'app_id'>>;
  updateChannel?: Resolver<ResolversTypes['Channel'], ParentType, ContextType, RequireFields<MutationUpdateChannelArgs, 'channel_id' | 'name'>>;
  updateLanguage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUpdateLanguageArgs, 'language'>>;
  updateSource?: Resolver<ResolversTypes['Source'], ParentType, ContextType, RequireFields<MutationUpdateSourceArgs, 'name' | 'source_id'>>;
  updateUserPartner?: Resolver<ResolversTypes['UserPartner'], ParentType, ContextType, RequireFields<MutationUpdateUserPartnerArgs, 'role' | 'user_partner_id'>>;
};

export type NamedCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NamedCount'] = ResolversParentTypes['NamedCount']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total_amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  total_payment?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NotificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  app_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_time?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PartnerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Partner'] = ResolversParentTypes['Partner']> = {
  disabled_banks?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  fees?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  list_app?: Resolver<Array<ResolversTypes['App']>, ParentType, ContextType>;
  list_source?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
  list_user?: Resolver<Array<ResolversTypes['UserPartner']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partner_type?: Resolver<ResolversTypes['PartnerType'], ParentType, ContextType>;
  refund_fee_returned?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  time_zone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PartnerAccessResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PartnerAccess'] = ResolversParentTypes['PartnerAccess']> = {
  partner?: Resolver<ResolversTypes['Partner'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user_type?: Resolver<ResolversTypes['UserType'], ParentType, ContextType>;
};

export type PartnerFeeReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PartnerFeeReport'] = ResolversParentTypes['PartnerFeeReport']> = {
  from_month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['FeeReportRow']>, ParentType, ContextType>;
  to_month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<Array<ResolversTypes['FeeReportTotal']>, ParentType, ContextType>;
};

export type PartnerPayoutReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PartnerPayoutReport'] = ResolversParentTypes['PartnerPayoutReport']> = {
  from_date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['PayoutReportRow']>, ParentType, ContextType>;
  to_date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totals?: Resolver<Array<ResolversTypes['PayoutReportTotal']>, ParentType, ContextType>;
};

export type PartnerReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PartnerReport'] = ResolversParentTypes['PartnerReport']> = {
  from_date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['ReportRow']>, ParentType, ContextType>;
  service?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to_date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total_failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total_payment?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total_success?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PayerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Payer'] = ResolversParentTypes['Payer']> = {
  app?: Resolver<ResolversTypes['PayerApp'], ParentType, ContextType>;
  first_payment_time?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  last_payment_time?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  paid?: Resolver<Array<ResolversTypes['CurrencyAmount']>, ParentType, ContextType>;
  total_payment?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total_payment_success?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PayerAppResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayerApp'] = ResolversParentTypes['PayerApp']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Payment'] = ResolversParentTypes['Payment']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  app?: Resolver<ResolversTypes['PaymentApp'], ParentType, ContextType>;
  app_status?: Resolver<ResolversTypes['AppStatus'], ParentType, ContextType>;
  bank?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  chain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  channel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  complaint?: Resolver<Maybe<ResolversTypes['Complaint']>, ParentType, ContextType>;
  completed_time?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  created_time?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  crypto_amount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  direction?: Resolver<ResolversTypes['PaymentDirection'], ParentType, ContextType>;
  failure_reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fee?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  made_by?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pay_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pay_memo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payment_transfer?: Resolver<Maybe<ResolversTypes['PaymentTransfer']>, ParentType, ContextType>;
  refunded_amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  refunds?: Resolver<Array<ResolversTypes['Refund']>, ParentType, ContextType>;
  response?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
  timeline?: Resolver<Array<ResolversTypes['PaymentEvent']>, ParentType, ContextType>;
  transaction_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  webhook_attempts?: Resolver<Array<ResolversTypes['WebhookAttempt']>, ParentType, ContextType>;
};

export type PaymentAppResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentApp'] = ResolversParentTypes['PaymentApp']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentDirectionTotalsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentDirectionTotals'] = ResolversParentTypes['PaymentDirectionTotals']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  crypto_amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PaymentEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentEvent'] = ResolversParentTypes['PaymentEvent']> = {
  actor?: Resolver<ResolversTypes['PaymentEventActor'], ParentType, ContextType>;
  actor_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  attempt?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PaymentEventKind'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refund_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status_code?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  success?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  webhook_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PaymentListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentList'] = ResolversParentTypes['PaymentList']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  crypto_amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['Payment']>, ParentType, ContextType>;
  incoming?: Resolver<ResolversTypes['PaymentDirectionTotals'], ParentType, ContextType>;
  outgoing?: Resolver<ResolversTypes['PaymentDirectionTotals'], ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['PaymentDirectionTotals'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PaymentTransferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentTransfer'] = ResolversParentTypes['PaymentTransfer']> = {
  account_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  account_no?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bank_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PayoutReportRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayoutReportRow'] = ResolversParentTypes['PayoutReportRow']> = {
  account_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bank?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  chain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  network_reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  settled_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
  transaction_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PayoutReportTotalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayoutReportTotal'] = ResolversParentTypes['PayoutReportTotal']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  chain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  payouts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
};

export type PendingInviteTokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PendingInviteToken'] = ResolversParentTypes['PendingInviteToken']> = {
  created_by?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_time?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expires_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  allPartner?: Resolver<Array<ResolversTypes['PartnerAccess']>, ParentType, ContextType>;
  allPayment?: Resolver<ResolversTypes['PaymentList'], ParentType, ContextType, Partial<QueryAllPaymentArgs>>;
  app?: Resolver<ResolversTypes['App'], ParentType, ContextType, RequireFields<QueryAppArgs, 'app_id'>>;
  auditActors?: Resolver<Array<ResolversTypes['AuditActor']>, ParentType, ContextType>;
  auditEntry?: Resolver<ResolversTypes['AuditEntry'], ParentType, ContextType, RequireFields<QueryAuditEntryArgs, 'id'>>;
  auditLog?: Resolver<ResolversTypes['AuditEntryPage'], ParentType, ContextType, Partial<QueryAuditLogArgs>>;
  balanceHistory?: Resolver<ResolversTypes['BalanceHistory'], ParentType, ContextType, RequireFields<QueryBalanceHistoryArgs, 'app_id' | 'app_status'>>;
  balanceStatement?: Resolver<ResolversTypes['BalanceStatement'], ParentType, ContextType, RequireFields<QueryBalanceStatementArgs, 'app_id' | 'app_status' | 'currency' | 'period'>>;
  exportPartnerPayment?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryExportPartnerPaymentArgs, 'from_date' | 'to_date'>>;
  failedWebhookEventCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryFailedWebhookEventCountArgs, 'app_id' | 'from_date' | 'to_date'>>;
  getBankAccountInfo?: Resolver<ResolversTypes['BankAccountInfo'], ParentType, ContextType, RequireFields<QueryGetBankAccountInfoArgs, 'account_number' | 'account_type' | 'app_id' | 'app_status' | 'bank_code'>>;
  getCryptoChainAvailableBalance?: Resolver<ResolversTypes['ChainBalance'], ParentType, ContextType, RequireFields<QueryGetCryptoChainAvailableBalanceArgs, 'app_id' | 'app_status' | 'chain' | 'token_name'>>;
  getPayableBalance?: Resolver<Array<ResolversTypes['Balance']>, ParentType, ContextType, RequireFields<QueryGetPayableBalanceArgs, 'app_id' | 'app_status'>>;
  globalSearch?: Resolver<ResolversTypes['SearchResult'], ParentType, ContextType, RequireFields<QueryGlobalSearchArgs, 'query'>>;
  listBanks?: Resolver<Array<ResolversTypes['Bank']>, ParentType, ContextType, Partial<QueryListBanksArgs>>;
  notifications?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  partner?: Resolver<ResolversTypes['Partner'], ParentType, ContextType>;
  partnerDashboard?: Resolver<ResolversTypes['DashboardData'], ParentType, ContextType, RequireFields<QueryPartnerDashboardArgs, 'from_date' | 'to_date'>>;
  partnerFeeReport?: Resolver<ResolversTypes['PartnerFeeReport'], ParentType, ContextType, RequireFields<QueryPartnerFeeReportArgs, 'from_month' | 'to_month'>>;
  partnerPayoutReport?: Resolver<ResolversTypes['PartnerPayoutReport'], ParentType, ContextType, RequireFields<QueryPartnerPayoutReportArgs, 'from_date' | 'to_date'>>;
  partnerReport?: Resolver<ResolversTypes['PartnerReport'], ParentType, ContextType, RequireFields<QueryPartnerReportArgs, 'from_date' | 'service' | 'to_date'>>;
  payer?: Resolver<ResolversTypes['Payer'], ParentType, ContextType, RequireFields<QueryPayerArgs, 'app_id' | 'user_id'>>;
  pendingInviteTokens?: Resolver<Array<ResolversTypes['PendingInviteToken']>, ParentType, ContextType>;
  statementMail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  transactionViews?: Resolver<Array<ResolversTypes['TransactionView']>, ParentType, ContextType>;
  userInfo?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  webhookDeliveries?: Resolver<ResolversTypes['WebhookDeliveryPage'], ParentType, ContextType, RequireFields<QueryWebhookDeliveriesArgs, 'app_id'>>;
};

export type RefundResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Refund'] = ResolversParentTypes['Refund']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  chain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  completed_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  debited?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  destination?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failure_reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fee_returned?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  payment_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refund_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RefundStatus'], ParentType, ContextType>;
  transaction_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RefundResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RefundResult'] = ResolversParentTypes['RefundResult']> = {
  payment?: Resolver<ResolversTypes['RefundedPayment'], ParentType, ContextType>;
  refund?: Resolver<ResolversTypes['Refund'], ParentType, ContextType>;
  retried?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RefundedPaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RefundedPayment'] = ResolversParentTypes['RefundedPayment']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  payment_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  refunded_amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
  transaction_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReportRow'] = ResolversParentTypes['ReportRow']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  service?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total_failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total_payment?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total_success?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SearchHitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchHit'] = ResolversParentTypes['SearchHit']> = {
  amount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  app_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  app_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_time?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SearchKind'], ParentType, ContextType>;
  matched?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refunded_amount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = {
  hits?: Resolver<Array<ResolversTypes['SearchHit']>, ParentType, ContextType>;
  locked_kinds?: Resolver<Array<ResolversTypes['SearchKind']>, ParentType, ContextType>;
};

export type SourceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Source'] = ResolversParentTypes['Source']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payments_last_30_days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StatementKindResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StatementKind'] = ResolversParentTypes['StatementKind']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  credits?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  debits?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  fees?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TimeRangeAmountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TimeRangeAmount'] = ResolversParentTypes['TimeRangeAmount']> = {
  range?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total_amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type TotpEnabledResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TotpEnabled'] = ResolversParentTypes['TotpEnabled']> = {
  recovery_codes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type TotpSecretResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TotpSecret'] = ResolversParentTypes['TotpSecret']> = {
  totp_uri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TransactionViewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TransactionView'] = ResolversParentTypes['TransactionView']> = {
  created_time?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  is_default?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  query?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  is_enabled_TOTP?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partner?: Resolver<Maybe<ResolversTypes['Partner']>, ParentType, ContextType>;
  totp_config?: Resolver<Array<ResolversTypes['TotpUse']>, ParentType, ContextType>;
  user_partner?: Resolver<Maybe<ResolversTypes['UserPartner']>, ParentType, ContextType>;
  user_type?: Resolver<Maybe<ResolversTypes['UserType']>, ParentType, ContextType>;
};

export type UserPartnerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserPartner'] = ResolversParentTypes['UserPartner']> = {
  created_time?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_active_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  two_factor_enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['UserSummary'], ParentType, ContextType>;
};

export type UserSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserSummary'] = ResolversParentTypes['UserSummary']> = {
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WebhookAttemptResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookAttempt'] = ResolversParentTypes['WebhookAttempt']> = {
  created_time?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latency_ms?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  response_excerpt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status_code?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WebhookDeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = {
  attempt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  created_time?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  event_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latency_ms?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  message_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payment_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  response_excerpt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status_code?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  transaction_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WebhookDeliveryPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookDeliveryPage'] = ResolversParentTypes['WebhookDeliveryPage']> = {
  data?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WebhookEndpointStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookEndpointStatus'] = ResolversParentTypes['WebhookEndpointStatus']> = {
  failing_since?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  last_attempt_time?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['WebhookHealth'], ParentType, ContextType>;
};

export type WebhookResendResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookResendResult'] = ResolversParentTypes['WebhookResendResult']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  ActiveToken?: ActiveTokenResolvers<ContextType>;
  App?: AppResolvers<ContextType>;
  AuditActor?: AuditActorResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditEntryPage?: AuditEntryPageResolvers<ContextType>;
  Balance?: BalanceResolvers<ContextType>;
  BalanceHistory?: BalanceHistoryResolvers<ContextType>;
  BalanceMovement?: BalanceMovementResolvers<ContextType>;
  BalanceStatement?: BalanceStatementResolvers<ContextType>;
  Bank?: BankResolvers<ContextType>;
  BankAccountInfo?: BankAccountInfoResolvers<ContextType>;
  ChainBalance?: ChainBalanceResolvers<ContextType>;
  Channel?: ChannelResolvers<ContextType>;
  Complaint?: ComplaintResolvers<ContextType>;
  ComplaintEvidence?: ComplaintEvidenceResolvers<ContextType>;
  CurrencyAmount?: CurrencyAmountResolvers<ContextType>;
  DashboardData?: DashboardDataResolvers<ContextType>;
  DateGroup?: DateGroupResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DateTimeGroup?: DateTimeGroupResolvers<ContextType>;
  Decimal?: GraphQLScalarType;
  DowCount?: DowCountResolvers<ContextType>;
  ExchangeResult?: ExchangeResultResolvers<ContextType>;
  FeeReportRow?: FeeReportRowResolvers<ContextType>;
  FeeReportTotal?: FeeReportTotalResolvers<ContextType>;
  InviteToken?: InviteTokenResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  LoginResult?: LoginResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NamedCount?: NamedCountResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  Partner?: PartnerResolvers<ContextType>;
  PartnerAccess?: PartnerAccessResolvers<ContextType>;
  PartnerFeeReport?: PartnerFeeReportResolvers<ContextType>;
  PartnerPayoutReport?: PartnerPayoutReportResolvers<ContextType>;
  PartnerReport?: PartnerReportResolvers<ContextType>;
  Payer?: PayerResolvers<ContextType>;
  PayerApp?: PayerAppResolvers<ContextType>;
  Payment?: PaymentResolvers<ContextType>;
  PaymentApp?: PaymentAppResolvers<ContextType>;
  PaymentDirectionTotals?: PaymentDirectionTotalsResolvers<ContextType>;
  PaymentEvent?: PaymentEventResolvers<ContextType>;
  PaymentList?: PaymentListResolvers<ContextType>;
  PaymentTransfer?: PaymentTransferResolvers<ContextType>;
  PayoutReportRow?: PayoutReportRowResolvers<ContextType>;
  PayoutReportTotal?: PayoutReportTotalResolvers<ContextType>;
  PendingInviteToken?: PendingInviteTokenResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Refund?: RefundResolvers<ContextType>;
  RefundResult?: RefundResultResolvers<ContextType>;
  RefundedPayment?: RefundedPaymentResolvers<ContextType>;
  ReportRow?: ReportRowResolvers<ContextType>;
  SearchHit?: SearchHitResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  Source?: SourceResolvers<ContextType>;
  StatementKind?: StatementKindResolvers<ContextType>;
  TimeRangeAmount?: TimeRangeAmountResolvers<ContextType>;
  TotpEnabled?: TotpEnabledResolvers<ContextType>;
  TotpSecret?: TotpSecretResolvers<ContextType>;
  TransactionView?: TransactionViewResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserPartner?: UserPartnerResolvers<ContextType>;
  UserSummary?: UserSummaryResolvers<ContextType>;
  WebhookAttempt?: WebhookAttemptResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookDeliveryPage?: WebhookDeliveryPageResolvers<ContextType>;
  WebhookEndpointStatus?: WebhookEndpointStatusResolvers<ContextType>;
  WebhookResendResult?: WebhookResendResultResolvers<ContextType>;
};

