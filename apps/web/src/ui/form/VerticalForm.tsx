import { Form } from 'antd';
import type { BaseSyntheticEvent, CSSProperties, ReactNode } from 'react';
import { FieldIdPrefix } from './fieldBinding';

/**
 * A native <form> with antd's vertical rows: Enter in a field submits, the browser's own
 * validation stays off (zod speaks instead). antd's Form only lends its layout and `disabled`
 * (component={false}); react-hook-form keeps the values. A dialog submits it from its footer
 * with `okButtonProps={{ htmlType: 'submit', form: id }}`, which also makes Enter submit.
 */
export const VerticalForm = ({
  id,
  idPrefix,
  onSubmit,
  disabled,
  style,
  label,
  children,
}: {
  /** The <form>'s id, for a submit button outside it (a dialog's footer). */
  id?: string;
  /** Prefix of the fields' ids (FormItem): `<prefix>-<name>`. */
  idPrefix?: string;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  disabled?: boolean;
  style?: CSSProperties;
  /** The form's accessible name, where the screen has more than one. */
  label?: string;
  children: ReactNode;
}) => (
  <Form layout="vertical" component={false} disabled={disabled}>
    <FieldIdPrefix value={idPrefix}>
      <form id={id} onSubmit={onSubmit} noValidate style={style} aria-label={label}>
        {children}
      </form>
    </FieldIdPrefix>
  </Form>
);
