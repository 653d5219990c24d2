import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { Button } from 'antd';
import { Suspense, useState } from 'react';
import { page } from '../../app/lazyPage';
import { useHasActiveToken } from '../../lib/activeToken';

// The form (react-hook-form, zod) loads when it is first opened.
const OtpModal = page(() => import('./OtpModal'), 'OtpModal', 'features/active-token/OtpModal');

/** The OTP form's dialog, mounted from its first opening on so that its closing motion plays. */
export const OtpDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const [isLoaded, setLoaded] = useState(false);
  if (open && !isLoaded) setLoaded(true);
  return isLoaded ? (
    <Suspense fallback={null}>
      <OtpModal open={open} onClose={onClose} />
    </Suspense>
  ) : null;
};

/** The dashboard button of PRODUCT §2.5: shown only while no active-token cookie exists. */
export const ShowOtpButton = () => {
  const hasToken = useHasActiveToken();
  const [isOpen, setOpen] = useState(false);
  if (hasToken) return null;
  return (
    <>
      <Button type="primary" icon={<SafetyCertificateOutlined />} onClick={() => setOpen(true)}>
        <Trans>Show form submit OTP</Trans>
      </Button>
      <OtpDialog open={isOpen} onClose={() => setOpen(false)} />
    </>
  );
};
