import { Trans, useLingui } from '@lingui/react/macro';
import { Drawer, Flex, Switch, Typography } from 'antd';
import { useDarkMode } from '../../features/settings/useDarkMode';

/** The right settings panel of PRODUCT §2.4, loaded the first time it opens. */
export const SettingsDrawer = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useLingui();
  const [darkmode, setDarkmode] = useDarkMode();
  return (
    <Drawer title={t`Settings`} open={open} onClose={onClose} placement="right" size={320}>
      <Flex justify="space-between" align="center">
        <Typography.Text strong>
          <Trans>Night Mode</Trans>
        </Typography.Text>
        <Switch checked={darkmode} onChange={setDarkmode} aria-label={t`Night Mode`} />
      </Flex>
    </Drawer>
  );
};
