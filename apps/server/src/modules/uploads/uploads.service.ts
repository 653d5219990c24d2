import { randomUUID } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LOGO_PATH } from '@paygate/contracts';
import { inspectLogo } from './logo.js';

/**
 * Uploaded logos live under DATA_DIR/uploads with a random name; the portal stores the returned
 * path. Several instances need DATA_DIR on a shared volume for this (README, scale-out).
 */
export class UploadsService {
  private readonly dir: string;

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'uploads');
  }

  async saveLogo(bytes: Buffer): Promise<string> {
    const kind = inspectLogo(bytes);
    const name = `${randomUUID()}.${kind.ext}`;
    await mkdir(this.dir, { recursive: true });
    await writeFile(path.join(this.dir, name), bytes, { flag: 'wx' });
    return `/uploads/${name}`;
  }

  /** The file behind a path this service issued, or undefined (never a path outside the folder). */
  async open(name: string): Promise<{ bytes: Buffer; contentType: string } | undefined> {
    if (!LOGO_PATH.test(`/uploads/${name}`)) return undefined;
    const file = path.join(this.dir, name);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { bytes: await readFile(file), contentType: name.endsWith('.png') ? 'image/png' : 'image/jpeg' };
  }

  async exists(logoPath: string): Promise<boolean> {
    return (await this.open(logoPath.replace(/^\/uploads\//, ''))) !== undefined;
  }
}
