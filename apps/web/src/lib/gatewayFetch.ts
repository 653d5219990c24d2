import { readEnvelope } from '@paygate/contracts';

// Calls to the gateway's REST API from the portal (API tool, API Test dialog): the same signed GET
// a merchant's server sends. Any HTTP status is accepted and the body shown as it came (PRODUCT §7.2).

/**
 * The gateway host of the API tool (PRODUCT §7.2). This server is the gateway of both environments,
 * so the page's own origin is the host in production and in the sandbox (docs/SPEC-DECISIONS.md).
 */
export const gatewayBaseUrl = (): string => window.location.origin;

export type GatewayResponse = {
  /** HTTP status; 0 when no response came. */
  status: number;
  /** The parsed JSON body, or the raw text when it is not JSON. */
  body: unknown;
  ms: number;
};

export const sendGatewayGet = async (url: string): Promise<GatewayResponse> => {
  const started = performance.now();
  try {
    const res = await fetch(url, { headers: { accept: 'application/json' }, cache: 'no-store' });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: shown as text.
    }
    return { status: res.status, body, ms: Math.round(performance.now() - started) };
  } catch (error) {
    // REST helper (PRODUCT §8): with no response the message reads 'Error request ...'.
    const detail = error instanceof Error ? error.message : String(error);
    return { status: 0, body: { message: `Error request ${detail}` }, ms: Math.round(performance.now() - started) };
  }
};

/** The envelope when the body is one (PRODUCT §7.2; contracts' schema). */
export const envelopeOf = readEnvelope;
