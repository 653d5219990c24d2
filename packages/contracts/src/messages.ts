import { fill } from './i18n/message.js';
// The messages the server sends (GraphQL `message`, the REST envelope's `message` and `fields`,
// the admin command's answer), word for word as the product writes them (PRODUCT §8 where it
// does): the server throws with these, the tests assert them, and no client branches on their
// text (it reads the code, errors.ts). Rules' own messages stay beside their rules (limits,
// two-factor, gateway-rules, validation/*); a server file never writes a message itself, which a
// unit test of the server checks (apps/server/src/messages.test.ts).

/** Answers shared by every area: session, access, input, the REST success. */
export const COMMON_MESSAGES = {
  /** The `message` of every successful REST answer (PRODUCT §7.2). */
  success: /*i18n*/ 'Success',
  sessionGone: /*i18n*/ 'Your session has ended. Please log in again.',
  unauthenticated: /*i18n*/ 'You need to login',
  forbidden: /*i18n*/ 'You do not have permission to do this',
  activeTokenRequired: /*i18n*/ 'Enter your two-factor code (Show form submit OTP) to see this data',
  invalidInput: /*i18n*/ 'Invalid input',
  notImplemented: (field: string) => fill(/*i18n*/ '{field} is not implemented yet', { field }),
  decimalCannotRepresent: (value: string) => fill(/*i18n*/ 'Decimal cannot represent {value}', { value }),
  invalidDate: /*i18n*/ 'Invalid date',
  jsonAsVariables: /*i18n*/ 'JSON values must be sent as variables',
} as const;

/** "… not found": another partner's object and a missing one answer the same. */
export const NOT_FOUND_MESSAGES = {
  app: /*i18n*/ 'App not found',
  auditEntry: /*i18n*/ 'Audit entry not found',
  channel: /*i18n*/ 'Channel not found',
  complaint: /*i18n*/ 'Complaint not found',
  evidence: /*i18n*/ 'Evidence not found',
  invite: /*i18n*/ 'Invite not found',
  member: /*i18n*/ 'Member not found',
  partner: /*i18n*/ 'Partner not found',
  payer: /*i18n*/ 'Payer not found',
  payment: /*i18n*/ 'Payment not found',
  refund: /*i18n*/ 'Refund not found',
  source: /*i18n*/ 'Source not found',
  view: /*i18n*/ 'View not found',
  webhookEvent: /*i18n*/ 'Webhook event not found',
} as const;

/** Login, registration, reset links and the second factor (PRODUCT §2, §8). */
export const AUTH_MESSAGES = {
  invalidCredentials: /*i18n*/ 'Email or password is incorrect',
  invalidResetLink: /*i18n*/ 'This reset link is invalid or has expired. Please ask for a new one.',
  invalidActivationLink: /*i18n*/ 'This activation link is invalid or has expired.',
  emailNotVerified: /*i18n*/ 'Please verify your email first: open the link we sent to your mailbox.',
  notActivated: /*i18n*/ 'Your account has not been activated by an administrator yet. Please wait for activation.',
  otpInvalid: /*i18n*/ 'OTP is invalid',
  /** `wait` is a duration as words ("5 minutes"). */
  loginBlocked: (wait: string) =>
    fill(/*i18n*/ 'Too many failed login attempts. Please try again in {wait}.', { wait }),
  registerBlocked: (wait: string) =>
    fill(/*i18n*/ 'Too many registration attempts. Please try again in {wait}.', { wait }),
  resetBlocked: (wait: string) =>
    fill(/*i18n*/ 'Too many password reset requests. Please try again in {wait}.', { wait }),
  otpBlocked: (wait: string) => fill(/*i18n*/ 'Too many wrong codes. Please try again in {wait}.', { wait }),
} as const;

/** Profile: password and two-factor settings. */
export const PROFILE_MESSAGES = {
  passwordIncorrect: /*i18n*/ 'Password is incorrect',
  totpAlreadyEnabled: /*i18n*/ 'Two-factor authentication is already enabled',
  totpStartAgain: /*i18n*/ 'Start again: enter your password to get a new QR code',
  enableTotpFirst: /*i18n*/ 'Enable two-factor authentication first',
  turnOnTotpInProfile: /*i18n*/ 'Turn on two-factor authentication in Profile first',
  passwordBlocked: (wait: string) => fill(/*i18n*/ 'Too many wrong passwords. Please try again in {wait}.', { wait }),
} as const;

/**
 * A wait as words, the {wait} of the refusals above ("5 minutes"): a message of its own, so a
 * reader's language has its words too.
 */
export const DURATION_WORDS = {
  minutes: (count: number) => fill(/*i18n*/ '{count} minutes', { count }),
  oneMinute: /*i18n*/ '1 minute',
  seconds: (count: number) => fill(/*i18n*/ '{count} seconds', { count }),
  oneSecond: /*i18n*/ '1 second',
} as const;

/** Partners, members and invitation codes. */
export const PARTNER_MESSAGES = {
  noPartner: /*i18n*/ 'Register a partner or join one with an invitation code first',
  inviteInvalid: /*i18n*/ 'Invite code is invalid',
  inviteUsed: /*i18n*/ 'This invite code has already been used',
  inviteExpired: /*i18n*/ 'This invite code has expired',
  inviteRevoked: /*i18n*/ 'This invite code has been revoked',
  alreadyMember: /*i18n*/ 'You are already a member of this partner',
  ownerUnchangeable: /*i18n*/ 'The owner of a partner cannot be changed or removed',
  notYourself: /*i18n*/ 'You cannot change or remove yourself',
} as const;

/** Apps, their logos and webhooks. */
export const APP_MESSAGES = {
  alreadyInProduction: /*i18n*/ 'This app is already in production',
  productionUndeletable: /*i18n*/ 'An app in production cannot be deleted',
  noWebhookUrl: /*i18n*/ 'This app has no webhook URL: add one with Update first',
  logoInvalid: /*i18n*/ 'logo not valid',
} as const;

/** Signed gateway requests, the hosted checkout and the portal's money calls (PRODUCT §5, §7.2). */
export const PAYMENT_MESSAGES = {
  /** An app a signed request names that does not exist (or is another partner's). */
  appNotFound: /*i18n*/ 'App is not found',
  invalidHash: /*i18n*/ 'Invalid hash',
  bankDisabled: /*i18n*/ 'This payment method is disabled for your partner',
  bankNotSupported: /*i18n*/ 'This bank is not supported',
  tokenNotSupported: /*i18n*/ 'This token is not supported',
  chainNotSupported: /*i18n*/ 'This chain is not supported',
  accountClosed: /*i18n*/ 'This account is closed',
  accountNotFound: /*i18n*/ 'Account not found',
  amountBelowFee: /*i18n*/ 'amount does not cover the fee',
  partnerNotYours: /*i18n*/ 'This partner is not yours',
  duplicateTransaction: /*i18n*/ 'This transaction_id was already used with different values',
  paymentLinkInvalid: /*i18n*/ 'This payment link is not valid',
  sandboxOff: /*i18n*/ 'The sandbox checkout is off on this server',
  paymentAlready: (status: string) => fill(/*i18n*/ 'This payment is already {status}', { status }),
  unknownAction: /*i18n*/ 'Unknown action',
  paymentStillPending: /*i18n*/ 'This payment is still pending: it has no webhook event yet',
} as const;

/** Refunds of a payer's payment (issue 29 item 1, docs/adr/0029-refunds.md). */
export const REFUND_MESSAGES = {
  notRefundable: /*i18n*/ "Only a payer's successful payment can be refunded",
  notSucceeded: (status: string) =>
    fill(/*i18n*/ 'This payment is {status}: only a successful payment can be refunded', { status }),
  /** `left` is what is left to refund, with its currency ("60000 VND"). */
  exceedsLeft: (left: string) => fill(/*i18n*/ 'The refund is larger than what is left to refund ({left})', { left }),
  duplicate: /*i18n*/ 'This transaction_id was already used for another refund',
  /** The amount in the payment's currency: whole VND, a token to 3 decimals. */
  amountWhole: /*i18n*/ 'amount must be an integer',
  amountDecimals: /*i18n*/ 'amount has at most 3 decimals',
  settledFailed: /*i18n*/ "The payer's bank or chain did not accept the refund; the amount is back in the balance",
} as const;

/** Transactions, the dashboard and the live stream's filters. */
export const TRANSACTION_MESSAGES = {
  fromBeforeTo: /*i18n*/ 'from_date must be before to_date',
  offsetMin: /*i18n*/ 'offset must be 0 or more',
  limitMin: /*i18n*/ 'limit must be 1 or more',
  exportTooLarge: (rows: number, max: number) =>
    fill(/*i18n*/ 'This export has {rows} transactions, more than {max}: download it as a file instead', { rows, max }),
  dashboardMaxDays: (days: number) => fill(/*i18n*/ 'The dashboard shows at most {days} days', { days }),
  liveScreenInvalid: /*i18n*/ 'screen must be transaction or dashboard',
  liveScreenField: /*i18n*/ 'Invalid screen',
} as const;

/** The balance history (issue 30 item 1): its filters' refusals. */
export const BALANCE_HISTORY_MESSAGES = {
  unknownKind: (kind: string) => fill(/*i18n*/ '{kind} is not a kind of balance movement', { kind }),
  chainWithoutCurrency: /*i18n*/ 'chain needs currency',
} as const;

/** POST /v1/upload: the app logo (PRODUCT §5: PNG or JPEG, 512×512, at most 1 MB). */
export const UPLOAD_MESSAGES = {
  empty: /*i18n*/ 'The file is empty',
  tooLarge: /*i18n*/ 'The logo must be at most 1 MB',
  notPngOrJpeg: /*i18n*/ 'The logo must be a PNG or JPEG image',
  unreadable: /*i18n*/ 'The image could not be read',
  wrongSize: (px: number, width: number | undefined, height: number | undefined) =>
    fill(/*i18n*/ 'The logo must be exactly {px}x{px} pixels (this one is {width}x{height})', {
      px,
      width: String(width),
      height: String(height),
    }),
  notMultipart: /*i18n*/ 'Send the logo as multipart/form-data in the field "upload"',
  noUploadField: /*i18n*/ 'Send the logo in the multipart field "upload"',
} as const;

/** A webhook URL the server refuses to call (no SSRF into its own network). */
export const WEBHOOK_MESSAGES = {
  urlInvalid: /*i18n*/ 'url not valid',
  hostUnresolved: (host: string) => fill(/*i18n*/ 'The webhook host {host} could not be resolved', { host }),
  notPublic: /*i18n*/ 'The webhook URL must point to a public address (not loopback, private or link-local)',
} as const;

/** The arguments each admin command's usage line names (ADMIN_MESSAGES.usage). */
export const ADMIN_USAGE = {
  email: /*i18n*/ '<email>',
  partner: /*i18n*/ '<partner id or name>',
  partnerFees: /*i18n*/ '<partner id or name> <service>=<rate>[+<fixed>]|off … [refund_fee_returned=on|off]',
  partnerBanks: /*i18n*/ '<partner id or name> <bank> …',
} as const;

/** The operator's admin command (npm run admin): usage and refusals. */
export const ADMIN_MESSAGES = {
  noUser: (email: string) => `No user with email ${email}`,
  partnerAmbiguous: (count: number, name: string) => `${count} partners are named ${name}: use the id (list-partners)`,
  noPartner: (name: string) => `No partner ${name} (list-partners shows them)`,
  usage: (command: string, args: string) => `Usage: ${command} ${args}`,
  unknownCommand: (command: string) => `Unknown command ${command}`,
  notAFee: (arg: string) => `Not a fee: ${arg} (write <service>=<rate>[+<fixed>], e.g. atm_vnd=0.011+1100)`,
  unknownFee: (key: string, keys: readonly string[]) => `Unknown fee ${key}: one of ${keys.join(', ')}`,
  notAFeeValue: (value: string) => `Not a fee value: ${value} (a rate like 0.011 or 1.1%, then +fixed for atm_vnd)`,
  rateTooPrecise: (key: string) => `The rate of ${key} has more than 6 decimals`,
  rateOutOfRange: (key: string) => `The rate of ${key} must be at least 0 and below 1 (100%)`,
  notARefundRule: (value: string) => `refund_fee_returned is on or off, not ${value}`,
  /** PRODUCT §3: only atm_vnd has a fixed part. */
  fixedOnlyAtm: 'Only atm_vnd has a fixed part (PRODUCT §3)',
  unknownBank: (arg: string) =>
    `Unknown bank ${arg}: a bank code (VCB), a token (USDT), or ATM_{bank}, VA_{bank}, CRYPTO_{token}, ATM_ALL, VA_ALL, CRYPTO_ALL`,
} as const;
