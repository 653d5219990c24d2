import { configure } from '@testing-library/react';
import { ConfigProvider, message, notification } from 'antd';
import { createElement } from 'react';
import { afterAll } from 'vitest';

// findBy…/waitFor give up after 1 s by default. A lazily loaded tab or form meets that on a quiet
// machine and misses it while `npm test` runs the cluster and budget steps beside the unit step
// (ChangePasswordForm's "Current password" did in a fresh-clone run). Waiting longer only delays a
// failing test; a passing one returns as soon as the element is there.
configure({ asyncUtilTimeout: 5_000 });

// antd's static message and notification holders live outside the rendered tree, so `cleanup()`
// never unmounts them. happy-dom fires no animationend, so with motion on a closed notice stays
// mounted in its leave motion with its close timer running; when that timer fired after the file's
// environment was torn down, React's scheduler met no `window` and failed the whole unit step
// (LoginPage.test.tsx in a fresh-clone run). Without motion a closed notice leaves at once.
ConfigProvider.config({
  holderRender: (children) => createElement(ConfigProvider, { theme: { token: { motion: false } } }, children),
});

// A notice still open when a file ends is closed while the file's environment still stands: the
// holder's re-render runs on React's scheduler (a setImmediate), so wait for it before teardown.
// Only when one is open: antd's destroy() mounts a holder of its own where none was.
afterAll(async () => {
  if (!document.querySelector('.ant-notification-notice, .ant-message-notice')) return;
  notification.destroy();
  message.destroy();
  await new Promise((resolve) => setTimeout(resolve, 50));
});
