import { BellOutlined, WarningOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../app/shell/avatar';
import { PageHeader } from '../../app/shell/PageHeader';
import { NotificationsDocument } from '../../gql/ops/webhooks';
import { formatInZone } from '../../lib/format';
import { useViewer } from '../../lib/useViewer';
import { noticeLink } from './noticeLink';

const Notice = ({
  icon,
  title,
  tag,
  children,
}: {
  icon: ReactNode;
  title: string;
  tag: ReactNode;
  children: ReactNode;
}) => (
  <Card style={{ maxWidth: 860 }}>
    <Flex gap={16} align="flex-start">
      {icon}
      <div style={{ flex: 1 }}>
        <Flex justify="space-between" align="center" gap={8}>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
            {title}
          </Typography.Title>
          {tag}
        </Flex>
        <Typography.Paragraph type="secondary" className="text-with-links" style={{ margin: '6px 0 0' }}>
          {children}
        </Typography.Paragraph>
      </div>
    </Flex>
  </Card>
);

/**
 * PRODUCT §2.3: the welcome notice, after the partner's own notices (issue #14: failing webhooks;
 * issue 29: a payer's complaint), each with a link to where it is dealt with (noticeLink) and its
 * time in the partner's zone, as the notice's own dates.
 */
export const NotificationPage = () => {
  const { t } = useLingui();
  const { data } = useQuery(NotificationsDocument, { fetchPolicy: 'cache-and-network' });
  const timeZone = useViewer().user?.partner?.time_zone;
  return (
    <div>
      <PageHeader title={t`Notification`} />
      <Flex vertical gap={16}>
        {(data?.notifications ?? []).map((n) => {
          const link = noticeLink(n);
          return (
            <Notice
              key={n.id}
              icon={
                <Avatar style={{ background: '#fff1f0', color: '#cf1322', flex: 'none' }} icon={<WarningOutlined />} />
              }
              title={n.title}
              tag={<Tag color="red">{formatInZone(n.created_time, timeZone)}</Tag>}
            >
              {n.body}{' '}
              {link ? (
                <Link to={link.to}>
                  {link.leadsTo === 'deliveryLog' ? (
                    <Trans>Open the delivery log</Trans>
                  ) : (
                    <Trans>Open the transactions that need a response</Trans>
                  )}
                </Link>
              ) : null}
            </Notice>
          );
        })}
        <Notice
          icon={<Avatar style={{ background: '#e6f4ff', color: '#1677ff', flex: 'none' }} icon={<BellOutlined />} />}
          title={t`Welcome to Paygate Partner Portal`}
          tag={
            <Tag color="blue">
              <Trans>New</Trans>
            </Tag>
          }
        >
          <Trans>
            Manage your apps and channels, follow your transactions and move money in and out. Start with the{' '}
            <Link to="/Docs/API">API documentation</Link> to connect your first app, and turn on two-factor
            authentication in your <Link to="/profile?tab=otp">Profile</Link>.
          </Trans>
        </Notice>
      </Flex>
    </div>
  );
};
