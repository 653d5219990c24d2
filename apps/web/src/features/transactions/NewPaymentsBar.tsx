import { Trans, useLingui } from '@lingui/react/macro';
import { Button, theme } from 'antd';
import { newPaymentsText } from './liveList';

/**
 * "N new payments" above the list (issue #15 item 4). The live region is always in the page, so
 * a screen reader hears the count when it appears or grows (politely, after what it is reading).
 */
export const NewPaymentsBar = ({ count, onShow }: { count: number; onShow: () => void }) => {
  const { t } = useLingui();
  const { token } = theme.useToken();
  return (
    <div role="status" aria-live="polite">
      {count > 0 ? (
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: token.marginSM,
            marginBottom: token.marginSM,
            padding: `${token.paddingXS}px ${token.paddingSM}px`,
            background: token.colorInfoBg,
            border: `${token.lineWidth}px ${token.lineType} ${token.colorInfoBorder}`,
            borderRadius: token.borderRadiusLG,
          }}
        >
          <span>{t(newPaymentsText(count))}</span>
          <Button type="primary" size="small" onClick={onShow}>
            <Trans>Show</Trans>
          </Button>
        </div>
      ) : null}
    </div>
  );
};
