// The messages the server sends (GraphQL `message`, the REST envelope's `message` and `fields`,
// the admin command's answer), word for word as the product writes them (PRODUCT §8 where it
// does): the server throws with these, the tests assert them, and no client branches on their
// text (it reads the code, errors.ts). Rules' own messages stay beside their rules (limits,
// two-factor, gateway-rules, validation/*); a server file never writes a message itself, which a
// unit test of the server checks (apps/server/src/messages.test.ts).

/** Answers shared by every area: session, access, input, the REST success. */
export const COMMON_MESSAGES = {
  /** The `message` of every successful REST answer (PRODUCT §7.2). */
  success: 'Success',
  sessionGone: 'Your session has ended. Please log in again.',
  unauthenticated: 'You need to login',
  forbidden: 'You do not have permission to do this',
  activeTokenRequired: 'Enter your two-factor code (Show form submit OTP) to see this data',
  invalidInput: 'Invalid input',
  notImplemented: (field: string) => `${field} is not implemented yet`,
  decimalCannotRepresent: (value: string) => `Decimal cannot represent ${value}`,
  invalidDate: 'Invalid date',
  jsonAsVariables: 'JSON values must be sent as variables',
} as const;

/** "… not found": another partner's object and a missing one answer the same. */
export const NOT_FOUND_MESSAGES = {
  app: 'App not found',
  auditEntry: 'Audit entry not found',
  channel: 'Channel not found',
  complaint: 'Complaint not found',
  evidence: 'Evidence not found',
  invite: 'Invite not found',
  member: 'Member not found',
  partner: 'Partner not found',
  payer: 'Payer not found',
  payment: 'Payment not found',
  refund: 'Refund not found',
  source: 'Source not found',
  view: 'View not found',
  webhookEvent: 'Webhook event not found',
} as const;

/** Login, registration, reset links and the second factor (PRODUCT §2, §8). */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Email or password is incorrect',
  invalidResetLink: 'This reset link is invalid or has expired. Please ask for a new one.',
  invalidActivationLink: 'This activation link is invalid or has expired.',
  emailNotVerified: 'Please verify your email first: open the link we sent to your mailbox.',
  notActivated: 'Your account has not been activated by an administrator yet. Please wait for activation.',
  otpInvalid: 'OTP is invalid',
  /** `wait` is a duration as words ("5 minutes"). */
  loginBlocked: (wait: string) => `Too many failed login attempts. Please try again in ${wait}.`,
  registerBlocked: (wait: string) => `Too many registration attempts. Please try again in ${wait}.`,
  resetBlocked: (wait: string) => `Too many password reset requests. Please try again in ${wait}.`,
  otpBlocked: (wait: string) => `Too many wrong codes. Please try again in ${wait}.`,
} as const;

/** Profile: password and two-factor settings. */
export const PROFILE_MESSAGES = {
  passwordIncorrect: 'Password is incorrect',
  totpAlreadyEnabled: 'Two-factor authentication is already enabled',
  totpStartAgain: 'Start again: enter your password to get a new QR code',
  enableTotpFirst: 'Enable two-factor authentication first',
  turnOnTotpInProfile: 'Turn on two-factor authentication in Profile first',
  passwordBlocked: (wait: string) => `Too many wrong passwords. Please try again in ${wait}.`,
} as const;

/** Partners, members and invitation codes. */
export const PARTNER_MESSAGES = {
  noPartner: 'Register a partner or join one with an invitation code first',
  inviteInvalid: 'Invite code is invalid',
  inviteUsed: 'This invite code has already been used',
  inviteExpired: 'This invite code has expired',
  inviteRevoked: 'This invite code has been revoked',
  alreadyMember: 'You are already a member of this partner',
  ownerUnchangeable: 'The owner of a partner cannot be changed or removed',
  notYourself: 'You cannot change or remove yourself',
} as const;

/** Apps, their logos and webhooks. */
export const APP_MESSAGES = {
  alreadyInProduction: 'This app is already in production',
  productionUndeletable: 'An app in production cannot be deleted',
  noWebhookUrl: 'This app has no webhook URL: add one with Update first',
  logoInvalid: 'logo not valid',
} as const;

/** Signed gateway requests, the hosted checkout and the portal's money calls (PRODUCT §5, §7.2). */
export const PAYMENT_MESSAGES = {
  /** An app a signed request names that does not exist (or is another partner's). */
  appNotFound: 'App is not found',
  invalidHash: 'Invalid hash',
  bankDisabled: 'This payment method is disabled for your partner',
  bankNotSupported: 'This bank is not supported',
  tokenNotSupported: 'This token is not supported',
  chainNotSupported: 'This chain is not supported',
  accountClosed: 'This account is closed',
  accountNotFound: 'Account not found',
  amountBelowFee: 'amount does not cover the fee',
  partnerNotYours: 'This partner is not yours',
  duplicateTransaction: 'This transaction_id was already used with different values',
  paymentLinkInvalid: 'This payment link is not valid',
  sandboxOff: 'The sandbox checkout is off on this server',
  paymentAlready: (status: string) => `This payment is already ${status}`,
  unknownAction: 'Unknown action',
  paymentStillPending: 'This payment is still pending: it has no webhook event yet',
} as const;

/** Refunds of a payer's payment (issue 29 item 1, docs/adr/0029-refunds.md). */
export const REFUND_MESSAGES = {
  notRefundable: "Only a payer's successful payment can be refunded",
  notSucceeded: (status: string) => `This payment is ${status}: only a successful payment can be refunded`,
  /** `left` is what is left to refund, with its currency ("60000 VND"). */
  exceedsLeft: (left: string) => `The refund is larger than what is left to refund (${left})`,
  duplicate: 'This transaction_id was already used for another refund',
  /** The amount in the payment's currency: whole VND, a token to 3 decimals. */
  amountWhole: 'amount must be an integer',
  amountDecimals: 'amount has at most 3 decimals',
  settledFailed: "The payer's bank or chain did not accept the refund; the amount is back in the balance",
} as const;

/** Transactions, the dashboard and the live stream's filters. */
export const TRANSACTION_MESSAGES = {
  fromBeforeTo: 'from_date must be before to_date',
  offsetMin: 'offset must be 0 or more',
  limitMin: 'limit must be 1 or more',
  exportTooLarge: (rows: number, max: number) =>
    `This export has ${rows} transactions, more than ${max}: download it as a file instead`,
  dashboardMaxDays: (days: number) => `The dashboard shows at most ${days} days`,
  liveScreenInvalid: 'screen must be transaction or dashboard',
  liveScreenField: 'Invalid screen',
} as const;

/** The balance history (issue 30 item 1): its filters' refusals. */
export const BALANCE_HISTORY_MESSAGES = {
  unknownKind: (kind: string) => `${kind} is not a kind of balance movement`,
  chainWithoutCurrency: 'chain needs currency',
} as const;

/** POST /v1/upload: the app logo (PRODUCT §5: PNG or JPEG, 512×512, at most 1 MB). */
export const UPLOAD_MESSAGES = {
  empty: 'The file is empty',
  tooLarge: 'The logo must be at most 1 MB',
  notPngOrJpeg: 'The logo must be a PNG or JPEG image',
  unreadable: 'The image could not be read',
  wrongSize: (px: number, width: number | undefined, height: number | undefined) =>
    `The logo must be exactly ${px}x${px} pixels (this one is ${width}x${height})`,
  notMultipart: 'Send the logo as multipart/form-data in the field "upload"',
  noUploadField: 'Send the logo in the multipart field "upload"',
} as const;

/** A webhook URL the server refuses to call (no SSRF into its own network). */
export const WEBHOOK_MESSAGES = {
  urlInvalid: 'url not valid',
  hostUnresolved: (host: string) => `The webhook host ${host} could not be resolved`,
  notPublic: 'The webhook URL must point to a public address (not loopback, private or link-local)',
} as const;

/** The arguments each admin command's usage line names (ADMIN_MESSAGES.usage). */
export const ADMIN_USAGE = {
  email: '<email>',
  partner: '<partner id or name>',
  partnerFees: '<partner id or name> <service>=<rate>[+<fixed>]|off … [refund_fee_returned=on|off]',
  partnerBanks: '<partner id or name> <bank> …',
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
