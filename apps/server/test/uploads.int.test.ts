import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loginToken } from './support/account.js';
import { jpegOf, pngOf, upload } from './support/images.js';
import { useTestServer } from './support/server.js';

const server = useTestServer();

const storedFiles = (dataDir: string) => {
  try {
    return readdirSync(path.join(dataDir, 'uploads')).length;
  } catch {
    return 0;
  }
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
    const before = storedFiles(s.config.dataDir);
    const res = await upload(s.url, token, make(), name);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.body.message).toBe(message);
    expect(storedFiles(s.config.dataDir)).toBe(before);
  });

  it('needs a login and a role that manages apps', async () => {
    const s = server();
    const before = storedFiles(s.config.dataDir);
    expect((await upload(s.url, undefined, pngOf(512, 512), 'a.png')).status).toBe(401);
    const financial = await loginToken(s, 'financial@demo.test');
    expect((await upload(s.url, financial, pngOf(512, 512), 'a.png')).status).toBe(403);
    expect(storedFiles(s.config.dataDir)).toBe(before);
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
});
