// The payment's `response` JSON (PRODUCT §3) as labelled fields for people (issue 28 item 11): the
// payer, the bank, the transfer's message. The raw JSON stays available behind a toggle.

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Renders a message in the portal's language: useLingui's `t`, or `i18n._` (issue 31). */
type Translate = (descriptor: MessageDescriptor) => string;

export type ResponseField = { key: string; label: string; value: string };

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

const text = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value.trim() ? value : undefined;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
};

/** Known keys, in reading order: who paid or was paid, at which bank, with which message. */
const KNOWN: { key: string; label: MessageDescriptor; read: (root: Record<string, unknown>) => unknown }[] = [
  { key: 'sender_name', label: msg`Payer`, read: (r) => asRecord(r.details)?.sender_name },
  { key: 'sender_account', label: msg`Payer's account`, read: (r) => asRecord(r.details)?.sender_account },
  { key: 'sender_bank_bin', label: msg`Payer's bank (BIN)`, read: (r) => asRecord(r.details)?.sender_bank_bin },
  { key: 'payee_name', label: msg`Payee`, read: (r) => asRecord(r.details)?.payee_name },
  { key: 'account_name', label: msg`Account name`, read: (r) => r.account_name ?? firstAccount(r)?.accountName },
  { key: 'account_number', label: msg`Account number`, read: (r) => r.account_number ?? firstAccount(r)?.accountNo },
  { key: 'bank', label: msg`Bank`, read: (r) => firstAccount(r)?.bankCode },
  { key: 'payee_account_type', label: msg`Account type`, read: (r) => asRecord(r.details)?.payee_account_type },
  { key: 'message', label: msg`Transfer message`, read: (r) => asRecord(r.details)?.message },
  { key: 'memo', label: msg`Memo`, read: (r) => asRecord(r.details)?.memo },
  { key: 'wallet', label: msg`Wallet`, read: (r) => asRecord(r.details)?.wallet },
  { key: 'address', label: msg`Deposit address`, read: (r) => asRecord(r.details)?.address },
  { key: 'rate', label: msg`Rate`, read: (r) => asRecord(r.details)?.rate },
  { key: 'rate_at', label: msg`Rate taken at`, read: (r) => asRecord(r.details)?.rate_at },
  { key: 'amount_vnd', label: msg`Amount in VND`, read: (r) => asRecord(r.details)?.amount_vnd },
  { key: 'debited', label: msg`Debited`, read: (r) => asRecord(r.details)?.debited },
  { key: 'sent', label: msg`Sent`, read: (r) => asRecord(r.details)?.sent },
  { key: 'failure_reason', label: msg`Failure reason`, read: (r) => r.failure_reason },
];

function firstAccount(root: Record<string, unknown>) {
  const accounts = asRecord(root.payment)?.bankAccounts;
  return Array.isArray(accounts) ? asRecord(accounts[0]) : undefined;
}

/** 'payee_account_type' → 'Payee account type', for a detail the list above does not name. */
const labelOf = (key: string) => {
  const words = key.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The response's fields with labels, in reading order, empty values left out; details the portal
 * does not know yet follow with their key as the label. Undefined when the text is not a JSON object.
 * `t` renders the known labels in the portal's language.
 */
export const responseFieldsOf = (response: string | null | undefined, t: Translate): ResponseField[] | undefined => {
  if (!response) return undefined;
  let root: Record<string, unknown> | undefined;
  try {
    root = asRecord(JSON.parse(response));
  } catch {
    return undefined;
  }
  if (!root) return undefined;
  const known = root;
  const fields = KNOWN.flatMap(({ key, label, read }) => {
    const value = text(read(known));
    return value ? [{ key, label: t(label), value }] : [];
  });
  const named = new Set(KNOWN.map((k) => k.key));
  for (const [key, value] of Object.entries(asRecord(root.details) ?? {})) {
    const shown = text(value);
    if (!named.has(key) && shown) fields.push({ key, label: labelOf(key), value: shown });
  }
  return fields;
};

/**
 * The account number held in a payment's `response`: payment.bankAccounts[0].accountNo, else
 * account_number (at the top or under payment). Undefined for missing or malformed JSON.
 */
export const accountNumberOf = (response: string | null | undefined): string | undefined => {
  if (!response) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(response);
  } catch {
    return undefined;
  }
  const root = asRecord(parsed);
  const payment = asRecord(root?.payment);
  const accounts = payment?.bankAccounts;
  const first = Array.isArray(accounts) ? asRecord(accounts[0]) : undefined;
  return text(first?.accountNo) ?? text(root?.account_number) ?? text(payment?.account_number);
};

/** The response JSON indented for reading; the raw text when it is not JSON. */
export const prettyJson = (raw: string | null | undefined): string => {
  if (!raw) return '';
  try {
    return JSON.stringify(JSON.parse(raw), null, 2);
  } catch {
    return raw;
  }
};
