import { Card, Descriptions, Switch, Tag, Typography } from 'antd';
import { useDarkMode } from './useDarkMode';

/** Spec §2.3: a dark-mode switch and a fixed English language label. */
export const SettingPage = () => {
  const [darkmode, setDarkmode] = useDarkMode();
  return (
    <div>
      <Typography.Title level={3}>Setting</Typography.Title>
      <Card>
        <Descriptions column={1} bordered>
          <Descriptions.Item label="Dark mode">
            <Switch checked={darkmode} onChange={setDarkmode} aria-label="Dark mode" />
          </Descriptions.Item>
          <Descriptions.Item label="Language">
            <Tag>English</Tag>
          </Descriptions.Item>
        </Descriptions>
      </Card>
    </div>
  );
};
