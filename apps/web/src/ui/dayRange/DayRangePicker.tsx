import { DatePicker } from 'antd';
import dayjs from '../../lib/dayjs';

/** 'YYYY-MM-DD' days in the URL's form; the picker shows them as the portal does (DD/MM/YYYY). */
export type DayRange = { from?: string | undefined; to?: string | undefined };

const DAY = 'YYYY-MM-DD';

/** The portal's range picker on plain day strings; loaded by DayRangeField on first use. */
const DayRangePicker = ({
  id,
  label,
  value,
  autoFocus,
  onChange,
}: {
  id: string;
  label: string;
  value: DayRange;
  autoFocus: boolean;
  onChange: (next: DayRange) => void;
}) => (
  <DatePicker.RangePicker
    id={{ start: id, end: `${id}-end` }}
    aria-label={label}
    format="DD/MM/YYYY"
    allowEmpty={[true, true]}
    autoFocus={autoFocus}
    value={[value.from ? dayjs(value.from, DAY) : null, value.to ? dayjs(value.to, DAY) : null]}
    onChange={(days) => onChange({ from: days?.[0]?.format(DAY), to: days?.[1]?.format(DAY) })}
  />
);

export default DayRangePicker;
