import { PAYMENT_APIS, PAYMENT_STATUSES, WEBHOOK_EVENT_TYPES } from '@paygate/contracts';
import { configBankResultSchema, gatewayErrorSchema } from '@paygate/contracts/rest-schemas';
import { compileErrors, validate } from '@readme/openapi-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { useTestServer } from './support/server.js';

// GET /openapi.json (issue 14 item 1): a valid OpenAPI 3.1 document, checked offline by
// @readme/openapi-parser, whose paths are exactly the REST routes the server registered (Fastify's
// onRoute list, not a list kept by hand), and whose schemas match what the routes answer.

const server = useTestServer({ seedDemo: false });

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
type Operation = { method: string; path: string };

const fetchDocument = async () => {
  const res = await fetch(`${server().url}/openapi.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return (await res.json()) as OpenAPIV3_1.Document;
};

const documented = (doc: OpenAPIV3_1.Document): Operation[] =>
  Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((m) => item?.[m]).map((m) => ({ method: m.toUpperCase(), path })),
  );

/** The gateway REST routes of PRODUCT §7.2: everything under /v1, and /config/bank. */
const restRoutes = (): Operation[] =>
  server()
    .routes.filter((r) => r.method !== 'HEAD' && (r.url.startsWith('/v1/') || r.url === '/config/bank'))
    .map((r) => ({ method: r.method, path: r.url }));

/** Whether a Fastify route (`:param`) serves a documented path (`{param}` or a concrete segment). */
const serves = (route: string, path: string) => {
  const a = route.split('/');
  const b = path.split('/');
  return (
    a.length === b.length &&
    a.every((segment, i) => {
      const other = b[i] ?? '';
      if (segment.startsWith(':')) return true;
      return segment === other;
    })
  );
};
/** The route Fastify would pick for a path: a static one before a parametric one. */
const routeFor = (op: Operation, routes: Operation[]) =>
  routes
    .filter((r) => r.method === op.method && serves(r.path, op.path))
    .sort((x, y) => (x.path.match(/:/g)?.length ?? 0) - (y.path.match(/:/g)?.length ?? 0))[0];

describe('GET /openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const doc = await fetchDocument();
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('describes every REST route the server registered, and nothing it does not serve', async () => {
    const doc = await fetchDocument();
    const ops = documented(doc);
    const routes = restRoutes();
    // Guards the route listing itself: an empty list would make the comparison pass.
    expect(routes.length).toBeGreaterThanOrEqual(10);

    const undocumented = routes.filter(
      (route) => !ops.some((op) => op.method === route.method && routeFor(op, routes)?.path === route.path),
    );
    expect(undocumented, 'registered but not in the document').toEqual([]);
    const unserved = ops.filter((op) => !routeFor(op, routes));
    expect(unserved, 'in the document but not served').toEqual([]);

    // GET /v1/partner/:api serves exactly the seven payment APIs of the contracts' list.
    const viaApiParam = ops.filter((op) => routeFor(op, routes)?.path === '/v1/partner/:api').map((op) => op.path);
    expect(viaApiParam.sort()).toEqual(PAYMENT_APIS.map((api) => `/v1/partner/${api}`).sort());
  });

  it('describes each kind of webhook with its payload schema, its types and the Standard Webhooks headers', async () => {
    const doc = await fetchDocument();
    const kinds = { paymentStatus: 'Payment', refundOutcome: 'Refund', complaint: 'Complaint' } as const;
    for (const [name, kind] of Object.entries(kinds)) {
      const item = doc.webhooks?.[name];
      const post = item && 'post' in item ? item.post : undefined;
      const body = post?.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
      expect(body?.content['application/json']?.schema).toEqual({
        $ref: `#/components/schemas/${kind}WebhookPayload`,
      });
      const headers = ((post?.parameters ?? []) as OpenAPIV3_1.ParameterObject[]).map((p) => `${p.in}:${p.name}`);
      expect(headers).toEqual(['header:webhook-id', 'header:webhook-timestamp', 'header:webhook-signature']);
    }
    const schemas = doc.components?.schemas ?? {};
    // The spec sample's fields first, where they are, then what every event adds.
    expect(schemas.PaymentWebhookPayload?.required).toEqual([
      ...['transaction_id', 'app', 'channel', 'source', 'payment', 'transfer_info'],
      ...['type', 'created_at', 'test'],
    ]);
    // Types and statuses are enums, every one of them.
    const enumOf = (schema: OpenAPIV3_1.SchemaObject | undefined, ...path: string[]) =>
      path.reduce((s, key) => s?.properties?.[key] as OpenAPIV3_1.SchemaObject | undefined, schema)?.enum;
    const types = Object.keys(kinds).flatMap((name) =>
      enumOf(schemas[`${kinds[name as keyof typeof kinds]}WebhookPayload`], 'type'),
    );
    expect(types).toEqual([...WEBHOOK_EVENT_TYPES]);
    expect(enumOf(schemas.PaymentWebhookPayload, 'payment', 'status')).toEqual([...PAYMENT_STATUSES]);
    expect(enumOf(schemas.PaymentWebhookPayload, 'app', 'status')).toEqual(['DEVELOPMENT', 'PRODUCTION']);
    expect(enumOf(schemas.Refund, 'status')).toEqual(['PENDING', 'SUCCESS', 'FAILED']);
  });

  it('documents answers the routes really give', async () => {
    const doc = await fetchDocument();
    const banks = await fetch(`${server().url}/config/bank?type=pay`).then((r) => r.json());
    expect(configBankResultSchema.safeParse(banks).success).toBe(true);
    const unknown = await fetch(`${server().url}/v1/partner/getNothing?amount=1`);
    expect(unknown.status).toBe(404);
    expect(gatewayErrorSchema.parse(await unknown.json()).message).toBe('Unknown API');
    // The documented query of a payment API names the amount rule and requires the hash.
    const atm = doc.paths?.['/v1/partner/getATMCardPaymentURL']?.get?.parameters as OpenAPIV3_1.ParameterObject[];
    expect(atm.filter((p) => p.required).map((p) => p.name)).toEqual(['app_id', 'transaction_id', 'hash', 'amount']);
  });

  it('says where each signed call carries app_id and hash: the query, or the body of a body-signed call', async () => {
    const doc = await fetchDocument();
    const signedInQuery = (op: OpenAPIV3_1.OperationObject) =>
      (op.security ?? []).some((requirement) => 'appId' in requirement || 'gatewayHash' in requirement);
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const method of ['get', 'post'] as const) {
        const op = item?.[method];
        if (!op || !signedInQuery(op)) continue;
        // The query scheme is only claimed where the query really carries both.
        const query = ((op.parameters ?? []) as OpenAPIV3_1.ParameterObject[]).filter((p) => p.in === 'query');
        expect(
          query.map((p) => p.name),
          `${method} ${path}`,
        ).toEqual(expect.arrayContaining(['app_id', 'hash']));
      }
    }
    const refund = doc.paths?.['/v1/partner/refund']?.post;
    expect(refund?.security).toEqual([]);
    expect(refund?.description).toMatch(/^Signed in the JSON body/);
    const body = (refund?.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content['application/json']
      ?.schema as OpenAPIV3_1.SchemaObject | OpenAPIV3_1.ReferenceObject | undefined;
    const schema =
      body && '$ref' in body
        ? (doc.components?.schemas?.[body.$ref.split('/').at(-1) ?? ''] as OpenAPIV3_1.SchemaObject)
        : (body as OpenAPIV3_1.SchemaObject | undefined);
    expect(schema?.required).toEqual(expect.arrayContaining(['app_id', 'hash']));
    // The shared 404 reads as a sentence, not a code list.
    const notFound = doc.paths?.['/v1/partner/refund']?.post?.responses?.['404'] as OpenAPIV3_1.ResponseObject;
    expect(notFound.description).toBe(
      'Not found: no app has this app_id (error_code 3), or the route does not exist (10)',
    );
  });
});
