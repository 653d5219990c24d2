-- Card payees of cash-outs were stored whole. Keep at most the first 6 and last 4 digits
-- (PCI DSS 3.4.1), exactly as maskCardNumber (packages/contracts/src/card.ts) does: spaces and
-- dashes dropped, 13+ digits keep 6 + 4, shorter numbers keep the last 4.
-- Their idempotency fingerprints hashed the whole card with values the row shows, so the card
-- could be recovered by trying every middle: they are replaced by a value no request hashes to
-- (a retry of such an old cash-out answers "already used with different values", never a payout).
WITH cards AS (
  SELECT id, regexp_replace(account_number, '[[:space:]-]', '', 'g') AS pan
  FROM payments
  WHERE details->>'payee_account_type' = 'CARD_NUMBER' AND account_number IS NOT NULL
), masked AS (
  SELECT id, CASE
      WHEN length(pan) >= 13 THEN left(pan, 6) || repeat('*', length(pan) - 10) || right(pan, 4)
      WHEN length(pan) > 4 THEN repeat('*', length(pan) - 4) || right(pan, 4)
      ELSE repeat('*', length(pan))
    END AS account_number
  FROM cards
)
UPDATE payments
SET account_number = masked.account_number,
  request_fingerprint = 'card-masked:' || payments.id::text
FROM masked
WHERE payments.id = masked.id AND payments.account_number IS DISTINCT FROM masked.account_number;
