import type { BaseSyntheticEvent, ReactNode } from 'react';
import type { FieldPath, FieldPathValue, FieldValues } from 'react-hook-form';
import { type BoundControl, type FieldBindingProps, useFieldBinding } from './fieldBinding';

// The kit's renderer without antd: /login loads no antd so that it stays inside its 200 KB
// JavaScript budget (issue #2), and the other account screens share its look. Styled by the
// .field* classes of styles.css. Keep antd out of this file's imports.

type Props<T extends FieldValues, N extends FieldPath<T>> = FieldBindingProps<T, N> & {
  label: string;
  type?: 'text' | 'password' | 'email';
  autoComplete?: string;
  placeholder?: string;
  inputMode?: 'text' | 'numeric' | 'email';
  /** Another input than the native text one, given the bound control. */
  children?: (control: BoundControl<FieldPathValue<T, N>>) => ReactNode;
};

/** A label, its input and the field's message below (a message once touched, PRODUCT §5). */
export const NativeField = <T extends FieldValues, N extends FieldPath<T>>({
  label,
  type = 'text',
  autoComplete,
  placeholder,
  inputMode,
  children,
  ...binding
}: Props<T, N>) => {
  const { bound, message, errorId } = useFieldBinding(binding);
  return (
    <div className="field">
      <label htmlFor={bound.id} className="field-label">
        {label}
      </label>
      {children ? (
        children(bound)
      ) : (
        <input
          {...bound}
          value={typeof bound.value === 'string' ? bound.value : ''}
          className={message ? 'field-input field-input-error' : 'field-input'}
          type={type}
          autoComplete={autoComplete}
          placeholder={placeholder}
          inputMode={inputMode}
        />
      )}
      <div id={errorId} className="field-error" role={message ? 'alert' : undefined}>
        {message}
      </div>
    </div>
  );
};

/** A native form: Enter submits, the browser's own validation stays off (zod speaks instead). */
export const NativeForm = ({
  onSubmit,
  children,
}: {
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  children: ReactNode;
}) => (
  <form onSubmit={onSubmit} noValidate className="account-form">
    {children}
  </form>
);
