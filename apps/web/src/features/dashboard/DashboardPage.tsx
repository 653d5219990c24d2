import { useApolloClient, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Space } from 'antd';
import { Suspense, useDeferredValue, useMemo, useState } from 'react';
import { page } from '../../app/lazyPage';
import { PageHeader } from '../../app/shell/PageHeader';
import { DashboardBalancesDocument } from '../../gql/ops/DashboardBalances';
import { DashboardStatsDocument } from '../../gql/ops/DashboardStats';
import { DashboardTotalsDocument } from '../../gql/ops/DashboardTotals';
import { errorMessage } from '../../lib/apollo';
import { useEnvironment } from '../../lib/environment';
import { dayIn } from '../../lib/partnerDays';
import { usePaymentChanges, useThrottledCallback } from '../../lib/usePaymentChanges';
import { useViewer } from '../../lib/useViewer';
import { PickerOnIntent } from '../../ui/dayRange/PickerOnIntent';
import { ShowOtpButton } from '../active-token/ShowOtpButton';
import { BalanceCards } from './BalanceCards';
import { ChartsLoading } from './chartLayout';
import {
  comparisonText,
  type DateRange,
  defaultRange,
  endsToday,
  extendToToday,
  PICKER_WIDTH,
  previousRange,
  rangeInstants,
} from './dashboardRange';
import { SummaryCards } from './SummaryCards';

// ECharts (and the chart options) load after the page: the route's first JavaScript stays small.
const DashboardCharts = page(
  () => import('./DashboardCharts'),
  'DashboardCharts',
  'features/dashboard/DashboardCharts',
);
const RangePicker = page(() => import('./RangePicker'), 'RangePicker', 'features/dashboard/RangePicker');

const DAY_SHOWN = 'DD/MM/YYYY';
/** The range as the picker shows it (DD/MM/YYYY, the partner's days). */
const shownRange = ([from, to]: DateRange) => `${from.format(DAY_SHOWN)} → ${to.format(DAY_SHOWN)}`;

/** The cards refresh at most this often while payments stream in. */
const LIVE_REFRESH_MS = 2_000;

/**
 * The dashboard of PRODUCT §2.5. Production: the date range, the summary cards compared with the
 * previous period, the balance cards and the charts. Development: the balance cards only.
 */
export const DashboardPage = () => {
  const { t } = useLingui();
  const env = useEnvironment();
  const isProduction = env === 'PRODUCTION';
  const { can, user } = useViewer();
  const timeZone = user?.partner?.time_zone;
  // The figures cover the days the picker shows, in the partner's zone, up to `now` (issue 28 item 4).
  const [now, setNow] = useState(() => new Date());
  const today = dayIn(timeZone, now);
  const [range, setRange] = useState<DateRange>(() => defaultRange(today));
  const previous = useMemo(() => previousRange(range), [range]);
  const variables = useMemo(() => rangeInstants(range, timeZone, now), [range, timeZone, now]);
  const previousVariables = useMemo(() => rangeInstants(previous, timeZone, now), [previous, timeZone, now]);
  const stats = useQuery(DashboardStatsDocument, { variables, skip: !isProduction });
  const totalsBefore = useQuery(DashboardTotalsDocument, { variables: previousVariables, skip: !isProduction });
  // A live refresh keeps the figures on screen while the next ones load.
  const data = (stats.data ?? stats.previousData)?.partnerDashboard;
  const client = useApolloClient();
  // A range up to today follows the partner's payments (issue #15 item 4): at most every 2 s the
  // figures are asked again up to now (past midnight the range takes in the new day), and the
  // balances refetch.
  const [isFollowing, setFollowing] = useState(true);
  const pickRange = (next: DateRange) => {
    setRange(next);
    setFollowing(endsToday(next, dayIn(timeZone)));
  };
  const refresh = useThrottledCallback(() => {
    if (isProduction) {
      const at = new Date();
      setNow(at);
      setRange((current) => extendToToday(current, dayIn(timeZone, at)));
    }
    void client.refetchQueries({ include: [DashboardBalancesDocument] });
  }, LIVE_REFRESH_MS);
  usePaymentChanges('dashboard', isFollowing && can('watchDashboard'), { onChange: refresh, onResume: refresh });
  // The charts draw the statistics in a transition: Apollo hands new data over synchronously, and
  // seven charts drawn in that one task blocked input for hundreds of milliseconds (Lighthouse's
  // blocking time, issue #12 item 4). Deferred, React draws them in slices and yields between.
  // Until they are drawn the skeleton stays, so nothing below moves.
  const drawn = useDeferredValue(data);

  return (
    <div>
      <PageHeader
        title={t`Dashboard`}
        actions={
          <Space wrap>
            {isProduction ? (
              // The picker's code loads when the person reaches for it (ui/dayRange/PickerOnIntent).
              <PickerOnIntent
                label={t`Date range`}
                text={shownRange(range)}
                width={PICKER_WIDTH}
                picker={(autoFocus) => (
                  <RangePicker value={range} today={today} autoFocus={autoFocus} onChange={pickRange} />
                )}
              />
            ) : null}
            <ShowOtpButton />
          </Space>
        }
      />
      {isProduction ? null : (
        // Issue 28 item 12: why the figures and charts are gone.
        <p className="dashboard-dev-note">
          <Trans>
            Statistics count production payments, so development mode shows your balances only. Switch to Production to
            see the figures and charts.
          </Trans>
        </p>
      )}
      {isProduction && stats.error ? (
        <Alert type="error" showIcon title={errorMessage(stats.error)} style={{ marginBottom: 16 }} />
      ) : null}
      {/* On a phone the balances and the money buttons come before the summary cards (issue 28 item 8). */}
      <div className="dashboard-top">
        {isProduction ? (
          <SummaryCards
            current={data}
            previous={(totalsBefore.data ?? totalsBefore.previousData)?.partnerDashboard}
            previousRange={previous}
            label={comparisonText(range, today, t)}
            loading={stats.loading}
          />
        ) : null}
        <div className="dashboard-balances">
          <BalanceCards />
        </div>
      </div>
      {isProduction ? (
        <Suspense fallback={<ChartsLoading />}>
          <DashboardCharts stats={drawn} loading={stats.loading || drawn !== data} />
        </Suspense>
      ) : null}
    </div>
  );
};
