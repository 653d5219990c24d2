import { Skeleton } from 'antd';
import { Panel } from './Panel';

// Shared by the page (the placeholder while the chart code loads) and the charts themselves: the
// placeholder's boxes are the charts' boxes, so the page does not move when they draw (CLS).

export const CHART_HEIGHT = 300;
export const CHART_GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 460px), 1fr))',
  gap: 16,
};

export const CHART_TITLES = [
  'Revenue statistics in 24h',
  'Transaction statistics',
  'Source statistics',
  'Revenue statistics',
  'Channel statistics',
  'Transaction',
  'Day of week',
];

/** The charts' cards with skeletons, while the chart code or the figures load. */
export const ChartsLoading = () => (
  <div style={CHART_GRID} aria-busy="true">
    {CHART_TITLES.map((title) => (
      <Panel key={title} title={title}>
        <div style={{ height: CHART_HEIGHT, overflow: 'hidden' }}>
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      </Panel>
    ))}
  </div>
);
