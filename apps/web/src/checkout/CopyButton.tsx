import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

/** Copies with the Clipboard API, or a selected textarea where it is missing (plain-http pages on phones). */
const copyText = async (text: string): Promise<boolean> => {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused: fall back below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
};

export const CopyButton = ({ value, label }: { value: string; label: string }) => {
  const { t } = useLingui();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 1800);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <button
      type="button"
      className={`co-copy${state === 'copied' ? ' co-copy-done' : ''}`}
      aria-label={t`Copy ${label}`}
      onClick={() => void copyText(value).then((ok) => setState(ok ? 'copied' : 'failed'))}
    >
      {state === 'copied' ? (
        <Trans>Copied</Trans>
      ) : state === 'failed' ? (
        <Trans>Select to copy</Trans>
      ) : (
        <Trans>Copy</Trans>
      )}
    </button>
  );
};

/** A labelled value with its copy button: account numbers, memos, addresses, amounts. */
export const CopyRow = ({
  label,
  value,
  display,
  mono,
}: {
  label: string;
  value: string;
  display?: string;
  mono?: boolean;
}) => (
  <div className="co-row">
    <div className="co-row-text">
      <div className="co-row-label">{label}</div>
      <div className={mono ? 'co-row-value co-mono' : 'co-row-value'}>{display ?? value}</div>
    </div>
    <CopyButton value={value} label={label} />
  </div>
);

/** A labelled value without copying. */
export const InfoRow = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div className="co-row">
    <div className="co-row-text">
      <div className="co-row-label">{label}</div>
      <div className="co-row-value">{children}</div>
    </div>
  </div>
);
