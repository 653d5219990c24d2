import { StyleProvider } from '@ant-design/cssinjs';
import { useLingui } from '@lingui/react/macro';
import { App as AntApp, ConfigProvider, type FormProps } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { type ReactNode, useMemo } from 'react';
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
  // antd's own texts follow the portal's language (issue 31 item 3), with the glossary's words
  // where antd's pack differs: it writes "Hủy" and "Xóa", the portal "Huỷ" and "Xoá" (docs/GLOSSARY.md).
  const { t, i18n } = useLingui();
  const pack = antdLocaleOf(i18n.locale);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `t` follows i18n.locale.
  const locale = useMemo((): AntdLocale | undefined => {
    if (!pack) return undefined;
    const cancelText = t`Cancel`;
    return {
      ...pack,
      ...(pack.Modal && { Modal: { ...pack.Modal, cancelText } }),
      ...(pack.Popconfirm && { Popconfirm: { ...pack.Popconfirm, cancelText } }),
      ...(pack.Table && { Table: { ...pack.Table, cancelSort: t`Click to cancel sorting` } }),
      ...(pack.DatePicker && {
        DatePicker: { ...pack.DatePicker, lang: { ...pack.DatePicker.lang, clear: t`Clear` } },
      }),
    };
  }, [pack, i18n.locale]);
  // `layer`: antd's styles, generated here or loaded from the build-time sheet, all sit in the
  // `antd` cascade layer, under the portal's unlayered styles.css whatever their order in <head>.
  return (
    <StyleProvider layer>
      <ConfigProvider theme={portalTheme({ night: darkmode, reduceMotion })} form={{ requiredMark }} locale={locale}>
        <AntApp>
          <SuspendedOutlet />
        </AntApp>
      </ConfigProvider>
    </StyleProvider>
  );
};
