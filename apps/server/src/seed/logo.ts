import { LOGO_SIZE_PX } from '@paygate/contracts';
import { PNG } from 'pngjs';

/**
 * Draws a 512x512 demo logo: a coloured tile with a lighter ring and a dot, so the demo apps
 * look like real ones without shipping image files.
 */
export const drawDemoLogo = (rgb: [number, number, number]): Buffer => {
  const size = LOGO_SIZE_PX;
  const png = new PNG({ width: size, height: size });
  const c = size / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x - c, y - c);
      const i = (y * size + x) * 4;
      const ring = d > 150 && d < 190;
      const dot = d < 80;
      const shade = ring || dot ? 1 : 0.72 + (0.28 * y) / size;
      png.data[i] = Math.min(255, Math.round(ring || dot ? 255 : rgb[0] * shade));
      png.data[i + 1] = Math.min(255, Math.round(ring || dot ? 255 : rgb[1] * shade));
      png.data[i + 2] = Math.min(255, Math.round(ring || dot ? 255 : rgb[2] * shade));
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
};
