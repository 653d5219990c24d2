import {
  APP_STATUSES,
  COMPLAINT_EVIDENCE_MAX_BYTES,
  COMPLAINT_EVIDENCE_TYPES,
  COMPLAINT_NOTE_MAX_LENGTH,
  COMPLAINT_OUTCOMES,
  COMPLAINT_REASON_MAX_LENGTH,
  COMPLAINT_RESPONSES,
  COMPLAINT_STATUSES,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  PARTNER_TYPES,
  PAYMENT_STATUSES,
  REFUND_DESTINATIONS,
  REFUND_STATUSES,
  ROLES,
} from '@paygate/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Tables of the account area. Later domains add their own files beside this one.

export const roleEnum = pgEnum('role', ROLES);
export const partnerTypeEnum = pgEnum('partner_type', PARTNER_TYPES);
/** USER is every partner member; SUPERVISOR is gateway staff (PRODUCT §3 "user type"). */
export const userKindEnum = pgEnum('user_kind', ['USER', 'SUPERVISOR']);
export const userTokenPurposeEnum = pgEnum('user_token_purpose', ['verify_email', 'reset_password']);

/** A CHECK that a text column holds one of a contracts list's values. */
const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const partners = pgTable('partners', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  partnerType: partnerTypeEnum('partner_type').notNull(),
  /** Map of service to { rate } (atm_vnd also { fixed }); set by operators. */
  fees: jsonb('fees').$type<Record<string, { rate: number; fixed?: number }>>().notNull().default({}),
  /** Whether a refund gives back the share of the payment's fee it covers (contracts refundQuote, ADR 0029). */
  refundFeeReturned: boolean('refund_fee_returned').notNull().default(false),
  disabledBanks: text('disabled_banks').array().notNull().default(sql`'{}'::text[]`),
  timeZone: text('time_zone').notNull().default('Asia/Ho_Chi_Minh'),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-case: addresses are compared case-insensitively. */
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    avatar: text('avatar'),
    kind: userKindEnum('kind').notNull().default('USER'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Set by an operator (`npm run admin -- activate-user`); no login before it. */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    totpSecret: text('totp_secret'),
    /** A secret shown as a QR by genTOTP, becoming totp_secret once enableTOTP proves it. */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    totpConfig: text('totp_config').array().notNull().default(sql`'{}'::text[]`),
    /** The last accepted TOTP time step: a code is accepted once. */
    totpLastCounter: bigint('totp_last_counter', { mode: 'number' }),
    /** The partner a token without a partner claim acts for (the last created or joined). */
    currentPartnerId: uuid('current_partner_id').references(() => partners.id, { onDelete: 'set null' }),
    /**
     * The portal's language for this user (issue 31): set at registration from the request's
     * Accept-Language, changed by updateLanguage; what the user's mails will be written in.
     */
    language: text('language').$type<Language>().notNull().default(DEFAULT_LANGUAGE),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.phone),
    check('users_language', inList('language', LANGUAGES)),
  ],
);

export const userPartners = pgTable(
  'user_partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    role: roleEnum('role').notNull(),
    /**
     * The member asked for each month's statement by mail on the 1st (issue 30 item 2, ADR 0032):
     * sent only while the role may receive it (policy receiveStatementMail).
     */
    statementMail: boolean('statement_mail').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_partners_user_partner_key').on(t.userId, t.partnerId), index().on(t.partnerId)],
);

/**
 * The monthly statement mails sent: one row per member and month, inserted before the mail goes,
 * so two instances running the job at once (or one running it again) send it once.
 */
export const statementMails = pgTable(
  'statement_mails',
  {
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The month stated: YYYY-MM of the partner's calendar. */
    period: text('period').notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.userId, t.period] })],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index().on(t.userId)],
);

/** Single-use e-mail verification and password-reset tokens; only their SHA-256 is stored. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: userTokenPurposeEnum('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_tokens_hash_key').on(t.tokenHash), index().on(t.userId)],
);

/** Single-use two-factor recovery codes, shown once when two-factor is enabled; SHA-256 stored. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_user_code_key').on(t.userId, t.codeHash)],
);

/** Invitation codes: random, single-use, bound to a role, expiring; only their SHA-256 is stored. */
export const inviteTokens = pgTable(
  'invite_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    role: roleEnum('role').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
    /** Revoked by a manager, or because its creator left the partner or lost the right to invite. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('invite_tokens_code_key').on(t.codeHash), index().on(t.partnerId)],
);

/** Mail written when no SMTP_URL is set: the dev mailbox reads it. */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  links: jsonb('links').$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
});

/** Generated server secrets (the JWT key when JWT_SECRET is unset), shared by every instance. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Raw bytes (PostgreSQL bytea): a Buffer in and out, whichever driver runs. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded logos (issue #13, docs/adr/0014): the bytes live in the database every instance
 * shares, not on one instance's disk. `name` is the `<uuid>.<ext>` of the `/uploads/<name>` path
 * an app stores; the content type was decided from the bytes at upload.
 */
export const uploads = pgTable(
  'uploads',
  {
    name: text('name').primaryKey(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('uploads_content_type', sql`${t.contentType} in ('image/png', 'image/jpeg')`),
    check('uploads_size', sql`octet_length(${t.bytes}) between 1 and 1048576`),
  ],
);

// ── Apps, channels, sources (issue #3) ────────────────────────────────────────────────────────

export const appStatusEnum = pgEnum('app_status', APP_STATUSES);

export const apps = pgTable(
  'apps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    logo: text('logo').notNull(),
    webhookUrl: text('webhook_url'),
    status: appStatusEnum('status').notNull().default('DEVELOPMENT'),
    /** Signs gateway requests (SHA-1 hash, PRODUCT §7.2). Needed in clear to verify, like any HMAC key. */
    appSecret: text('app_secret').notNull(),
    /** The secret before the last rotation, still accepted until previous_secret_expires_at. */
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    /** Standard Webhooks signing secret (whsec_…). */
    webhookSecret: text('webhook_secret').notNull(),
    /** The webhook secret before the last rotation: webhooks carry its signature too until it expires. */
    previousWebhookSecret: text('previous_webhook_secret'),
    previousWebhookSecretExpiresAt: timestamp('previous_webhook_secret_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** Deleted apps disappear from the portal; their payments stay readable. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index().on(t.partnerId),
    // A previous webhook secret always has its end, and an end always its secret (issue 29, polish).
    check(
      'apps_previous_webhook_secret_pair',
      sql`(${t.previousWebhookSecret} is null) = (${t.previousWebhookSecretExpiresAt} is null)`,
    ),
  ],
);
/** An app's row: read by the apps module, and by the payments and webhooks beneath it. */
export type AppRow = typeof apps.$inferSelect;

export const channels = pgTable(
  'channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  // At most one default per app, enforced by the database; the service keeps it at exactly one.
  // Names are unique within an app, ignoring case: a payment's channel is chosen and shown by name.
  (t) => [
    index().on(t.appId),
    uniqueIndex('channels_one_default_per_app').on(t.appId).where(sql`${t.isDefault}`),
    uniqueIndex('channels_app_name_key').on(t.appId, sql`lower(${t.name})`),
  ],
);

export const sources = pgTable(
  'sources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sources_partner_name_key').on(t.partnerId, sql`lower(${t.name})`)],
);

/** Every webhook delivery attempt: time, status, latency and a body excerpt (issues #3, #4). */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    /** Null for a test delivery (testAppWebhook). */
    paymentId: uuid('payment_id'),
    messageId: text('message_id').notNull(),
    /** The body's type (payment.succeeded…, refund.failed; issue 29 item 4) or test; older rows payment.success/failed/cancel. */
    eventType: text('event_type').notNull().default('payment'),
    /** 1 for the event's first attempt; resends count on (issue #14 item 3). */
    attempt: integer('attempt').notNull().default(1),
    url: text('url').notNull(),
    success: boolean('success').notNull(),
    statusCode: integer('status_code'),
    latencyMs: integer('latency_ms'),
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    // The delivery log's pages (newest first, id breaks ties) and the endpoint status's first
    // attempt after a time; the outcome filter and the last success have their own.
    index('webhook_attempts_app_created_idx').on(t.appId, t.createdAt.desc(), t.id.desc()),
    index('webhook_attempts_app_success_created_idx').on(t.appId, t.success, t.createdAt.desc(), t.id.desc()),
    index().on(t.paymentId),
    // Numbering the attempts of one event, and finding the events whose attempts all failed.
    index('webhook_attempts_message_idx').on(t.messageId),
    // The retention job deletes by age across apps.
    index('webhook_attempts_created_idx').on(t.createdAt),
  ],
);

/**
 * A payment event queued by a bulk resend, until the cool-down passes: a second request for
 * the same event meanwhile queues nothing (issue #14: a burst of bulk resends must not multiply
 * deliveries). The marker is written with the job, in one transaction.
 */
export const webhookResends = pgTable('webhook_resends', {
  messageId: text('message_id').primaryKey(),
  appId: uuid('app_id')
    .notNull()
    .references(() => apps.id, { onDelete: 'cascade' }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A partner's notices on /notification (issue #14: an endpoint failing for 24 hours). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    appId: uuid('app_id').references(() => apps.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** One notice per occurrence (an app's failing streak, by its first failure): inserted once. */
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('notifications_dedupe_key').on(t.dedupeKey), index().on(t.partnerId, t.createdAt)],
);

/**
 * A member's saved views of the transaction list (issue #15 item 3). They belong to the
 * membership: a member removed from the partner loses them with it, and nobody else ever reads
 * them. One name per member, one default at most (both enforced here, not only in the service).
 */
export const transactionViews = pgTable(
  'transaction_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => userPartners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('transaction_views_name_key').on(t.membershipId, sql`lower(${t.name})`),
    uniqueIndex('transaction_views_default_key').on(t.membershipId).where(sql`${t.isDefault}`),
    check('transaction_views_name_length', sql`char_length(${t.name}) between 1 and 60`),
    check('transaction_views_query_length', sql`char_length(${t.query}) <= 2000`),
  ],
);

// ── Payments and ledger (issue #4) ────────────────────────────────────────────────────────────

export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);

/** Money columns: NUMERIC, integer VND or crypto with 3 decimals; read as text, never a float. */
const money = (name: string) => numeric(name, { precision: 24, scale: 3 });

/**
 * The keys that must be unique across every payment, in one table that is not partitioned
 * (docs/adr/0016): PostgreSQL enforces a unique index of a partitioned table only per partition
 * unless it contains the partition key, so `payments` (partitioned by month of created_at) cannot
 * hold them itself. A trigger on `payments` writes this row from the payment's own values before
 * the payment is inserted, and refuses any change of them afterwards; the payment references it,
 * and so does everything that refers to a payment (ledger entries), since a foreign key to a
 * partitioned table would have to carry created_at too.
 */
export const paymentKeys = pgTable(
  'payment_keys',
  {
    id: uuid('id').primaryKey(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    transactionId: text('transaction_id').notNull(),
    checkoutToken: text('checkout_token').notNull(),
    /** The payment's created_at: which partition holds it (lookups by key prune to one). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // A retried request finds the first payment; two payments for one transaction_id cannot exist.
    uniqueIndex('payment_keys_app_transaction_key').on(t.appId, t.transactionId),
    uniqueIndex('payment_keys_checkout_token_key').on(t.checkoutToken),
  ],
);

/**
 * Payments, partitioned by UTC month of created_at (docs/adr/0016, migration 0015): the primary
 * key carries created_at; global uniqueness lives in `payment_keys`. Partitions are made ahead by
 * the `payment-partitions` job (payment-partitions.ts); `payments_default` takes anything else.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id')
      .notNull()
      .defaultRandom()
      .references(() => paymentKeys.id, { onDelete: 'cascade' }),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    /** The app's status when the payment was made: which balance it moves. */
    environment: appStatusEnum('environment').notNull(),
    transactionId: text('transaction_id').notNull(),
    type: text('type').notNull(),
    status: paymentStatusEnum('status').notNull().default('PENDING'),
    /** In `currency`: VND for bank methods, the token for crypto. */
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    /** Token payments: the chain (polygon, bsc, eth). */
    chain: text('chain'),
    /** Crypto payments: the token amount (equals amount), for the list's per-token totals. */
    cryptoAmount: money('crypto_amount'),
    fee: money('fee').notNull().default('0'),
    /**
     * What its refunds took back so far, pending and succeeded (a failed one gives its part back):
     * never above the amount, which the database checks (ADR 0029), as it does balances.
     */
    refundedAmount: money('refunded_amount').notNull().default('0'),
    /** Bank code or token (PRODUCT §3). */
    bank: text('bank'),
    channelId: uuid('channel_id').references(() => channels.id, { onDelete: 'set null' }),
    source: text('source'),
    userId: text('user_id'),
    callbackUri: text('callback_uri'),
    accountName: text('account_name'),
    accountNumber: text('account_number'),
    payId: text('pay_id'),
    payMemo: text('pay_memo'),
    /** Bearer of the hosted checkout page; random, unguessable. */
    checkoutToken: text('checkout_token').notNull(),
    /** SHA-256 of the request's values: an identical retry matches, a changed one does not. */
    requestFingerprint: text('request_fingerprint').notNull(),
    /** Method details: payee of a cash-out, deposit address of a crypto payment… */
    details: jsonb('details').$type<Record<string, string | null>>().notNull().default({}),
    failureReason: text('failure_reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // Unique across partitions only with created_at in the key; id alone is unique in payment_keys.
    primaryKey({ name: 'payments_pkey', columns: [t.id, t.createdAt] }),
    // The transaction list (issue #5): newest first per partner. The columns after id let a page
    // and its offset be found from the index alone when it filters on them (docs/adr/0007).
    index('payments_list_idx').on(t.partnerId, t.createdAt, t.id, t.environment, t.appId, t.status, t.type, t.bank),
    index().on(t.appId, t.createdAt),
    // The reconciliation file (issue 30 item 4): an app's payments finished on a day. Finished is
    // not made: a payment settles in the partition of the month it was made, so every partition's
    // part of this index is probed (one probe per month kept, ADR 0016).
    index('payments_app_completed_idx')
      .on(t.appId, t.environment, t.completedAt)
      .where(sql`${t.completedAt} is not null`),
    // A bank filter cannot use the running totals (payment_totals has no bank): the totals line is
    // counted from this index alone (index-only scan), with the other filters' columns and the
    // amount after the key, instead of a heap read per row (200 ms at 25k rows of a million).
    index('payments_partner_bank_idx').on(
      t.partnerId,
      t.bank,
      t.createdAt,
      t.type,
      t.status,
      t.environment,
      t.appId,
      t.currency,
      t.amount,
    ),
    // The list's exact-match filters, and the global search's prefixes (issue 28 item 17):
    // text_pattern_ops serves `=` and `LIKE 'start%'` whatever the database's collation.
    index('payments_partner_transaction_idx').on(t.partnerId, t.transactionId.op('text_pattern_ops')),
    index('payments_partner_user_idx')
      .on(t.partnerId, t.userId.op('text_pattern_ops'))
      .where(sql`${t.userId} is not null`),
    index('payments_partner_memo_idx')
      .on(t.partnerId, t.payMemo.op('text_pattern_ops'))
      .where(sql`${t.payMemo} is not null`),
    index('payments_partner_pay_id_idx')
      .on(t.partnerId, t.payId.op('text_pattern_ops'))
      .where(sql`${t.payId} is not null`),
    // The global search's suffixes (an id's last digits): `reverse(col) LIKE reverse(text) || '%'`.
    // Not partial: the planner estimates a reverse() from the statistics ANALYZE keeps for an
    // expression index, and ignored a partial one's (it walked a million rows newest first).
    index('payments_partner_transaction_rev_idx').on(t.partnerId, sql`reverse(${t.transactionId}) text_pattern_ops`),
    index('payments_partner_memo_rev_idx').on(t.partnerId, sql`reverse(${t.payMemo}) text_pattern_ops`),
    index('payments_partner_pay_id_rev_idx').on(t.partnerId, sql`reverse(${t.payId}) text_pattern_ops`),
    index('payments_partner_account_no_idx')
      .on(t.partnerId, t.accountNumber)
      .where(sql`${t.accountNumber} is not null`),
    index('payments_partner_account_name_idx')
      .on(t.partnerId, sql`lower(${t.accountName})`)
      .where(sql`${t.accountName} is not null`),
    check('payments_refunded_amount_within', sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`),
    // A card payee is stored masked (PCI DSS 3.4.1, maskCardNumber): no 7 digits in a row.
    check(
      'payments_card_number_masked',
      sql`${t.details}->>'payee_account_type' is distinct from 'CARD_NUMBER' or regexp_replace(${t.accountNumber}, '[^0-9*]', '', 'g') !~ '[0-9]{7}'`,
    ),
  ],
);

/**
 * Ledger accounts. A merchant account is one balance: app × environment × currency × chain
 * ('' for VND); its balance column is kept in the same transaction as its entries and can never
 * go below zero (CHECK). Gateway accounts (app_id null) mirror the outside world and may be
 * negative; they keep no balance column (derived from entries) so they are not a hot row.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id').references(() => apps.id, { onDelete: 'cascade' }),
    environment: appStatusEnum('environment').notNull(),
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    chain: text('chain').notNull().default(''),
    balance: money('balance').notNull().default('0'),
    /**
     * How many lines have moved this balance (issue 30, docs/adr/0030): counted in the statement
     * that moves it, so a balance history's count without filters is read here, not counted.
     */
    movements: bigint('movements', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('ledger_accounts_key').on(t.appId, t.environment, t.kind, t.currency, t.chain).nullsNotDistinct(),
    check('ledger_accounts_balance_not_negative', sql`${t.balance} >= 0`),
  ],
);

/** The numbers of ledger lines in the order they were written (ledgerEntries.seq). */
export const ledgerEntriesSeq = pgSequence('ledger_entries_seq');
// ── Refunds (issue 29 item 1, docs/adr/0029-refunds.md) ──────────────────────────────────────

export const refundStatusEnum = pgEnum('refund_status', REFUND_STATUSES);

/**
 * A refund of a payer's payment: its own id and transaction_id (unique per app: a retried request
 * finds the first refund), accepted PENDING with the balance debited, settled SUCCESS or FAILED by
 * the bank network or the chain. The payment's refunded_amount moves in the same transaction.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    /** The payment refunded; through payment_keys, as a partitioned table cannot be referenced (ADR 0016). */
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => paymentKeys.id, { onDelete: 'cascade' }),
    /** The payment's environment: which balance pays. */
    environment: appStatusEnum('environment').notNull(),
    transactionId: text('transaction_id').notNull(),
    status: refundStatusEnum('status').notNull().default('PENDING'),
    /** What the payer gets back, in the payment's currency (and chain). */
    amount: money('amount').notNull(),
    /** The share of the payment's fee the gateway gives back (0 unless the partner's rule says so). */
    feeReturned: money('fee_returned').notNull().default('0'),
    /** What left the merchant's balance: amount − fee_returned. */
    debited: money('debited').notNull(),
    currency: text('currency').notNull(),
    chain: text('chain'),
    reason: text('reason').notNull(),
    destination: text('destination').notNull(),
    /** The bank (or token) and the account (masked for a card) or wallet the money goes to. */
    bank: text('bank'),
    account: text('account'),
    /** Who asked: a member (the portal) or null (the app's server, signed with its secret). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    requestFingerprint: text('request_fingerprint').notNull(),
    failureReason: text('failure_reason'),
    /** The bank's or the chain's reference of the refund's transfer, once the network answered. */
    networkReference: text('network_reference'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refunds_app_transaction_key').on(t.appId, t.transactionId),
    // The reconciliation file (issue 30 item 4): an app's refunds settled on a day.
    index('refunds_app_completed_idx')
      .on(t.appId, t.environment, t.completedAt)
      .where(sql`${t.completedAt} is not null`),
    index('refunds_payment_idx').on(t.paymentId, t.createdAt),
    index('refunds_partner_created_idx').on(t.partnerId, t.createdAt),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
    check('refunds_fee_returned_within', sql`${t.feeReturned} >= 0 and ${t.feeReturned} <= ${t.amount}`),
    check('refunds_debited_is_amount_less_fee', sql`${t.debited} = ${t.amount} - ${t.feeReturned}`),
    check('refunds_reason_length', sql`char_length(${t.reason}) between 1 and 200`),
    check('refunds_transaction_id_length', sql`char_length(${t.transactionId}) between 1 and 100`),
    check('refunds_destination', sql.raw(`destination in (${REFUND_DESTINATIONS.map((d) => `'${d}'`).join(', ')})`)),
  ],
);

// ── Complaints (issue 29 item 2, docs/adr/0031-complaints.md) ─────────────────────────────────

export const complaintStatusEnum = pgEnum('complaint_status', COMPLAINT_STATUSES);

/**
 * A payer's complaint about a successful payment: one per payment, ever. While OPEN the payment
 * reads IN_COMPLAIN and `held` sits in the app's merchant_held balance; the merchant's answer and
 * the outcome are written once each (the updates that write them require them absent).
 */
export const complaints = pgTable(
  'complaints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    /** The disputed payment; through payment_keys, as a partitioned table cannot be referenced (ADR 0016). */
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => paymentKeys.id, { onDelete: 'cascade' }),
    environment: appStatusEnum('environment').notNull(),
    status: complaintStatusEnum('status').notNull().default('OPEN'),
    /** What the payer disputes: what was left to refund of the payment when it opened. */
    amount: money('amount').notNull(),
    /** What the available balance gave to the hold (all of amount, unless the balance had less). */
    held: money('held').notNull(),
    currency: text('currency').notNull(),
    chain: text('chain'),
    reason: text('reason').notNull(),
    respondBy: timestamp('respond_by', { withTimezone: true }).notNull(),
    response: text('response'),
    note: text('note'),
    evidenceId: uuid('evidence_id'),
    respondedBy: uuid('responded_by').references(() => users.id, { onDelete: 'set null' }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    outcome: text('outcome'),
    /** The refund a REFUNDED outcome made. */
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    /** When the day-before reminder went out (once). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('complaints_payment_key').on(t.paymentId),
    // The list's "needs a response" filter: a partner's open complaints nobody has answered.
    index('complaints_unanswered_idx')
      .on(t.partnerId, t.respondBy)
      .where(sql`${t.status} = 'OPEN' and ${t.response} is null`),
    check('complaints_amount_positive', sql`${t.amount} > 0`),
    check('complaints_held_within', sql`${t.held} >= 0 and ${t.held} <= ${t.amount}`),
    check(
      'complaints_reason_length',
      sql`char_length(${t.reason}) between 1 and ${sql.raw(String(COMPLAINT_REASON_MAX_LENGTH))}`,
    ),
    check('complaints_note_length', sql`char_length(${t.note}) <= ${sql.raw(String(COMPLAINT_NOTE_MAX_LENGTH))}`),
    check('complaints_response', inList('response', COMPLAINT_RESPONSES)),
    check('complaints_outcome', inList('outcome', COMPLAINT_OUTCOMES)),
    check('complaints_resolved_has_outcome', sql`(${t.status} = 'RESOLVED') = (${t.outcome} is not null)`),
  ],
);

/** A file of evidence a member uploaded for a complaint; served only to the partner's members. */
export const complaintEvidence = pgTable(
  'complaint_evidence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    complaintId: uuid('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.complaintId),
    check('complaint_evidence_content_type', inList('content_type', COMPLAINT_EVIDENCE_TYPES)),
    check(
      'complaint_evidence_size',
      sql`octet_length(${t.bytes}) between 1 and ${sql.raw(String(COMPLAINT_EVIDENCE_MAX_BYTES))}`,
    ),
    check('complaint_evidence_name_length', sql`char_length(${t.name}) between 1 and 200`),
  ],
);

/** Double-entry lines: the lines of one posting sum to zero per currency. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postingId: uuid('posting_id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'cascade' }),
    /** A payment's id; the key table is what a foreign key can reference (docs/adr/0016). */
    paymentId: uuid('payment_id').references(() => paymentKeys.id, { onDelete: 'cascade' }),
    /** A refund's postings name it too (REFUND_ACCEPTED, REFUND_SUCCESS, REFUND_FAILED): paymentId is its payment. */
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'cascade' }),
    /** What the posting records: PAYMENT_SUCCESS, CASH_OUT, CASH_OUT_REFUND… */
    kind: text('kind').notNull(),
    amount: money('amount').notNull(),
    /**
     * A merchant line's balance after it (issue 30, docs/adr/0030): written by the statement that
     * moves the balance, while its row is locked, so it is exact under concurrent postings; null
     * on the gateway's lines, whose balances the ledger does not keep.
     */
    balanceAfter: money('balance_after'),
    /**
     * The gateway's fee in this line's posting, on the posting's one merchant line (docs/adr/0034):
     * the sum of its fee-account lines, positive when charged, negative when given back; null when
     * the posting has none. Written with the line, so statements and the fee report read a
     * balance's own lines rather than join the fee account every app shares.
     */
    fee: money('fee'),
    /**
     * The order lines were written in, from one sequence: a merchant line takes its number while
     * its balance row is locked, so within an account a greater number is always a later balance.
     */
    seq: bigint('seq', { mode: 'number' }).notNull().default(sql`nextval('ledger_entries_seq')`),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.accountId, t.createdAt),
    index().on(t.paymentId),
    index().on(t.postingId),
    // A balance history's page: an account's lines newest first.
    // (The balance after a line is never negative by the balance's own CHECK when it is written.)
    index('ledger_entries_account_seq_idx').on(t.accountId, t.seq),
    index().on(t.refundId).where(sql`${t.refundId} is not null`),
  ],
);

// ── Transactions and dashboard (issue #5, docs/adr/0007) ──────────────────────────────────────
// Running totals of payments, kept by PaymentsService in the transaction of every payment insert
// and status change, so the list's totals line and the dashboard never count payments rows.
// Buckets are UTC hours (and UTC days): any time zone with a whole-hour offset regroups them.

/** The counted columns shared by payment_totals and payment_bank_totals (fresh builders per table). */
const totalsColumns = () => ({
  partnerId: uuid('partner_id')
    .notNull()
    .references(() => partners.id, { onDelete: 'cascade' }),
  /** 'hour' or 'day': the same payments counted at two grains (long ranges read days). */
  grain: text('grain').notNull(),
  /** Start of the UTC hour or day. */
  bucket: timestamp('bucket', { withTimezone: true }).notNull(),
  environment: appStatusEnum('environment').notNull(),
  appId: uuid('app_id')
    .notNull()
    .references(() => apps.id, { onDelete: 'cascade' }),
  status: paymentStatusEnum('status').notNull(),
  type: text('type').notNull(),
  currency: text('currency').notNull(),
  /**
   * One of PAYMENT_TOTAL_SHARDS rows of the same counter (payment-stats.ts): concurrent payments
   * of one app in one hour update different rows instead of queueing on one (docs/adr/0011).
   */
  shard: smallint('shard').notNull().default(0),
  payments: bigint('payments', { mode: 'number' }).notNull().default(0),
  amount: money('amount').notNull().default('0'),
});

/** Totals per environment, app, status, type and currency: the transaction list's totals line. */
export const paymentTotals = pgTable('payment_totals', totalsColumns(), (t) => [
  primaryKey({
    name: 'payment_totals_pkey',
    columns: [t.partnerId, t.grain, t.bucket, t.environment, t.appId, t.status, t.type, t.currency, t.shard],
  }),
]);

/**
 * The same totals per bank too, for a filter on banks (issue #13: counting the payments of one
 * bank over 30 days read 250,000 index entries at 10M). Apart from payment_totals, whose readers
 * would otherwise sum every bank's rows (five times the rows, the unfiltered line three times
 * slower); the bank leads the key, so a filter reads only its banks' rows. Payments without a
 * bank are not here: no bank filter keeps them.
 */
export const paymentBankTotals = pgTable(
  'payment_bank_totals',
  { ...totalsColumns(), bank: text('bank').notNull() },
  (t) => [
    primaryKey({
      name: 'payment_bank_totals_pkey',
      columns: [t.partnerId, t.bank, t.grain, t.bucket, t.environment, t.appId, t.status, t.type, t.currency, t.shard],
    }),
  ],
);

/**
 * The dashboard's hourly figures of PRODUCTION customer payments: per status (every payment), per
 * channel and per source (successful ones). amount is in VND (token payments count, add 0).
 */
export const paymentStats = pgTable(
  'payment_stats',
  {
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    /** 'status', 'channel' or 'source'. */
    dimension: text('dimension').notNull(),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    /** The status, the channel id or the source name. */
    key: text('key').notNull(),
    /** As payment_totals.shard. */
    shard: smallint('shard').notNull().default(0),
    payments: bigint('payments', { mode: 'number' }).notNull().default(0),
    amount: money('amount').notNull().default('0'),
  },
  (t) => [primaryKey({ name: 'payment_stats_pkey', columns: [t.partnerId, t.dimension, t.bucket, t.key, t.shard] })],
);

// ── Audit log (issue #15 item 1, docs/adr/0018) ──────────────────────────────────────────────

/**
 * Who did what to a partner's data. Append-only: a trigger (migration 0014) refuses UPDATE,
 * DELETE and TRUNCATE, for every role. Each partner's entries form a hash chain: `seq` counts
 * from 1 and `hash` = sha256(prev_hash + the entry), written under the lock of the chain's head row
 * (audit_heads, modules/audit/audit.record.ts, ADR 0021), so `npm run admin -- verify-audit` finds any change. The
 * actor's name and e-mail are copied, not referenced: the entry outlives the user.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    /** USER, OPERATOR or SYSTEM (AUDIT_ACTOR_TYPES). */
    actorType: text('actor_type').notNull(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    actorEmail: text('actor_email'),
    sessionId: uuid('session_id'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    /** { field: { before, after } } with secrets redacted before they get here. */
    changes: jsonb('changes').$type<Record<string, unknown>>(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    prevHash: text('prev_hash'),
    hash: text('hash').notNull(),
  },
  // DESC NULLS FIRST, as ORDER BY … DESC sorts: an index in the other null order cannot serve the
  // list's order (the planner does not reason from NOT NULL), and the first page sorted everything.
  (t) => [
    unique('audit_log_partner_seq_key').on(t.partnerId, t.seq),
    index('audit_log_partner_created_idx').on(t.partnerId, t.createdAt.desc().nullsFirst(), t.seq.desc().nullsFirst()),
    index('audit_log_partner_actor_idx').on(
      t.partnerId,
      t.actorId,
      t.createdAt.desc().nullsFirst(),
      t.seq.desc().nullsFirst(),
    ),
    index('audit_log_partner_action_idx').on(
      t.partnerId,
      t.action,
      t.createdAt.desc().nullsFirst(),
      t.seq.desc().nullsFirst(),
    ),
    index('audit_log_partner_target_idx').on(
      t.partnerId,
      t.targetId,
      t.createdAt.desc().nullsFirst(),
      t.seq.desc().nullsFirst(),
    ),
    index('audit_log_partner_target_label_idx').on(
      t.partnerId,
      sql`lower(${t.targetLabel})`,
      t.createdAt.desc().nullsFirst(),
      t.seq.desc().nullsFirst(),
    ),
  ],
);

/**
 * The head of each partner's audit chain: the last entry's seq, hash and time, one row per
 * partner. A writer reads it `FOR UPDATE` (the row lock queues concurrent writers, and a writer
 * that waited reads the head its predecessor committed), inserts the next entry and moves the head
 * in one statement: two round trips per entry instead of a lock, a read of audit_log's last entry
 * and an insert (issue #15's write aim; migration 0016 fills it from existing entries).
 */
export const auditHeads = pgTable('audit_heads', {
  partnerId: uuid('partner_id')
    .primaryKey()
    .references(() => partners.id),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: text('hash'),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }),
});
