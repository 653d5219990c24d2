import { createContext, useContext } from 'react';
import {
  type Control,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type RefCallBack,
  type UseFormSetError,
  useController,
} from 'react-hook-form';
import { useContractMessage } from '../../i18n/contractMessages';

// The binding both renderers share (antd FormItem.tsx, native NativeField.tsx): this file
// imports no antd, so the account screens can use it.

/** Set by a form so its fields' ids are `<prefix>-<name>`, unique beside another form's. */
export const FieldIdPrefix = createContext<string | undefined>(undefined);

/** What a field's input receives: the value and handlers, its id, and its error state for AT. */
export type BoundControl<V = unknown> = {
  id: string;
  name: string;
  value: V;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  /** Lets setError(…, { shouldFocus: true }) and a failed submit focus the input. */
  ref: RefCallBack;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export type FieldBindingProps<T extends FieldValues, N extends FieldPath<T>> = {
  control: Control<T>;
  name: N;
  /** Defaults to the name, prefixed by the form's idPrefix. */
  id?: string;
};

/**
 * One react-hook-form field as a renderer needs it: the control for the input, the message to
 * show (set by the schema once touched or submitted, or by setServerError) and the id of the
 * element that shows it, which the input names in aria-describedby.
 */
export const useFieldBinding = <T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  id,
}: FieldBindingProps<T, N>) => {
  const prefix = useContext(FieldIdPrefix);
  const { field, fieldState } = useController({ control, name });
  const inputId = id ?? (prefix ? `${prefix}-${name}` : name);
  const errorId = `${inputId}-error`;
  // A contracts rule's message in the language on screen (the server's come translated).
  const message = useContractMessage(fieldState.error?.message);
  const bound: BoundControl<FieldPathValue<T, N>> = {
    id: inputId,
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? errorId : undefined,
  };
  return { bound, message, errorId };
};

/**
 * A server's answer shown under its field, like a schema message. react-hook-form clears it
 * once the field is edited and checked again.
 */
export const setServerError = <T extends FieldValues>(
  setError: UseFormSetError<T>,
  name: FieldPath<T>,
  message: string,
  options?: { shouldFocus: boolean },
) => setError(name, { type: 'server', message }, options);
