import { Trans, useLingui } from '@lingui/react/macro';
import { PAYMENT_PAGE_OPEN_DELAY_MS } from '@paygate/contracts';
import { Alert } from 'antd';
import { useEffect, useState } from 'react';

/**
 * PRODUCT §4: once the server returns a payment URL the modal says the page will open soon, opens it
 * in a new tab 2.5 s later, and keeps a link for when the browser blocked the new tab.
 */
export const PaymentUrlNotice = ({ url, open = openInNewTab }: { url: string; open?: (url: string) => void }) => {
  const { t } = useLingui();
  const [isOpened, setOpened] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      open(url);
      setOpened(true);
    }, PAYMENT_PAGE_OPEN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [url, open]);

  return (
    <Alert
      type="success"
      showIcon
      title={isOpened ? t`The payment page has opened in a new tab.` : t`The payment page will open soon…`}
      description={
        <Trans>
          If it does not open,{' '}
          <a href={url} target="_blank" rel="noopener noreferrer">
            open the payment page
          </a>
          .
        </Trans>
      }
    />
  );
};

/** window.open's features: the page gets no handle on the portal's tab. */
const NEW_TAB_FEATURES = 'noopener,noreferrer';

export const openInNewTab = (url: string) => {
  window.open(url, '_blank', NEW_TAB_FEATURES);
};
