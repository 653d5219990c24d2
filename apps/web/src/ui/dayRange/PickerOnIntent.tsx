import { useLingui } from '@lingui/react/macro';
import { theme } from 'antd';
import { type ReactNode, Suspense, useState } from 'react';

/**
 * antd's range picker is ~31 KB gzip, more than some routes have left in their JavaScript budget
 * (issue #12; the dashboard and the delivery log, issue 31 in Vietnamese). Until the person points
 * at or focuses the field, a light stand-in shows the same text; then the picker's code loads and
 * `picker` takes its place, focused where the stand-in was when it was reached by keyboard.
 */
export const PickerOnIntent = ({
  id,
  label,
  text,
  width,
  picker,
}: {
  id?: string;
  label: string;
  /** What the picker would show: "DD/MM/YYYY → DD/MM/YYYY", or '' for no range. */
  text: string;
  width: number;
  /** The real picker (a lazy component), told whether to take the focus. */
  picker: (autoFocus: boolean) => ReactNode;
}) => {
  const { t } = useLingui();
  const { token } = theme.useToken();
  const [isWanted, setWanted] = useState<'hover' | 'focus' | false>(false);
  // A native input drawn like antd's: antd's Input alone would cost the route 5 KB.
  const standIn = (
    <input
      id={id}
      aria-label={label}
      readOnly
      style={{
        width,
        height: 32,
        padding: '0 11px',
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
        color: token.colorText,
        font: 'inherit',
      }}
      placeholder={t`Start date → End date`}
      value={text}
      onPointerEnter={() => setWanted((w) => w || 'hover')}
      onFocus={() => setWanted('focus')}
    />
  );
  if (!isWanted) return standIn;
  return <Suspense fallback={standIn}>{picker(isWanted === 'focus')}</Suspense>;
};
