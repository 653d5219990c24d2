import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from './openapi.document.js';

/** GET /openapi.json: the REST document, built on the first request and kept (it never changes while running). */
export const openApiRoutes = async (app: FastifyInstance, opts: { publicUrl: string; version: string }) => {
  let document: string | undefined;
  app.get('/openapi.json', async (_req, reply) => {
    document ??= JSON.stringify(buildOpenApiDocument({ serverUrl: opts.publicUrl, version: opts.version }));
    return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(document);
  });
};
