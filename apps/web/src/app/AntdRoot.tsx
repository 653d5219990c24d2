import { App as AntApp, ConfigProvider, Spin, theme } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useStoredDarkMode } from '../lib/darkModeStore';
import { usePrefersReducedMotion } from '../lib/reducedMotion';

/**
 * antd's theme and message/notification context for every screen but /login, loaded with the
 * first of them: /login stays free of antd to meet its JavaScript budget (issue #2).
 */
export const AntdRoot = () => {
  const darkmode = useStoredDarkMode();
  const reduceMotion = usePrefersReducedMotion();
  return (
    <ConfigProvider
      theme={{
        algorithm: darkmode ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: { colorPrimary: '#1677ff', borderRadius: 8, motion: !reduceMotion },
      }}
    >
      <AntApp>
        <Suspense
          fallback={
            <div className="page-spin">
              <Spin />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </AntApp>
    </ConfigProvider>
  );
};
