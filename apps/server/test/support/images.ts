import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/** A real PNG of the given size (random-ish pixels so it does not compress to nothing). */
export const pngOf = (width: number, height: number): Buffer => {
  const png = new PNG({ width, height });
  for (let i = 0; i < png.data.length; i += 4) {
    png.data[i] = (i * 7) % 256;
    png.data[i + 1] = (i * 13) % 256;
    png.data[i + 2] = 128;
    png.data[i + 3] = 255;
  }
  return PNG.sync.write(png);
};

/** A real baseline JPEG of the given size. */
export const jpegOf = (width: number, height: number): Buffer => {
  const data = Buffer.alloc(width * height * 4, 200);
  return jpeg.encode({ data, width, height }, 80).data;
};

/** Sends a file to POST /v1/upload as the portal does (multipart field `upload`). */
export const upload = async (
  url: string,
  token: string | undefined,
  bytes: Buffer,
  filename: string,
  type = 'image/png',
  field = 'upload',
) => {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  const res = await fetch(`${url}/v1/upload`, {
    method: 'POST',
    headers: token ? { authorization: token } : {},
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as { error_code: number; message: string; data?: { path: string } },
  };
};
