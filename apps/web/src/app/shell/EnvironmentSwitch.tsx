import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { AppStatus } from '@paygate/contracts';
import { theme } from 'antd';
import { type CSSProperties, useId } from 'react';
import './EnvironmentSwitch.css';

const ENVIRONMENTS = [
  { label: msg`Production`, value: 'PRODUCTION' },
  { label: msg`Development`, value: 'DEVELOPMENT' },
] as const satisfies readonly { label: MessageDescriptor; value: AppStatus }[];

// antd's Segmented look (a track, the selected item raised), drawn from the same theme tokens:
// Segmented's sliding thumb and CSS-in-JS styles cost ~3.5 KB gzip on every screen, which kept the
// list screens over the 400 KB route budget (issue #3). Native radios give the radiogroup its
// roles and arrow keys.

/** The top bar's Production / Development switch (PRODUCT §2.4). */
export const EnvironmentSwitch = ({ value, onChange }: { value: AppStatus; onChange: (next: AppStatus) => void }) => {
  const { t } = useLingui();
  const { token } = theme.useToken();
  const name = useId();
  const labelHeight = token.controlHeight - 2 * token.lineWidthBold;
  // Hover, press and focus are pseudo-classes: EnvironmentSwitch.css reads their colours from these.
  const themed = {
    '--env-switch-hover-color': token.colorText,
    '--env-switch-hover-bg': token.colorFillSecondary,
    '--env-switch-active-bg': token.colorFill,
    '--env-switch-focus': `${token.lineWidthFocus}px solid ${token.colorPrimaryBorder}`,
    '--env-switch-motion': token.motionDurationMid,
    padding: token.lineWidthBold,
    fontSize: token.fontSize,
    color: token.colorTextLabel,
    background: token.colorBgLayout,
    borderRadius: token.borderRadius,
  } as CSSProperties;
  return (
    <div role="radiogroup" aria-label={t`Environment`} className="env-switch" style={themed}>
      {ENVIRONMENTS.map((option) => {
        const selected = option.value === value;
        return (
          <label
            key={option.value}
            className={selected ? 'env-switch-item env-switch-item-selected' : 'env-switch-item'}
            style={{
              borderRadius: token.borderRadiusSM,
              ...(selected
                ? { color: token.colorText, background: token.colorBgElevated, boxShadow: token.boxShadowTertiary }
                : null),
            }}
          >
            <input
              type="radio"
              name={name}
              className="env-switch-input"
              checked={selected}
              onChange={() => onChange(option.value)}
            />
            <span
              title={t(option.label)}
              style={{
                minHeight: labelHeight,
                lineHeight: `${labelHeight}px`,
                padding: `0 ${token.controlPaddingHorizontal - token.lineWidth}px`,
              }}
            >
              {t(option.label)}
            </span>
          </label>
        );
      })}
    </div>
  );
};
