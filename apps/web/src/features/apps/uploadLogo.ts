import { readEnvelope } from '@paygate/contracts';
import { authToken } from '../../lib/cookies';

/** POST /v1/upload (PRODUCT §7.2): multipart field `upload`; the answer's data.path becomes the logo. */
export const uploadLogo = async (file: File): Promise<string> => {
  const form = new FormData();
  form.append('upload', file);
  const token = authToken();
  let res: Response;
  try {
    res = await fetch('/v1/upload', { method: 'POST', body: form, headers: token ? { authorization: token } : {} });
  } catch {
    throw new Error('Error request /v1/upload');
  }
  const body = readEnvelope(await res.json().catch(() => undefined));
  const path = (body?.data as { path?: unknown } | undefined)?.path;
  if (!res.ok || body?.error_code !== 0 || typeof path !== 'string') throw new Error(body?.message ?? 'logo not valid');
  return path;
};
