import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { setServerError } from './fieldBinding';

// A server's refusal, field by field: the GraphQL error's extensions.fields, or the `fields` of
// an error that carries a REST envelope's (the gateway's, PRODUCT §7.2). One place for every form.

/** An error that carries the field messages of a REST envelope (GatewayError does). */
export type WithFieldMessages = { fieldMessages: Record<string, string> };

const carriesFields = (error: unknown): error is WithFieldMessages =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as Partial<WithFieldMessages>).fieldMessages === 'object' &&
  (error as Partial<WithFieldMessages>).fieldMessages !== null;

/** The field messages of a refusal, by field name; none when it names no field. */
export const fieldMessagesOf = (error: unknown): Record<string, string> => {
  if (carriesFields(error)) return error.fieldMessages;
  if (CombinedGraphQLErrors.is(error)) {
    const fields = error.errors[0]?.extensions?.fields;
    if (typeof fields === 'object' && fields !== null) return fields as Record<string, string>;
  }
  return {};
};

/**
 * Shows a refusal's field messages under the form's fields of the same name (those it has).
 * True when at least one field took a message (the caller shows anything else elsewhere).
 */
export const showServerErrors = <T extends FieldValues>(
  error: unknown,
  names: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
): boolean => {
  const fields = fieldMessagesOf(error);
  let shown = false;
  for (const name of names) {
    const message = fields[name];
    if (!message) continue;
    setServerError(setError, name, message);
    shown = true;
  }
  return shown;
};
