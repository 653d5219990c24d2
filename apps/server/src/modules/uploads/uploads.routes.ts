import multipart from '@fastify/multipart';
import { COMMON_MESSAGES, UPLOAD_MESSAGES } from '@paygate/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, gatewayError } from '../../lib/errors.js';
import { restAnswer, withEnvelope } from '../../lib/http/envelope.js';
import { gatewayErrorEnvelope } from '../../lib/http/errors.js';
import type { Services } from '../../services.js';
import { LOGO_MAX_BYTES } from './logo.js';

/** The multipart limit's refusal as a gateway error: the envelope of every REST route (PRODUCT §7.2). */
const tooLargeAsEnvelope = async <T>(run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw gatewayError('INVALID_INPUT', UPLOAD_MESSAGES.tooLarge, 413, { upload: UPLOAD_MESSAGES.tooLarge });
    }
    throw error;
  }
};

export const uploadsRoutes = async (app: FastifyInstance, opts: { services: Services }) => {
  const { services } = opts;
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  // POST /v1/upload — multipart field `upload`; answers { data: { path } } (PRODUCT §7.2).
  const upload = { bodyLimit: LOGO_MAX_BYTES + 64 * 1024, config: { access: 'manageApps' } } as const;
  app.post('/v1/upload', upload, async (req, reply) =>
    withEnvelope(reply, () =>
      tooLargeAsEnvelope(async () => {
        if (!req.isMultipart()) throw new AppError(UPLOAD_MESSAGES.notMultipart, 'BAD_USER_INPUT');
        const file = await req.file();
        if (file?.fieldname !== 'upload') {
          throw new AppError(UPLOAD_MESSAGES.noUploadField, 'BAD_USER_INPUT');
        }
        const bytes = await file.toBuffer();
        const path = await services.uploads.saveLogo(bytes);
        return restAnswer('POST /v1/upload', { error_code: 0, message: COMMON_MESSAGES.success, data: { path } });
      }),
    ),
  );

  // Served with the type decided at upload and nosniff (helmet), never as anything executable.
  app.get<{ Params: { name: string } }>('/uploads/:name', async (req, reply) => {
    const file = await services.uploads.open(req.params.name);
    if (!file) return reply.code(404).send(gatewayErrorEnvelope('NOT_FOUND', 'No such file'));
    return reply
      .type(file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(file.bytes);
  });
};
