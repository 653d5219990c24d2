import { type AppStatus, DEFAULT_ENVIRONMENT, STORAGE_ENV } from '@paygate/contracts';

/** The environment switch lives in session storage (spec §4): per tab, PRODUCTION by default. */
export const currentEnvironment = (): AppStatus => {
  const stored = sessionStorage.getItem(STORAGE_ENV);
  return stored === 'DEVELOPMENT' || stored === 'PRODUCTION' ? stored : DEFAULT_ENVIRONMENT;
};

export const setEnvironment = (env: AppStatus) => sessionStorage.setItem(STORAGE_ENV, env);
