import { StyleProvider } from '@ant-design/cssinjs';
import { useLingui } from '@lingui/react';
import { App as AntApp, ConfigProvider, type FormProps } from 'antd';
import type { ReactNode } from 'react';
import { antdLocaleOf } from '../i18n/formats';
import { useStoredDarkMode } from '../lib/darkModeStore';
import { usePrefersReducedMotion } from '../lib/reducedMotion';
import { SuspendedOutlet } from './SuspendedOutlet';
import { portalTheme } from './theme';
// antd's component styles made at build time (vite.config.ts): loaded with this chunk, before
// the first antd component renders and looks for them.
import 'virtual:antd-static-styles.css';

/**
 * The required mark before a field's label. antd's default is a CSS `*` that screen readers read
 * as part of the name ("* App"); this one is hidden from them — the field says it is required.
 */
const requiredMark: FormProps['requiredMark'] = (label: ReactNode, { required }) => (
  <>
    {required ? (
      <span aria-hidden="true" className="form-required-mark">
        *
      </span>
    ) : null}
    {label}
  </>
);

/**
 * antd's theme and message/notification context for every screen but /login, loaded with the
 * first of them: /login stays free of antd to meet its JavaScript budget (issue #2).
 */
export const AntdRoot = () => {
  const darkmode = useStoredDarkMode();
  const reduceMotion = usePrefersReducedMotion();
  // antd's own texts follow the portal's language (issue 31 item 3).
  const { i18n } = useLingui();
  // `layer`: antd's styles, generated here or loaded from the build-time sheet, all sit in the
  // `antd` cascade layer, under the portal's unlayered styles.css whatever their order in <head>.
  return (
    <StyleProvider layer>
      <ConfigProvider
        theme={portalTheme({ night: darkmode, reduceMotion })}
        form={{ requiredMark }}
        locale={antdLocaleOf(i18n.locale)}
      >
        <AntApp>
          <SuspendedOutlet />
        </AntApp>
      </ConfigProvider>
    </StyleProvider>
  );
};
