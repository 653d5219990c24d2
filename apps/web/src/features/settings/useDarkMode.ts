import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { AppConfigDocument } from '../../gql/ops/AppConfig';
import { UpdateAppConfigDocument } from '../../gql/ops/UpdateAppConfig';
import { ensureAppConfigState } from '../../lib/appConfig';
import { readDarkMode } from '../../lib/darkModeStore';

/** Night Mode through the local-only appConfig query and updateAppConfig mutation (PRODUCT §7.1). */
export const useDarkMode = () => {
  ensureAppConfigState(useApolloClient());
  const { data } = useQuery(AppConfigDocument);
  const [update] = useMutation(UpdateAppConfigDocument);
  const darkmode = data?.appConfig.darkmode ?? readDarkMode();
  return [darkmode, (value: boolean) => void update({ variables: { darkmode: value } })] as const;
};
