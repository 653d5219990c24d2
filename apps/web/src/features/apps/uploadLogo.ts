import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { readEnvelope } from '@paygate/contracts';
import { authToken } from '../../lib/cookies';

const UPLOAD_PATH = '/v1/upload';

/** POST /v1/upload (PRODUCT §7.2): multipart field `upload`; the answer's data.path becomes the logo. */
export const uploadLogo = async (file: File): Promise<string> => {
  const form = new FormData();
  form.append('upload', file);
  const token = authToken();
  let res: Response;
  try {
    res = await fetch(UPLOAD_PATH, { method: 'POST', body: form, headers: token ? { authorization: token } : {} });
  } catch {
    throw new Error(i18n._(msg`Error request ${UPLOAD_PATH}`));
  }
  const body = readEnvelope(await res.json().catch(() => undefined));
  const path = (body?.data as { path?: unknown } | undefined)?.path;
  if (!res.ok || body?.error_code !== 0 || typeof path !== 'string')
    throw new Error(body?.message ?? i18n._(msg`logo not valid`));
  return path;
};
