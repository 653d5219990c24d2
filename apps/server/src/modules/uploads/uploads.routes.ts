import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../lib/errors.js';
import type { Services } from '../../services.js';
import { tokenFromHeader } from '../auth/session-tokens.js';
import { LOGO_MAX_BYTES } from './logo.js';

const HTTP_STATUS: Record<string, number> = { UNAUTHENTICATED: 401, '410': 410, FORBIDDEN: 403, BAD_USER_INPUT: 400 };

/** The gateway's envelope: error_code 0 on success (spec §7.2). */
const fail = (reply: FastifyReply, status: number, message: string, code: string) =>
  reply.code(status).send({ error_code: status, code, message });

export const uploadsRoutes = async (app: FastifyInstance, opts: { services: Services }) => {
  const { services } = opts;
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  // POST /v1/upload — multipart field `upload`; answers { data: { path } } (spec §7.2).
  app.post('/v1/upload', { bodyLimit: LOGO_MAX_BYTES + 64 * 1024 }, async (req, reply) => {
    try {
      const viewer = await services.auth.authenticate(tokenFromHeader(req.headers.authorization));
      await services.partners.requireAccess(viewer, 'manageApps');
      if (!req.isMultipart())
        throw new AppError('Send the logo as multipart/form-data in the field "upload"', 'BAD_USER_INPUT');
      const file = await req.file();
      if (file?.fieldname !== 'upload') {
        throw new AppError('Send the logo in the multipart field "upload"', 'BAD_USER_INPUT');
      }
      const bytes = await file.toBuffer();
      const path = await services.uploads.saveLogo(bytes);
      return { error_code: 0, message: 'Success', data: { path } };
    } catch (error) {
      if (error instanceof AppError)
        return fail(reply, HTTP_STATUS[String(error.code)] ?? 400, error.message, String(error.code));
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        return fail(reply, 413, 'The logo must be at most 1 MB', 'BAD_USER_INPUT');
      }
      throw error;
    }
  });

  // Served with the type decided at upload and nosniff (helmet), never as anything executable.
  app.get<{ Params: { name: string } }>('/uploads/:name', async (req, reply) => {
    const file = await services.uploads.open(req.params.name);
    if (!file) return reply.code(404).send({ error: 'Not Found', message: 'No such file' });
    return reply
      .type(file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(file.bytes);
  });
};
