import { useQuery } from '@apollo/client/react';
import { DocsAppsDocument } from '../../gql/ops/docs';
import { authToken } from '../../lib/cookies';
import { useEnvironment } from '../../lib/environment';

// The documentation is public (issue 29); what needs an account is the merchant's own app id in
// the examples. Signed out the examples read YOUR_APP_ID; signed in, the id of the partner's
// first app of the environment the portal shows (else its first app). Secrets never: they stay
// masked on the Apps screen, not printed in a page anyone may be reading over a shoulder.

export const APP_ID_PLACEHOLDER = 'YOUR_APP_ID';

/** Fills {{APP_ID}} in a document with the member's app id, or the placeholder. */
export const fillAppId = (text: string, appId: string | undefined): string =>
  text.replaceAll('{{APP_ID}}', appId ?? APP_ID_PLACEHOLDER);

/** The signed-in member's app id for the examples; undefined for a visitor (or while it loads). */
export const useOwnAppId = (): string | undefined => {
  const environment = useEnvironment();
  const { data } = useQuery(DocsAppsDocument, { skip: !authToken() });
  const apps = data?.partner.list_app ?? [];
  return (apps.find((app) => app.status === environment) ?? apps[0])?.id;
};
