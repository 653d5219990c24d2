import multipart from '@fastify/multipart';
import { COMMON_MESSAGES, COMPLAINT_EVIDENCE_MAX_BYTES, COMPLAINT_MESSAGES, ID_MAX_LENGTH } from '@paygate/contracts';
import type { FastifyInstance } from 'fastify';
import type { PartnerAccess } from '../../lib/caller.js';
import { AppError, gatewayError } from '../../lib/errors.js';
import { restAnswer, withEnvelope } from '../../lib/http/envelope.js';
import type { RouteGuards } from '../../lib/http/guard.js';
import type { Services } from '../../services.js';
import { complaintView } from '../payments/index.js';

// Complaints over REST (issue 29 item 2, docs/adr/0031-complaints.md): the sandbox's payer and bank
// (the checkout link is their credential, as for Pay / Fail / Expire), and the evidence files a
// member answers with. The answer itself is GraphQL respondComplaint.

const evidenceRefusal = (message: string) => new AppError(message, 'BAD_USER_INPUT', { fields: { evidence: message } });

export const complaintRoutes = async (
  app: FastifyInstance,
  opts: { services: Services; guards: RouteGuards<PartnerAccess> },
) => {
  const { services, guards } = opts;
  await app.register(multipart, {
    limits: { fileSize: COMPLAINT_EVIDENCE_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: ID_MAX_LENGTH * 4 },
  });

  // Static segments: Fastify takes these before /v1/checkout/:token/:outcome.
  app.post<{ Params: { token: string }; Body: Record<string, unknown> | undefined }>(
    '/v1/checkout/:token/complain',
    async (req, reply) =>
      withEnvelope(reply, async () => {
        const { complaint, payment } = await services.money.complain(req.params.token, req.body ?? {});
        return restAnswer('POST /v1/checkout/{token}/complain', {
          error_code: 0,
          message: COMMON_MESSAGES.success,
          data: { status: payment.status, complaint: complaintView(complaint) },
        });
      }),
  );
  app.post<{ Params: { token: string }; Body: Record<string, unknown> | undefined }>(
    '/v1/checkout/:token/complaint/decide',
    async (req, reply) =>
      withEnvelope(reply, async () => {
        const { complaint, payment } = await services.money.decideComplaint(req.params.token, req.body ?? {});
        return restAnswer('POST /v1/checkout/{token}/complaint/decide', {
          error_code: 0,
          message: COMMON_MESSAGES.success,
          data: { status: payment.status, complaint: complaintView(complaint) },
        });
      }),
  );

  // A member who may answer complaints uploads a file for one of the partner's open complaints.
  const upload = {
    bodyLimit: COMPLAINT_EVIDENCE_MAX_BYTES + 64 * 1024,
    config: { access: 'respondComplaint' },
  } as const;
  app.post('/v1/complaint/evidence', upload, async (req, reply) =>
    withEnvelope(reply, async () => {
      const access = guards.callerOf(req);
      if (!req.isMultipart()) throw evidenceRefusal(COMPLAINT_MESSAGES.evidenceMissing);
      let complaintId = '';
      let file: { name: string; contentType: string; bytes: Buffer } | undefined;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'field' && part.fieldname === 'complaint_id') complaintId = String(part.value ?? '');
          else if (part.type === 'file' && part.fieldname === 'evidence') {
            file = { name: part.filename, contentType: part.mimetype, bytes: await part.toBuffer() };
          } else if (part.type === 'file') await part.toBuffer();
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw gatewayError('INVALID_INPUT', COMPLAINT_MESSAGES.evidenceTooLarge, 413, {
            evidence: COMPLAINT_MESSAGES.evidenceTooLarge,
          });
        }
        throw error;
      }
      if (!file) throw evidenceRefusal(COMPLAINT_MESSAGES.evidenceMissing);
      const data = await services.money.addEvidence(access, { complaintId, ...file });
      return restAnswer('POST /v1/complaint/evidence', { error_code: 0, message: COMMON_MESSAGES.success, data });
    }),
  );

  // The file, to a member of the complaint's partner; served as a download of its checked type.
  app.get<{ Params: { id: string } }>(
    '/v1/complaint/evidence/:id',
    // Transaction data: today's active token too (PRODUCT §4), from the cookie when a link opens it.
    { config: { access: 'member', activeToken: true, token: ['header', 'cookie'] } },
    async (req, reply) =>
      withEnvelope(reply, async () => {
        const evidence = await services.money.openEvidence(guards.callerOf(req), req.params.id);
        return reply
          .type(evidence.contentType)
          .header('cache-control', 'private, no-store')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('content-disposition', `attachment; filename="${evidence.name.replace(/[^\w.-]/g, '_')}"`)
          .send(evidence.bytes);
      }),
  );
};
