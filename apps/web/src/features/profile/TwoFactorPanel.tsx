import { useApolloClient } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import type { TotpUse } from '@paygate/contracts';
import { App } from 'antd';
import { useState } from 'react';
import { UserInfoDocument } from '../../gql/ops/UserInfo';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoFactorSettings } from './TwoFactorSettings';
import { TwoFactorSetup } from './TwoFactorSetup';

type Props = { email: string; isEnabled: boolean; config: readonly TotpUse[] };

/**
 * The OTP tab (PRODUCT §2.12, §4 Two-factor): off → password → QR → code → on, with the ten
 * recovery codes shown once in between; on → the uses and the way back (password).
 */
export const TwoFactorPanel = ({ email, isEnabled, config }: Props) => {
  const { t } = useLingui();
  const client = useApolloClient();
  const { message } = App.useApp();
  // Held here, not in the cache: once the user leaves this screen the codes are gone for good.
  const [codes, setCodes] = useState<string[]>();

  if (codes) return <RecoveryCodes codes={codes} email={email} onDone={() => setCodes(undefined)} />;
  if (isEnabled) return <TwoFactorSettings config={config} />;
  return (
    <TwoFactorSetup
      onEnabled={(recovery) => {
        setCodes(recovery);
        void message.success(t`Success`);
        void client.refetchQueries({ include: [UserInfoDocument] });
      }}
    />
  );
};
