import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { type DateRange, normalizePick, PICKER_WIDTH, rangePresets } from './dashboardRange';

/**
 * The dashboard's date range (PRODUCT §2.5): presets Today, Yesterday, 7 day ago, 30 day ago, This
 * month, Last month, or any custom days up to today; DD/MM/YYYY (the partner's days). Loaded after the page (the picker is ~35 KB).
 */
export const RangePicker = ({
  value,
  today,
  onChange,
}: {
  value: DateRange;
  /** The partner's today: the presets count from it and no day after it is offered. */
  today: Dayjs;
  onChange: (range: DateRange) => void;
}) => (
  <DatePicker.RangePicker
    aria-label="Date range"
    format="DD/MM/YYYY"
    allowClear={false}
    style={{ width: PICKER_WIDTH }}
    value={value}
    presets={rangePresets(today)}
    disabledDate={(day) => day.isAfter(today, 'day')}
    onChange={(next) => {
      if (next?.[0] && next[1]) onChange(normalizePick(next[0], next[1], today));
    }}
  />
);
