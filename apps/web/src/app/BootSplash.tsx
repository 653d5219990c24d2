import { useLingui } from '@lingui/react/macro';

/**
 * What the portal shows while its code and the user load: the product mark and name. The same
 * markup is written into index.html, so the browser paints it with the HTML (first contentful
 * paint ~0.3 s instead of after the shell's scripts and the user query, Lighthouse, issue #12
 * item 4), and React keeps showing it until the screen is ready instead of swapping it for
 * another placeholder. Keep the two in step (BootSplash.test.tsx compares them). Its label is in
 * the portal's language once React draws it (index.html's, before any code, is English).
 */
export const BootSplash = () => {
  const { t } = useLingui();
  return (
    <div className="boot-splash" role="progressbar" aria-label={t`Loading`}>
      <svg width="40" height="40" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#1677ff" />
        <circle cx="32" cy="32" r="17" fill="none" stroke="#fff" strokeWidth="6" />
        <circle cx="32" cy="32" r="6" fill="#fff" />
      </svg>
      <span className="boot-splash-name">Paygate</span>
    </div>
  );
};
