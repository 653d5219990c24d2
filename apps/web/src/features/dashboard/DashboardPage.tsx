import { useQuery } from '@apollo/client/react';
import { Alert, Space } from 'antd';
import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { PageHeader } from '../../app/shell/PageHeader';
import { DashboardStatsDocument, DashboardTotalsDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { useEnvironment } from '../../lib/environment';
import { ShowOtpButton } from '../active-token/ShowOtpButton';
import { BalanceCards } from './BalanceCards';
import { ChartsLoading } from './chartLayout';
import { comparisonText, type DateRange, defaultRange, PICKER_WIDTH, previousRange } from './dashboardRange';
import { SummaryCards } from './SummaryCards';

// ECharts (and the chart options) load after the page: the route's first JavaScript stays small.
const DashboardCharts = lazy(async () => ({ default: (await import('./DashboardCharts')).DashboardCharts }));
const RangePicker = lazy(async () => ({ default: (await import('./RangePicker')).RangePicker }));

/** Holds the picker's place (same size) while its code loads. */
const PickerPlaceholder = () => <div style={{ width: PICKER_WIDTH, height: 32 }} aria-hidden="true" />;

const iso = ([from, to]: DateRange) => ({ from_date: from.toISOString(), to_date: to.toISOString() });

/**
 * The dashboard of spec §2.5. Production: the date range, the summary cards compared with the
 * previous period, the balance cards and the charts. Development: the balance cards only.
 */
export const DashboardPage = () => {
  const env = useEnvironment();
  const isProduction = env === 'PRODUCTION';
  const [range, setRange] = useState<DateRange>(() => defaultRange());
  const previous = useMemo(() => previousRange(range), [range]);
  const stats = useQuery(DashboardStatsDocument, { variables: iso(range), skip: !isProduction });
  const totalsBefore = useQuery(DashboardTotalsDocument, { variables: iso(previous), skip: !isProduction });
  const data = stats.data?.partnerDashboard;
  // The charts draw the statistics in a transition: Apollo hands new data over synchronously, and
  // seven charts drawn in that one task blocked input for hundreds of milliseconds (Lighthouse's
  // blocking time, issue #12 item 4). Deferred, React draws them in slices and yields between.
  // Until they are drawn the skeleton stays, so nothing below moves.
  const drawn = useDeferredValue(data);

  return (
    <div>
      <PageHeader
        title="Dashboard"
        actions={
          <Space wrap>
            {isProduction ? (
              <Suspense fallback={<PickerPlaceholder />}>
                <RangePicker value={range} onChange={setRange} />
              </Suspense>
            ) : null}
            <ShowOtpButton />
          </Space>
        }
      />
      {isProduction && stats.error ? (
        <Alert type="error" showIcon title={errorMessage(stats.error)} style={{ marginBottom: 16 }} />
      ) : null}
      {isProduction ? (
        <SummaryCards
          current={data}
          previous={totalsBefore.data?.partnerDashboard}
          previousRange={previous}
          label={comparisonText(range)}
          loading={stats.loading}
        />
      ) : null}
      <BalanceCards />
      {isProduction ? (
        <Suspense fallback={<ChartsLoading />}>
          <DashboardCharts stats={drawn} loading={stats.loading || drawn !== data} />
        </Suspense>
      ) : null}
    </div>
  );
};
