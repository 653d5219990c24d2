import { Drawer, Flex, Switch, Typography } from 'antd';
import { useDarkMode } from '../../features/settings/useDarkMode';

/** The right settings panel of PRODUCT §2.4, loaded the first time it opens. */
export const SettingsDrawer = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const [darkmode, setDarkmode] = useDarkMode();
  return (
    <Drawer title="Settings" open={open} onClose={onClose} placement="right" size={320}>
      <Flex justify="space-between" align="center">
        <Typography.Text strong>Night Mode</Typography.Text>
        <Switch checked={darkmode} onChange={setDarkmode} aria-label="Night Mode" />
      </Flex>
    </Drawer>
  );
};
