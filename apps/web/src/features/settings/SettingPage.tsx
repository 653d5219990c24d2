import { GlobalOutlined, MoonOutlined } from '@ant-design/icons';
import { Card, Divider, Flex, Switch, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PageHeader } from '../../app/shell/PageHeader';
import { useDarkMode } from './useDarkMode';

const Setting = ({
  icon,
  title,
  description,
  control,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  control: ReactNode;
}) => (
  <Flex justify="space-between" align="center" gap={16}>
    <Flex gap={16} align="flex-start">
      <span style={{ fontSize: 20, lineHeight: '22px' }}>{icon}</span>
      <div>
        <Typography.Text strong>{title}</Typography.Text>
        <br />
        <Typography.Text type="secondary">{description}</Typography.Text>
      </div>
    </Flex>
    {control}
  </Flex>
);

/** PRODUCT §2.3: a dark-mode switch and a fixed English language label. */
export const SettingPage = () => {
  const [darkmode, setDarkmode] = useDarkMode();
  return (
    <div>
      <PageHeader title="Setting" />
      <Card style={{ maxWidth: 760 }}>
        <Setting
          icon={<MoonOutlined />}
          title="Dark mode"
          description="A dark theme for every screen, kept in this browser."
          control={<Switch checked={darkmode} onChange={setDarkmode} aria-label="Dark mode" />}
        />
        <Divider style={{ margin: '16px 0' }} />
        <Setting
          icon={<GlobalOutlined />}
          title="Language"
          description="The language of the portal."
          control={<Tag>English</Tag>}
        />
      </Card>
    </div>
  );
};
