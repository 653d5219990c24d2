import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { formatVnd } from '../../lib/amount';
import dayjs from '../../lib/dayjs';
import type { RateState } from './useExchangeRate';

/** The quote's time of day, as the clock shows it in both languages. */
const QUOTE_TIME_FORMAT = 'HH:mm:ss';

/** The streamed rate, its direction since the previous message, and whether the stream is live. */
export const LiveRate = ({ token, state }: { token: string; state: RateState }) => {
  const { t } = useLingui();
  const { token: design } = theme.useToken();
  const previous = useRef<string | undefined>(undefined);
  const [direction, setDirection] = useState<'up' | 'down' | undefined>();
  useEffect(() => {
    const before = previous.current;
    if (state.rate && before && state.rate !== before)
      setDirection(Number(state.rate) > Number(before) ? 'up' : 'down');
    previous.current = state.rate;
  }, [state.rate]);

  const status =
    state.status === 'live'
      ? { badge: 'processing' as const, text: t`Live` }
      : state.status === 'reconnecting'
        ? { badge: 'warning' as const, text: t`Reconnecting…` }
        : { badge: 'default' as const, text: t`Connecting…` };
  const updated = state.at ? dayjs(state.at).format(QUOTE_TIME_FORMAT) : undefined;

  return (
    <section
      aria-label={t`Exchange rate`}
      style={{
        border: `1px solid ${design.colorBorderSecondary}`,
        borderRadius: design.borderRadiusLG,
        padding: `${design.paddingSM}px ${design.padding}px`,
        marginBottom: design.margin,
        background: design.colorFillQuaternary,
      }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <span style={{ color: design.colorTextSecondary }}>
          <Trans>Rate (BUY)</Trans>
        </span>
        <Badge status={status.badge} text={status.text} />
      </div>
      <div style={{ fontSize: design.fontSizeHeading4, fontWeight: 600 }} data-testid="exchange-rate">
        {state.rate ? `1 ${token} = ${formatVnd(state.rate)}` : '—'}
        {direction === 'up' ? (
          <ArrowUpOutlined aria-label={t`rate went up`} style={{ color: design.colorSuccess, marginInlineStart: 8 }} />
        ) : direction === 'down' ? (
          <ArrowDownOutlined
            aria-label={t`rate went down`}
            style={{ color: design.colorError, marginInlineStart: 8 }}
          />
        ) : null}
      </div>
      {updated ? (
        <div style={{ color: design.colorTextTertiary, fontSize: design.fontSizeSM }}>
          <Trans>Updated {updated}</Trans>
        </div>
      ) : null}
    </section>
  );
};
