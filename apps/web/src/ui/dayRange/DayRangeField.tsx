import { lazy } from 'react';
import { formatDate } from '../../lib/format';
import type { DayRange } from './DayRangePicker';
import { PickerOnIntent } from './PickerOnIntent';

// The portal's DD/MM/YYYY range picker for a filter bar whose route has no room for antd's
// DatePicker in its JavaScript budget (the delivery log: issue 28 item 9), loaded on intent.
const DayRangePicker = lazy(() => import('./DayRangePicker'));

/** A day's start in local time, for formatDate. */
const MIDNIGHT = 'T00:00:00';
const shown = (day: string | undefined) => (day ? formatDate(`${day}${MIDNIGHT}`) : '');

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
}) => (
  <PickerOnIntent
    id={id}
    label={label}
    width={260}
    text={value.from || value.to ? `${shown(value.from)} → ${shown(value.to)}` : ''}
    picker={(autoFocus) => (
      <DayRangePicker id={id} label={label} value={value} autoFocus={autoFocus} onChange={onChange} />
    )}
  />
);
