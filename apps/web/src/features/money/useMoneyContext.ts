import { useApolloClient } from '@apollo/client/react';
import { type AppStatus, requiresOtp as requiresOtpOf, type TotpUse } from '@paygate/contracts';
import { useCallback } from 'react';
import { MoneyAppDocument } from '../../gql/ops/MoneyApp';
import { useEnvironment } from '../../lib/environment';
import { useViewer } from '../../lib/useViewer';
import type { SigningApp } from './moneyApi';

export type MoneyApp = { id: string; name: string; status: AppStatus };

/**
 * What every money modal needs from the viewer: the partner's apps, whether an action asks for a
 * one-time code (PRODUCT §5: two-factor on and totp_config includes it), and the app's signing data.
 */
export const useMoneyContext = () => {
  const { user } = useViewer();
  const environment = useEnvironment();
  const client = useApolloClient();
  const apps: MoneyApp[] = user?.partner?.list_app ?? [];

  const requiresOtp = (use: TotpUse) => requiresOtpOf(user, use);

  /** The app's secret and default channel, for a signed gateway body; null when it is not found. */
  const signingApp = useCallback(
    async (appId: string): Promise<SigningApp | null> => {
      try {
        const { data } = await client.query({
          query: MoneyAppDocument,
          variables: { app_id: appId },
          fetchPolicy: 'network-only',
        });
        const app = data?.app;
        if (!app?.app_secret) return null;
        const channel = app.list_channel.find((c) => c.is_default) ?? app.list_channel[0];
        return { id: app.id, app_secret: app.app_secret, channel_id: channel?.id };
      } catch {
        return null;
      }
    },
    [client],
  );

  return {
    partnerId: user?.partner?.id,
    apps,
    /** Apps of the environment the user works in (the balance cards' environment). */
    appsOfEnvironment: apps.filter((a) => a.status === environment),
    environment,
    requiresOtp,
    signingApp,
  };
};
