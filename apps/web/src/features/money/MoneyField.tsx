import { Form } from 'antd';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

export type BoundField = {
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  disabled?: boolean;
};

/**
 * One labelled antd field bound to react-hook-form. The forms run in 'onTouched' mode, so a
 * message shows only once the field was touched or the form submitted (spec §5 "Errors display
 * only for touched fields"); a server message set with setError shows the same way.
 */
export const MoneyField = <T extends FieldValues>({
  control,
  name,
  label,
  required = true,
  extra,
  children,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  extra?: ReactNode;
  children: (field: BoundField) => ReactNode;
}) => {
  const id = `money-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Form.Item
          label={label}
          htmlFor={id}
          required={required}
          validateStatus={fieldState.error ? 'error' : undefined}
          help={fieldState.error?.message}
          extra={extra}
        >
          {children({ id, value: field.value, onChange: field.onChange, onBlur: field.onBlur })}
        </Form.Item>
      )}
    />
  );
};
