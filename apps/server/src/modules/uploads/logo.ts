import { LOGO_SIZE_PX, UPLOAD_MESSAGES } from '@paygate/contracts';
import { imageSize } from 'image-size';
import { AppError } from '../../lib/errors.js';

/** A logo is small: 512x512 compresses far below this. */
export const LOGO_MAX_BYTES = 1024 * 1024;

export type LogoKind = { ext: 'png' | 'jpg'; contentType: 'image/png' | 'image/jpeg' };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

const invalid = (message: string) => new AppError(message, 'BAD_USER_INPUT', { fields: { logo: message } });

/**
 * Decides what a file is from its bytes — never its name or declared type — and checks the
 * spec's 512x512. Anything else is refused before a byte is stored.
 */
export const inspectLogo = (bytes: Buffer): LogoKind => {
  if (bytes.length === 0) throw invalid(UPLOAD_MESSAGES.empty);
  if (bytes.length > LOGO_MAX_BYTES) throw invalid(UPLOAD_MESSAGES.tooLarge);
  let kind: LogoKind;
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) kind = { ext: 'png', contentType: 'image/png' };
  else if (bytes.subarray(0, 3).equals(JPEG_SIGNATURE)) kind = { ext: 'jpg', contentType: 'image/jpeg' };
  else throw invalid(UPLOAD_MESSAGES.notPngOrJpeg);
  let size: { width?: number; height?: number; type?: string };
  try {
    size = imageSize(bytes);
  } catch {
    throw invalid(UPLOAD_MESSAGES.unreadable);
  }
  if ((kind.ext === 'png' && size.type !== 'png') || (kind.ext === 'jpg' && size.type !== 'jpg')) {
    throw invalid(UPLOAD_MESSAGES.notPngOrJpeg);
  }
  if (size.width !== LOGO_SIZE_PX || size.height !== LOGO_SIZE_PX) {
    throw invalid(UPLOAD_MESSAGES.wrongSize(LOGO_SIZE_PX, size.width, size.height));
  }
  return kind;
};
