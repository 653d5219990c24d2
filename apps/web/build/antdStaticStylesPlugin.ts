import type { Plugin } from 'vite';

/**
 * `virtual:antd-static-styles.css`: antd's component styles as a stylesheet made at build time
 * (build/antdStaticStyles.ts), so the first screen does not generate them in the browser
 * (Lighthouse's blocking time, issue #12 item 4). Under `vite dev` and in unit tests it is empty:
 * antd generates every style at run time, as it does for any style the sheet lacks.
 */
const ANTD_STATIC_STYLES = 'virtual:antd-static-styles.css';
export const antdStaticStyles = (): Plugin => {
  let building = false;
  return {
    name: 'paygate-antd-static-styles',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId: (id) => (id === ANTD_STATIC_STYLES ? id : null),
    async load(id) {
      if (id !== ANTD_STATIC_STYLES) return null;
      if (!building) return '';
      // antd names its classes after NODE_ENV when its modules load: the production names.
      process.env.NODE_ENV = 'production';
      const { antdStaticStyles } = await import('./antdStaticStyles');
      return antdStaticStyles();
    },
  };
};
