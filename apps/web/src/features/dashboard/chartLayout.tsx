import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Skeleton } from 'antd';
import { Muted, Panel } from './Panel';

// Shared by the page (the placeholder while the chart code loads) and the charts themselves: the
// placeholder's boxes are the charts' boxes, so the page does not move when they draw (CLS).

export const CHART_HEIGHT = 300;
export const CHART_GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 460px), 1fr))',
  gap: 16,
};

/** The charts by their key (chartOptions.ts), in the page's order. */
export const CHART_TITLES: readonly (readonly [key: string, title: MessageDescriptor])[] = [
  ['revenue-24h', msg`Revenue statistics in 24h`],
  ['transaction-statistics', msg`Transaction statistics`],
  ['source-statistics', msg`Source statistics`],
  ['revenue-statistics', msg`Revenue statistics`],
  ['channel-statistics', msg`Channel statistics`],
  ['transaction', msg`Transaction`],
  ['day-of-week', msg`Day of week`],
];

/**
 * What a chart's title alone does not say (issue 28 item 4): "in 24h" is the spec's title, and the
 * chart is not the last 24 hours but the hours of the day, summed over the days the picker shows.
 * By chart key.
 */
export const CHART_NOTES: Readonly<Record<string, MessageDescriptor>> = {
  'revenue-24h': msg`By hour of day, over the days shown`,
};

/** A chart's note, beside its title. */
export const ChartNote = ({ chartKey }: { chartKey: string }) => {
  const { t } = useLingui();
  const note = CHART_NOTES[chartKey];
  return note ? <Muted>{t(note)}</Muted> : null;
};

/** The charts' cards with skeletons, while the chart code or the figures load. */
export const ChartsLoading = () => {
  const { t } = useLingui();
  return (
    <div style={CHART_GRID} aria-busy="true">
      {CHART_TITLES.map(([key, title]) => (
        <Panel key={key} title={t(title)} extra={<ChartNote chartKey={key} />}>
          <div style={{ height: CHART_HEIGHT, overflow: 'hidden' }}>
            <Skeleton active paragraph={{ rows: 6 }} />
          </div>
        </Panel>
      ))}
    </div>
  );
};
