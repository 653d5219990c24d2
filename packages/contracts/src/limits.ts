// Spec §9 business constants, named. Durations in milliseconds unless the name says otherwise.

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
export const CRYPTO_DECIMALS = 3;
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
/** The filter date floor is the start of the month this many months ago. */
export const FILTER_FLOOR_MONTHS = 3;
export const DASHBOARD_DEFAULT_DAYS = 7;
export const HEATMAP_SLOT_HOURS = 3;

/** Invitation codes expire after 7 days (issue #2). */
export const INVITE_TTL_DAYS = 7;

/** Cookie names of spec §2.4/§4. */
export const COOKIE_AUTH = 'auth';
export const COOKIE_USER_NAME = 'user_name';
export const COOKIE_USER_TYPE = 'user_type';
export const COOKIE_PARTNER_NAME = 'partner_name';
export const COOKIE_ACTIVE_TOKEN = 'active-token';
/** Session-storage key of the environment switch (spec §4). */
export const STORAGE_ENV = 'env';

/** GraphQL error code that means the session is gone (spec §2.1). */
export const SESSION_GONE_CODE = 410;
/**
 * Error code of transaction, team and API-tool data asked for without today's active token
 * (spec §4, §6): the page explains and offers the OTP form (GraphQL extensions.code; REST `code`).
 */
export const ACTIVE_TOKEN_REQUIRED_CODE = 'ACTIVE_TOKEN_REQUIRED';
/** The partner time zone a new partner gets: days and hours of statistics are grouped in it. */
export const DEFAULT_TIME_ZONE = 'Asia/Ho_Chi_Minh';
