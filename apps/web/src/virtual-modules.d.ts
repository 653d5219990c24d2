/** vite.config.ts: antd's component styles, made at build time (empty under `vite dev`). */
declare module 'virtual:antd-static-styles.css';
