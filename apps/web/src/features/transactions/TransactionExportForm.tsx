import { DownloadOutlined } from '@ant-design/icons';
import { useApolloClient } from '@apollo/client/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { App, Button, DatePicker, Flex, Form, Typography } from 'antd';
import { useState } from 'react';
import { TransactionExportDocument } from '../../gql/ops/TransactionExport';
import { currentLanguage } from '../../i18n/current';
import { errorCode, errorMessage } from '../../lib/apollo';
import dayjs, { type Dayjs } from '../../lib/dayjs';
import { useEnvironment } from '../../lib/environment';
import { notifyError } from '../../lib/notify';
import { useViewer } from '../../lib/useViewer';
import { downloadFile, downloadUrl } from './downloadFile';
import {
  defaultExportRange,
  exportFileName,
  exportRangeError,
  exportStreamUrl,
  exportVariables,
  isBeforeFloor,
} from './transactionDates';
import { activeFilterCount, type TransactionFilters } from './transactionSearch';

type Range = [Dayjs, Dayjs];

/**
 * The list's own dates when it has both (the days the user picked, as the picker showed them),
 * else the partner's last 7 days.
 */
const defaultRange = (filters: TransactionFilters, timeZone: string | undefined): Range =>
  filters.from_date && filters.to_date
    ? [dayjs(filters.from_date), dayjs(filters.to_date)]
    : defaultExportRange(timeZone);

/**
 * Export (PRODUCT §2.6, §5, §7.1): the list's filters over at most 30 days, as
 * transaction-{from}-{to}.csv with dates YYYYMMDD.
 */
export const TransactionExportForm = ({ filters }: { filters: TransactionFilters }) => {
  const { t } = useLingui();
  const { notification, message } = App.useApp();
  const client = useApolloClient();
  const env = useEnvironment();
  const timeZone = useViewer().user?.partner?.time_zone;
  const [range, setRange] = useState<Range>(() => defaultRange(filters, timeZone));
  const [isExporting, setExporting] = useState(false);
  const filterCount = activeFilterCount({ ...filters, from_date: undefined, to_date: undefined });

  const exportCsv = async () => {
    const [from, to] = range;
    const refusal = exportRangeError(from, to);
    if (refusal) {
      notifyError(notification, refusal);
      return;
    }
    const variables = exportVariables(filters, from, to, env);
    const language = currentLanguage();
    const fileName = exportFileName(from, to, language);
    setExporting(true);
    try {
      const { data } = await client.query({ query: TransactionExportDocument, variables, fetchPolicy: 'no-cache' });
      downloadFile(data?.exportPartnerPayment ?? '', fileName);
      void message.success(t`Saved ${fileName}`);
    } catch (error) {
      if (errorCode(error) === 'EXPORT_TOO_LARGE') {
        // Too many rows for one GraphQL answer: the server streams the same bytes as a file.
        downloadUrl(exportStreamUrl(variables, language), fileName);
        void message.info(t`This export is large: ${fileName} downloads directly`);
      } else notifyError(notification, errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Form layout="vertical" component="div" aria-label={t`Export transactions`}>
      <Flex gap={16} wrap align="end">
        <Form.Item label={t`Export dates`} style={{ marginBottom: 0 }} required>
          <DatePicker.RangePicker
            format="DD/MM/YYYY"
            value={range}
            allowClear={false}
            disabledDate={(day) => isBeforeFloor(day)}
            onChange={(next) => {
              if (next?.[0] && next[1]) setRange([next[0].startOf('day'), next[1].endOf('day')]);
            }}
            aria-label={t`Export dates`}
          />
        </Form.Item>
        <Button type="primary" icon={<DownloadOutlined />} loading={isExporting} onClick={() => void exportCsv()}>
          <Trans>Export CSV</Trans>
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
        {timeZone ? (
          <Trans>At most 30 days per file, days of {timeZone}.</Trans>
        ) : (
          <Trans>At most 30 days per file.</Trans>
        )}{' '}
        {filterCount > 0 ? (
          <Plural
            value={filterCount}
            one="The file holds the transactions matching the # filter in force."
            other="The file holds the transactions matching the # filters in force."
          />
        ) : (
          <Trans>The file holds every transaction of these days.</Trans>
        )}
      </Typography.Paragraph>
    </Form>
  );
};
