import { Form } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

export type BoundField = { value: string; onChange: (value: unknown) => void; onBlur: () => void; id: string };

/**
 * An antd form row bound to react-hook-form. The profile forms run in 'onTouched' mode, so a
 * message shows only once its field was touched or the form submitted (spec §5).
 */
export const FormItem = <T extends FieldValues>({
  control,
  name,
  label,
  children,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  children: (field: BoundField) => ReactNode;
}) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <Form.Item
        label={label}
        htmlFor={`profile-${name}`}
        validateStatus={fieldState.error ? 'error' : undefined}
        help={fieldState.error?.message}
      >
        {children({
          id: `profile-${name}`,
          value: (field.value as string | undefined) ?? '',
          onChange: field.onChange,
          onBlur: field.onBlur,
        })}
      </Form.Item>
    )}
  />
);

/** A native form (Enter submits, zod speaks instead of the browser) with antd's vertical rows. */
export const RhfForm = ({
  onSubmit,
  children,
  style,
}: {
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  children: ReactNode;
  style?: CSSProperties;
}) => (
  <Form layout="vertical" component={false}>
    <form onSubmit={onSubmit} noValidate style={style}>
      {children}
    </form>
  </Form>
);
