import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  type?: 'text' | 'password' | 'email';
  autoComplete?: string;
  placeholder?: string;
  /** An error from the server for this field (e.g. 'OTP is invalid'). */
  serverError?: string | undefined;
  children?: (field: { value: unknown; onChange: (v: unknown) => void; onBlur: () => void }) => ReactNode;
};

/**
 * One labelled field bound to react-hook-form. The form runs in 'onTouched' mode, so a message
 * shows only once the field was touched (spec §5). A native input styled like antd's: the account
 * screens load before antd so that /login stays inside its JavaScript budget (issue #2).
 */
export const FormField = <T extends FieldValues>({
  control,
  name,
  label,
  type = 'text',
  autoComplete,
  placeholder,
  serverError,
  children,
}: Props<T>) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => {
      const message = fieldState.error?.message ?? serverError;
      const errorId = `${name}-error`;
      return (
        <div className="field">
          <label htmlFor={name} className="field-label">
            {label}
          </label>
          {children ? (
            children(field)
          ) : (
            <input
              id={name}
              className={message ? 'field-input field-input-error' : 'field-input'}
              type={type}
              name={field.name}
              ref={field.ref}
              value={(field.value as string | undefined) ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              autoComplete={autoComplete}
              placeholder={placeholder}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? errorId : undefined}
            />
          )}
          <div id={errorId} className="field-error" role={message ? 'alert' : undefined}>
            {message}
          </div>
        </div>
      );
    }}
  />
);

/** A native form: Enter submits, the browser's own validation stays off (zod speaks instead). */
export const RhfForm = ({
  onSubmit,
  children,
}: {
  onSubmit: (e?: React.BaseSyntheticEvent) => Promise<void>;
  children: ReactNode;
}) => (
  <form onSubmit={onSubmit} noValidate className="account-form">
    {children}
  </form>
);

/** The primary button of the account screens, with a busy state. */
export const SubmitButton = ({ children, loading }: { children: ReactNode; loading?: boolean }) => (
  <button type="submit" className="submit-button" disabled={loading} aria-busy={loading || undefined}>
    {loading ? <span className="submit-spinner" aria-hidden="true" /> : null}
    {children}
  </button>
);
