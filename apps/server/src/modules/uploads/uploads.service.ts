import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { LOGO_PATH } from '@paygate/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploads } from '../../db/schema.js';
import { inspectLogo } from './logo.js';

export type StoredFile = { bytes: Buffer; contentType: string };

/**
 * Uploaded logos, in the `uploads` table of the database every instance shares (docs/adr/0014):
 * any instance serves a logo any other one took. The portal stores the returned
 * `/uploads/<uuid>.<ext>` path, the same shape as when logos lived under DATA_DIR.
 */
export class UploadsService {
  constructor(private readonly db: Db) {}

  async saveLogo(bytes: Buffer): Promise<string> {
    const kind = inspectLogo(bytes);
    const name = `${randomUUID()}.${kind.ext}`;
    await this.db.insert(uploads).values({ name, contentType: kind.contentType, bytes });
    return `/uploads/${name}`;
  }

  /** The file behind a path this service issued, or undefined (any other name is never looked up). */
  async open(name: string): Promise<StoredFile | undefined> {
    if (!LOGO_PATH.test(`/uploads/${name}`)) return undefined;
    const [row] = await this.db
      .select({ bytes: uploads.bytes, contentType: uploads.contentType })
      .from(uploads)
      .where(eq(uploads.name, name));
    return row;
  }

  async exists(logoPath: string): Promise<boolean> {
    const name = logoPath.replace(/^\/uploads\//, '');
    if (!LOGO_PATH.test(`/uploads/${name}`)) return false;
    const [row] = await this.db.select({ found: sql<number>`1` }).from(uploads).where(eq(uploads.name, name));
    return row !== undefined;
  }

  /**
   * Moves logos an earlier version wrote under DATA_DIR/uploads into the table, keeping their
   * names, so every app's stored path still resolves (ADR 0006 → 0014). Files that are not a
   * valid logo of that name's type are left out; a name already stored is kept as it is. Safe to
   * run at every start and on several instances at once.
   */
  async importFromDirectory(dataDir: string): Promise<{ imported: number; skipped: string[] }> {
    const dir = path.join(dataDir, 'uploads');
    const names = await readdir(dir).catch(() => [] as string[]);
    let imported = 0;
    const skipped: string[] = [];
    for (const name of names.sort()) {
      if (!LOGO_PATH.test(`/uploads/${name}`)) {
        skipped.push(name);
        continue;
      }
      let contentType: string;
      let bytes: Buffer;
      try {
        bytes = await readFile(path.join(dir, name));
        const kind = inspectLogo(bytes);
        if (!name.endsWith(`.${kind.ext}`)) throw new Error('extension does not match the bytes');
        contentType = kind.contentType;
      } catch {
        skipped.push(name);
        continue;
      }
      const inserted = await this.db
        .insert(uploads)
        .values({ name, contentType, bytes })
        .onConflictDoNothing()
        .returning({ name: uploads.name });
      imported += inserted.length;
    }
    return { imported, skipped };
  }
}
