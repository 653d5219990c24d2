import { Form } from 'antd';
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
 * One react-hook-form field in an antd Form.Item: label tied to the input by id, the field's
 * message (the schema's once touched or submitted, PRODUCT §5, or a server's) as the item's help,
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
      label={label}
      // antd draws the mark as a ::before "*", which Chromium would read into the input's name
      // ("* App"): styles.css gives it an empty alternative text, so the name stays the label.
      required={required}
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
