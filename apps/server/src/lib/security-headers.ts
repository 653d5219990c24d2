import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

// Helmet's security headers on every response. @fastify/helmet built a helmet middleware on every
// request (parsing the CSP directives each time: 3.5 % of the server's CPU under the throughput
// bench, issue #16); the headers depend on the configuration alone, so they are computed once at
// start by helmet itself and then set as helmet would set them, on the raw response in onRequest
// (so a stream written to the raw response carries them, and a route may still replace one).

/** The headers helmet's middleware sets for these options, by name. */
export const helmetHeaders = (options: HelmetOptions): [string, string][] => {
  const headers: [string, string][] = [];
  const collector = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.push([name, String(value)]);
    },
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  helmet(options)({} as Parameters<ReturnType<typeof helmet>>[0], collector, () => undefined);
  return headers;
};

/** Sets the headers of `options` on every response of `app`. */
export const registerSecurityHeaders = (app: FastifyInstance, options: HelmetOptions) => {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
};
