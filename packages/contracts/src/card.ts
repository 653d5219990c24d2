// Card numbers (PAN) are stored, shown and logged with at most their first six and last four
// digits (PCI DSS 3.4.1). The one masking rule for server, web and logs.

/** Digits of a card number shown: the issuer's BIN and the last four. */
export const CARD_VISIBLE_DIGITS = { first: 6, last: 4 } as const;
/** Shortest card number (ISO/IEC 7812); a shorter one shows only its last four. */
const MIN_PAN_LENGTH = 13;

/**
 * `9704361234567891` → `970436******7891`. Spaces and dashes are dropped; a number too short to
 * hide six digits between BIN and last four shows only the last four. Idempotent: masking a
 * masked number gives it back, so a retried request and the data migration agree.
 */
export const maskCardNumber = (card: string): string => {
  const value = card.replace(/[\s-]/g, '');
  const n = value.length;
  const first = n >= MIN_PAN_LENGTH ? CARD_VISIBLE_DIGITS.first : 0;
  const last = n > CARD_VISIBLE_DIGITS.last ? CARD_VISIBLE_DIGITS.last : 0;
  return value.slice(0, first) + '*'.repeat(n - first - last) + value.slice(n - last);
};

/**
 * A card number in text: 13–19 digits in a row, or 4-digit groups split by spaces or dashes
 * (`4111 1111 1111 1111`), not part of a longer word or number (a UUID's last group is 12).
 */
const PAN_IN_TEXT =
  /(?<![0-9A-Za-z*])(?:\d{13,19}|\d{4}(?: \d{4}){3}(?: \d{1,3})?|\d{4}(?:-\d{4}){3}(?:-\d{1,3})?)(?![0-9A-Za-z*])/g;

/**
 * Masks every card number in free text (log lines, error messages). Also masks 13+ digit
 * account numbers, which is fine where it is used: nothing there needs them whole.
 */
export const maskCardNumbersIn = (text: string): string => text.replace(PAN_IN_TEXT, (m) => maskCardNumber(m));

/** The Luhn check (ISO/IEC 7812-1) of a string of digits. */
export const passesLuhn = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (d < 0 || d > 9) return false;
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
};

/** Separators a card number may be written with in an account field: `4111 1111-1111.1111`. */
const CARD_SEPARATORS = /[\s.\-_/]/g;

/**
 * A card number whatever field it arrives in (issue 26): 13–19 digits, separators aside, that
 * pass the Luhn check. A bank account number of that length passes it one time in ten; masking
 * one costs nothing the partner needs (the payee's bank and name identify it, the last four show).
 */
export const isCardNumber = (value: string): boolean => {
  const digits = value.replace(CARD_SEPARATORS, '');
  return /^\d{13,19}$/.test(digits) && passesLuhn(digits);
};

/**
 * An account field as it is stored, shown and exported: a card number masked, whether it was sent
 * as CARD_NUMBER or as a BANK_ACCOUNT (or any other account field); anything else as it came.
 */
export const maskAccountNumber = (value: string, accountType?: string | null): string =>
  accountType === 'CARD_NUMBER' || isCardNumber(value) ? maskCardNumber(value.replace(CARD_SEPARATORS, '')) : value;

/**
 * Free text kept with a payment (a transfer message, a payee name): each card number in it
 * masked, and nothing else changed (an account number that fails the Luhn check stays whole).
 */
export const maskCardNumbersInText = (text: string): string =>
  text.replace(PAN_IN_TEXT, (m) => (isCardNumber(m) ? maskCardNumber(m) : m));
