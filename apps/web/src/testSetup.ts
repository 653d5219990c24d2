import { cleanup, configure } from '@testing-library/react';
import { ConfigProvider, Modal, message, notification } from 'antd';
import Cookies from 'js-cookie';
import { createElement } from 'react';
import { afterAll, afterEach, vi } from 'vitest';

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

// The files of a worker share its modules and its page (vitest.config.ts, `isolate: false`), so
// what a test leaves goes before the next one: the trees it rendered (Testing Library's cleanup,
// which Vitest without globals never runs on its own), the notices and confirms antd's static
// holders show outside those trees, and, after each file, storage, cookies and stubbed globals.
// Nothing here empties the body: antd's holders keep their containers there for the next file.
// A notice is closed while the page still stands: the holder's re-render runs on React's scheduler
// (a setImmediate), so wait for it. Only when one is open: antd's destroy() mounts a holder of its
// own where none was.
const closeStaticNotices = async () => {
  if (!document.querySelector('.ant-notification-notice, .ant-message-notice, .ant-modal-confirm')) return;
  notification.destroy();
  message.destroy();
  Modal.destroyAll();
  await new Promise((resolve) => setTimeout(resolve, 50));
};

afterEach(async () => {
  cleanup();
  await closeStaticNotices();
});

afterAll(async () => {
  await closeStaticNotices();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});
