import { theme } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { formatDate } from '../../lib/format';
import type { DayRange } from './DayRangePicker';

// The portal's DD/MM/YYYY range picker for a filter bar whose route has no room for antd's
// DatePicker in its JavaScript budget (the delivery log: issue 28 item 9). Until the person
// points at or focuses the field, a light stand-in shows the same text; the picker (and dayjs)
// loads then and takes its place, focused where the stand-in was.
const DayRangePicker = lazy(() => import('./DayRangePicker'));

const shown = (day: string | undefined) => (day ? formatDate(`${day}T00:00:00`) : '');

export const DayRangeField = ({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: DayRange;
  onChange: (next: DayRange) => void;
}) => {
  const { token } = theme.useToken();
  const [isWanted, setWanted] = useState<'hover' | 'focus' | false>(false);
  // A native input drawn like antd's: antd's Input alone would cost the route 5 KB.
  const standIn = (
    <input
      id={id}
      aria-label={label}
      readOnly
      style={{
        width: 260,
        height: 32,
        padding: '0 11px',
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
        color: token.colorText,
        font: 'inherit',
      }}
      placeholder="Start date → End date"
      value={value.from || value.to ? `${shown(value.from)} → ${shown(value.to)}` : ''}
      onPointerEnter={() => setWanted((w) => w || 'hover')}
      onFocus={() => setWanted('focus')}
    />
  );
  if (!isWanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <DayRangePicker id={id} label={label} value={value} autoFocus={isWanted === 'focus'} onChange={onChange} />
    </Suspense>
  );
};
