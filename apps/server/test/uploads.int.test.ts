import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { uploads } from '../src/db/schema.js';
import { loginToken } from './support/account.js';
import { jpegOf, pngOf, upload } from './support/images.js';
import { startTestServer, type TestServer, useTestServer } from './support/server.js';

const server = useTestServer();

/** Logos stored: rows of the uploads table (docs/adr/0014), never files on the instance. */
const storedFiles = async (s: TestServer) => {
  const [row] = await s.database.db.select({ n: count() }).from(uploads);
  return row?.n ?? 0;
};

describe('POST /v1/upload', () => {
  it('stores a real 512x512 PNG and serves it back with its type', async () => {
    const s = server();
    const token = await loginToken(s, 'technical@demo.test');
    const bytes = pngOf(512, 512);
    const res = await upload(s.url, token, bytes, 'logo.png');
    expect(res.status).toBe(200);
    expect(res.body.data?.path).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const served = await fetch(`${s.url}${res.body.data!.path}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('stores a real 512x512 JPEG sent under a misleading name and type', async () => {
    const s = server();
    const token = await loginToken(s, 'owner@demo.test');
    const res = await upload(s.url, token, jpegOf(512, 512), 'logo.gif', 'application/octet-stream');
    expect(res.status).toBe(200);
    expect(res.body.data?.path).toMatch(/\.jpg$/);
    expect((await fetch(`${s.url}${res.body.data!.path}`)).headers.get('content-type')).toBe('image/jpeg');
  });

  it.each([
    [
      'a PNG of the wrong size',
      () => pngOf(256, 512),
      'logo.png',
      'The logo must be exactly 512x512 pixels (this one is 256x512)',
    ],
    [
      'a JPEG of the wrong size',
      () => jpegOf(600, 600),
      'logo.jpg',
      'The logo must be exactly 512x512 pixels (this one is 600x600)',
    ],
    [
      'text renamed .png',
      () => Buffer.from('<script>alert(1)</script>'),
      'logo.png',
      'The logo must be a PNG or JPEG image',
    ],
    [
      'a file over 1 MB',
      () => Buffer.concat([pngOf(512, 512), Buffer.alloc(1_100_000)]),
      'big.png',
      'The logo must be at most 1 MB',
    ],
  ])('refuses %s with a clear error and stores nothing', async (_label, make, name, message) => {
    const s = server();
    const token = await loginToken(s, 'admin@demo.test');
    const before = await storedFiles(s);
    const res = await upload(s.url, token, make(), name);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.body.message).toBe(message);
    expect(await storedFiles(s)).toBe(before);
  });

  it('needs a login and a role that manages apps', async () => {
    const s = server();
    const before = await storedFiles(s);
    expect((await upload(s.url, undefined, pngOf(512, 512), 'a.png')).status).toBe(401);
    const financial = await loginToken(s, 'financial@demo.test');
    expect((await upload(s.url, financial, pngOf(512, 512), 'a.png')).status).toBe(403);
    expect(await storedFiles(s)).toBe(before);
  });

  it('wants the file in the field named upload', async () => {
    const s = server();
    const token = await loginToken(s, 'owner@demo.test');
    const res = await upload(s.url, token, pngOf(512, 512), 'a.png', 'image/png', 'file');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Send the logo in the multipart field "upload"');
  });

  it('serves nothing outside the uploads folder', async () => {
    const s = server();
    expect((await fetch(`${s.url}/uploads/..%2Fpgdata`)).status).toBe(404);
    expect((await fetch(`${s.url}/uploads/00000000-0000-0000-0000-000000000000.png`)).status).toBe(404);
  });

  it('keeps the logo in the database, not on the instance disk', async () => {
    const s = server();
    const token = await loginToken(s, 'owner@demo.test');
    const before = await storedFiles(s);
    const res = await upload(s.url, token, pngOf(512, 512), 'logo.png');
    expect(res.status).toBe(200);
    expect(await storedFiles(s)).toBe(before + 1);
    expect(existsSync(path.join(s.config.dataDir, 'uploads'))).toBe(false);
  });
});

describe('logos of an earlier version, under DATA_DIR/uploads', () => {
  it('are moved into the database at start under the same path, and bad files are left out', async () => {
    const s = await startTestServer({ seedDemo: false });
    try {
      const dir = path.join(s.config.dataDir, 'uploads');
      mkdirSync(dir, { recursive: true });
      const png = pngOf(512, 512);
      const jpg = jpegOf(512, 512);
      const pngName = `${randomUUID()}.png`;
      const jpgName = `${randomUUID()}.jpg`;
      const wrongType = `${randomUUID()}.png`;
      writeFileSync(path.join(dir, pngName), png);
      writeFileSync(path.join(dir, jpgName), jpg);
      writeFileSync(path.join(dir, wrongType), jpg); // a JPEG named .png: never served as a PNG
      writeFileSync(path.join(dir, 'notes.txt'), 'not a logo');
      const first = await s.services.uploads.importFromDirectory(s.config.dataDir);
      expect(first.imported).toBe(2);
      expect(first.skipped.sort()).toEqual([wrongType, 'notes.txt'].sort());
      // Again (another instance, the next start): nothing twice.
      expect((await s.services.uploads.importFromDirectory(s.config.dataDir)).imported).toBe(0);
      const served = await fetch(`${s.url}/uploads/${pngName}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
      expect((await fetch(`${s.url}/uploads/${jpgName}`)).headers.get('content-type')).toBe('image/jpeg');
      expect((await fetch(`${s.url}/uploads/${wrongType}`)).status).toBe(404);
      expect(await s.services.uploads.exists(`/uploads/${jpgName}`)).toBe(true);
    } finally {
      await s.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  it('serves through B a logo uploaded through A, with the same type and headers', async () => {
    const a = await startTestServer();
    // A second instance: its own process state, the same database (what a cluster is).
    const b = await buildApp(a.config, a.database, { logger: false });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    const bUrl = `http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}`;
    try {
      const token = await loginToken(a, 'owner@demo.test');
      const bytes = jpegOf(512, 512);
      const res = await upload(a.url, token, bytes, 'logo.jpg', 'image/jpeg');
      expect(res.status).toBe(200);
      const served = await fetch(`${bUrl}${res.body.data?.path}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
      // And B accepts it as an app's logo.
      expect(await b.services.uploads.exists(res.body.data?.path ?? '')).toBe(true);
    } finally {
      await b.app.close();
      await a.close();
    }
  }, 90_000);
});
