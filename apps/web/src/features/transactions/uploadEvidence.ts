import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { readEnvelope } from '@paygate/contracts';
import { REST_RESULTS, type RestResult } from '@paygate/contracts/rest-schemas';
import { authToken } from '../../lib/cookies';
import { GatewayError } from '../money/moneyApi';

const OPERATION = 'POST /v1/complaint/evidence';
const PATH = '/v1/complaint/evidence';

export type UploadedEvidence = RestResult<typeof OPERATION>['data'];

/**
 * POST /v1/complaint/evidence (ADR 0031): multipart `complaint_id` and the file `evidence`, with the
 * auth token in the Authorization header as the logo upload sends it (apps/uploadLogo.ts). A
 * refusal throws a GatewayError whose field messages (`evidence`) go beside the form's field; no
 * answer, or one that is not the operation's result, reads 'Error request …' (PRODUCT §8), in the
 * portal's language through `t` (useLingui's).
 */
export const uploadEvidence = async (
  complaintId: string,
  file: File,
  t: (descriptor: MessageDescriptor) => string,
): Promise<UploadedEvidence> => {
  const path = PATH;
  const failed = () => t(msg`Error request ${path}`);
  const form = new FormData();
  form.append('complaint_id', complaintId);
  form.append('evidence', file);
  const token = authToken();
  let res: Response;
  try {
    res = await fetch(PATH, { method: 'POST', body: form, headers: token ? { authorization: token } : {} });
  } catch {
    throw new GatewayError(failed(), {});
  }
  const answer: unknown = await res.json().catch(() => null);
  const envelope = readEnvelope(answer);
  if (!envelope) throw new GatewayError(failed(), {});
  if (envelope.error_code !== 0 || !res.ok) throw new GatewayError(envelope.message ?? failed(), envelope);
  const result = REST_RESULTS[OPERATION].safeParse(answer);
  if (!result.success) throw new GatewayError(failed(), {});
  return result.data.data;
};
