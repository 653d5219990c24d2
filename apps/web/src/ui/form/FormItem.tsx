import { Form, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import type { FieldPath, FieldPathValue, FieldValues } from 'react-hook-form';
import { type BoundControl, type FieldBindingProps, useFieldBinding } from './fieldBinding';

type Props<T extends FieldValues, N extends FieldPath<T>> = FieldBindingProps<T, N> & {
  label: ReactNode;
  required?: boolean;
  /** Help under the input, beside the message. */
  extra?: ReactNode;
  style?: CSSProperties;
  children: (control: BoundControl<FieldPathValue<T, N>>) => ReactNode;
};

/**
 * antd's required mark is a CSS ::before "*" that Chromium reads into the input's accessible name
 * ("* App"): drawn here as a span screen readers skip, in antd's colour and spacing.
 */
const RequiredMark = () => {
  const { token } = theme.useToken();
  return (
    <span
      aria-hidden="true"
      style={{ color: token.colorError, marginInlineEnd: token.marginXXS, fontFamily: 'sans-serif' }}
    >
      *
    </span>
  );
};

/**
 * One react-hook-form field in an antd Form.Item: label tied to the input by id, the field's
 * message (the schema's once touched or submitted, spec §5, or a server's) as the item's help,
 * which antd also shows as the input's error state. Render it inside a VerticalForm.
 */
export const FormItem = <T extends FieldValues, N extends FieldPath<T>>({
  label,
  required,
  extra,
  style,
  children,
  ...binding
}: Props<T, N>) => {
  const { bound, message, errorId } = useFieldBinding(binding);
  return (
    <Form.Item
      label={
        required ? (
          <>
            <RequiredMark />
            {label}
          </>
        ) : (
          label
        )
      }
      htmlFor={bound.id}
      validateStatus={message ? 'error' : undefined}
      help={
        message ? (
          <span id={errorId} role="alert">
            {message}
          </span>
        ) : undefined
      }
      extra={extra}
      style={style}
    >
      {children(bound)}
    </Form.Item>
  );
};
