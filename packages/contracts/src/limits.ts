// PRODUCT §9 business constants, named. Durations in milliseconds unless the name says otherwise.

export const CASH_OUT_MIN_AMOUNT = 10_000;
/** Exclusive upper bound: amount must be below it. */
export const CASH_OUT_MAX_AMOUNT = 1_000_000_000;
export const CASH_OUT_CHUNK_SIZE = 250_000_000;
export const CASH_OUT_CLOSE_DELAY_SINGLE_MS = 100;
export const CASH_OUT_CLOSE_DELAY_MULTI_MS = 2_000;

export const WITHDRAW_MIN_AMOUNT = 0.001;
export const WITHDRAW_MAX_AMOUNT = 1_000_000_000;
export const WITHDRAW_CLOSE_DELAY_MS = 1_000;

export const EXCHANGE_MIN_AMOUNT = 10;
export const EXCHANGE_MAX_AMOUNT = 10_000;

export const MEMO_MAX_LENGTH = 100;
export const API_TOOL_MIN_AMOUNT = 10_000;
export const API_TOOL_MIN_AMOUNT_SCARD = 0;
export const API_TOOL_MIN_CRYPTO_AMOUNT = 0.5;
/**
 * Exclusive upper bound of every payment into a balance (gateway APIs, cash-in, deposit), in VND
 * and in tokens alike: the cash-out and withdraw bound of §9, so no amount the portal can take in
 * is one it could never pay out (docs/SPEC-DECISIONS.md).
 */
export const PAYMENT_MAX_AMOUNT = 1_000_000_000;

// Longest text each request field may carry (issue 17 item 4); any longer is refused by name.
export const TRANSACTION_ID_MAX_LENGTH = 100;
/** Ids of apps, channels and payments (UUIDs) and short codes (bank, chain, token). */
export const ID_MAX_LENGTH = 64;
/** Free text a merchant attaches: source, user_id. */
export const TEXT_MAX_LENGTH = 255;
export const URL_MAX_LENGTH = 2048;
/** The request hash: SHA-1 hex is 40 characters. */
export const HASH_MAX_LENGTH = 128;
/** Bank account and card numbers. */
export const ACCOUNT_NUMBER_MAX_LENGTH = 32;
/** An OTP, or whatever confirmation the OTP field carries. */
export const OTP_MAX_LENGTH = 1024;
export const ACCOUNT_NAME_MAX_LENGTH = 32;
export const PASSWORD_MIN_LENGTH = 8;

export const LOGO_SIZE_PX = 512;
export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;

export const AUTH_COOKIE_DAYS = 30;
export const PARTNER_SWITCH_COOKIE_DAYS = 30;
export const PAYMENT_PAGE_OPEN_DELAY_MS = 2_500;
export const VERIFICATION_REDIRECT_MS = 4_000;
export const ERROR_NOTIFICATION_SECONDS = 3;
export const ENVIRONMENT_SWITCH_MS = 1_000;
export const SIMULATED_TRANSFER_DELAY_MS = 1_000;

export const TRANSACTION_DEFAULT_LIMIT = 20;
export const TRANSACTION_PAGE_SIZES = [10, 20, 30, 50] as const;
/** The server caps allPayment's limit here, whatever a client asks. */
export const TRANSACTION_MAX_LIMIT = 100;
export const EXPORT_MAX_DAYS = 30;
/**
 * The balance history counts a kind or date filter's lines up to here (issue 30, BENCHMARKS.md
 * "Balance history"): past it, total is this number and total_capped says the list goes on.
 */
export const BALANCE_HISTORY_COUNT_CAP = 10_000;
/** The filter date floor is the start of the month this many months ago. */
export const FILTER_FLOOR_MONTHS = 3;
export const DASHBOARD_DEFAULT_DAYS = 7;
export const HEATMAP_SLOT_HOURS = 3;

/** Invitation codes expire after 7 days (issue #2). */
export const INVITE_TTL_DAYS = 7;

/** Cookie names of PRODUCT §2.4/§4. */
export const COOKIE_AUTH = 'auth';
export const COOKIE_USER_NAME = 'user_name';
export const COOKIE_USER_TYPE = 'user_type';
export const COOKIE_PARTNER_NAME = 'partner_name';
export const COOKIE_ACTIVE_TOKEN = 'active-token';
/** Session-storage key of the environment switch (PRODUCT §4). */
export const STORAGE_ENV = 'env';

/** The partner time zone a new partner gets: days and hours of statistics are grouped in it. */
export const DEFAULT_TIME_ZONE = 'Asia/Ho_Chi_Minh';

// Webhook delivery log (issue #14 item 3).
/** Attempts older than this are pruned by a scheduled job. */
export const WEBHOOK_RETENTION_DAYS = 30;
/** A partner whose endpoint failed every attempt for this long gets a notice and a mail. */
export const WEBHOOK_FAILING_NOTICE_HOURS = 24;
/** The delivery log's page size, and the most one page may ask for. */
export const WEBHOOK_LOG_PAGE_SIZE = 20;
export const WEBHOOK_LOG_MAX_PAGE_SIZE = 100;
/** The first bytes of a receiver's answer kept with each attempt. */
export const WEBHOOK_RESPONSE_EXCERPT_BYTES = 2048;

/** The audit log (issue #15 item 1): rows per page of `/audit`, and the most one call may ask. */
export const AUDIT_PAGE_SIZE = 20;
export const AUDIT_MAX_PAGE_SIZE = 100;

/** A refund's reason (issue 29 item 1): shown on the refund, the audit log and the payer's detail. */
export const REFUND_REASON_MAX_LENGTH = 200;
