// The gateway and API hosts the documentation shows (PRODUCT §2.3): the production hosts only when
// the portal's origin belongs to the production domain and is not a development site; the
// sandbox hosts otherwise. One server is the portal, the gateway and the API here, so every host
// is the portal's own origin unless the build names others (docs/SPEC-DECISIONS.md):
//   VITE_PRODUCTION_DOMAIN                               e.g. paygate.vn
//   VITE_GATEWAY_HOST, VITE_API_HOST                     production hosts
//   VITE_SANDBOX_GATEWAY_HOST, VITE_SANDBOX_API_HOST     sandbox hosts

export type Hosts = { gateway: string; api: string };
export type HostConfig = {
  productionDomain?: string | undefined;
  production: Partial<Hosts>;
  sandbox: Partial<Hosts>;
};

/** Labels that mark a development site inside the production domain (dev.paygate.vn, paygate-staging…). */
const DEV_LABEL = /(^|[.-])(dev|develop|development|staging|stage|stg|sandbox|test|uat|qa|local)(\d*)([.-]|$)/i;

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** True for an origin inside the production domain that is not a development site. */
export const isProductionOrigin = (origin: string, productionDomain: string | undefined): boolean => {
  if (!productionDomain) return false;
  let hostname: string;
  try {
    hostname = new URL(origin).hostname.toLowerCase();
  } catch {
    return false;
  }
  const domain = productionDomain.toLowerCase().replace(/^\.+/, '');
  if (hostname !== domain && !hostname.endsWith(`.${domain}`)) return false;
  const subdomain = hostname.slice(0, hostname.length - domain.length);
  return !DEV_LABEL.test(subdomain);
};

export const pickHosts = (origin: string, config: HostConfig): Hosts => {
  const chosen = isProductionOrigin(origin, config.productionDomain) ? config.production : config.sandbox;
  return { gateway: trimSlash(chosen.gateway || origin), api: trimSlash(chosen.api || origin) };
};

const env = import.meta.env;

export const BUILD_HOST_CONFIG: HostConfig = {
  productionDomain: env.VITE_PRODUCTION_DOMAIN,
  production: { gateway: env.VITE_GATEWAY_HOST, api: env.VITE_API_HOST },
  sandbox: { gateway: env.VITE_SANDBOX_GATEWAY_HOST, api: env.VITE_SANDBOX_API_HOST },
};

/** The hosts for this page, by the rule above. */
export const currentHosts = (origin = window.location.origin): Hosts => pickHosts(origin, BUILD_HOST_CONFIG);

/** Fills {{GATEWAY_HOST}} and {{API_HOST}} in a document. */
export const fillHosts = (text: string, hosts: Hosts): string =>
  text.replaceAll('{{GATEWAY_HOST}}', hosts.gateway).replaceAll('{{API_HOST}}', hosts.api);
