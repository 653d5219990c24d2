import { useLingui } from '@lingui/react/macro';
import { DatePicker } from 'antd';
import type { Dayjs } from '../../lib/dayjs';
import { type DateRange, normalizePick, PICKER_WIDTH, rangePresets } from './dashboardRange';

/**
 * The dashboard's date range (PRODUCT §2.5): presets Today, Yesterday, 7 day ago, 30 day ago, This
 * month, Last month, or any custom days up to today; DD/MM/YYYY (the partner's days). Loaded when the person reaches for it (PickerOnIntent: the picker is ~31 KB).
 */
export const RangePicker = ({
  value,
  today,
  autoFocus,
  onChange,
}: {
  value: DateRange;
  /** The partner's today: the presets count from it and no day after it is offered. */
  today: Dayjs;
  /** Reached by keyboard: the picker takes the focus where its stand-in had it. */
  autoFocus: boolean;
  onChange: (range: DateRange) => void;
}) => {
  const { t } = useLingui();
  return (
    <DatePicker.RangePicker
      aria-label={t`Date range`}
      format="DD/MM/YYYY"
      allowClear={false}
      autoFocus={autoFocus}
      style={{ width: PICKER_WIDTH }}
      value={value}
      presets={rangePresets(today).map((preset) => ({ label: t(preset.label), value: preset.value }))}
      disabledDate={(day) => day.isAfter(today, 'day')}
      onChange={(next) => {
        if (next?.[0] && next[1]) onChange(normalizePick(next[0], next[1], today));
      }}
    />
  );
};
