// @lingui/react imports `use-sync-external-store/shim`, a polyfill for React before 18 that ships
// its fallback implementation whatever the React (~1.7 KB gzip on every route). React 19 has the
// hook: the build takes React's own (vite.config.ts).
export { useSyncExternalStore } from 'react';
