import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  type?: 'text' | 'password' | 'email';
  autoComplete?: string;
  placeholder?: string;
  inputMode?: 'text' | 'numeric' | 'email';
  children?: (field: { value: unknown; onChange: (v: unknown) => void; onBlur: () => void }) => ReactNode;
};

/**
 * One labelled field bound to react-hook-form. The forms run in 'onTouched' mode, so a message
 * shows only once the field was touched or the form submitted (spec §5); a server message set
 * with setError shows the same way. A native input styled like antd's: /login loads no antd
 * so that it stays inside its JavaScript budget (issue #2).
 */
export const FormField = <T extends FieldValues>({
  control,
  name,
  label,
  type = 'text',
  autoComplete,
  placeholder,
  inputMode,
  children,
}: Props<T>) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => {
      const message = fieldState.error?.message;
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
              inputMode={inputMode}
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
