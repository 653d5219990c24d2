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
