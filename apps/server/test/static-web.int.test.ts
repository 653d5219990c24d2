import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.js';

// The portal's built files, served by the server: fingerprinted assets cached forever and sent
// precompressed when the browser accepts it; client-side routes answer the single page.
const webDist = mkdtempSync(path.join(os.tmpdir(), 'paygate-web-dist-'));
const script = `console.log(${JSON.stringify('portal '.repeat(400))});\n`;
let server: TestServer;

beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Paygate</title><div id="root"></div>');
  writeFileSync(path.join(webDist, 'assets/app-abc123.js'), script);
  writeFileSync(path.join(webDist, 'assets/app-abc123.js.gz'), gzipSync(script));
  writeFileSync(path.join(webDist, 'assets/app-abc123.js.br'), brotliCompressSync(script));
  server = await startTestServer({ env: { WEB_DIST_DIR: webDist }, seedDemo: false });
});
afterAll(async () => {
  await server?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (pathname: string, init: RequestInit = {}) => fetch(`${server.url}${pathname}`, init);

describe('static web app', () => {
  it('sends the Brotli copy of an asset to a browser that accepts it, cached as immutable', async () => {
    const res = await get('/assets/app-abc123.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(await res.text()).toBe(script); // fetch decodes: the same bytes as the original
  });

  it('falls back to gzip, and to the plain file for a client that accepts neither', async () => {
    const gz = await get('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe(script);
    const plain = await get('/assets/app-abc123.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('answers client-side routes with the single page, for GET and HEAD, never cached', async () => {
    for (const method of ['GET', 'HEAD']) {
      const res = await get('/login', { method });
      expect(res.status, method).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    expect(await (await get('/transaction?page=2')).text()).toContain('<div id="root">');
    // Screens in any case load the page, which matches them case-insensitively (issue 28 item 10).
    for (const pathname of ['/docs/api', '/Docs/API', '/APPS']) {
      expect(await (await get(pathname)).text(), pathname).toContain('<div id="root">');
    }
  });

  it('keeps API paths out of the fallback: an unknown API route is a JSON 404', async () => {
    // Whatever their case (issue 28 item 10): the portal matches its screens case-insensitively.
    for (const pathname of [
      '/v1/partner/nope',
      '/v1/nope',
      '/graphql/nope',
      '/V1/nope',
      '/GraphQL/nope',
      '/HEALTHZ/x',
    ]) {
      const res = await get(pathname);
      expect(res.status, pathname).toBe(404);
      expect(res.headers.get('content-type'), pathname).toMatch(/application\/json/);
    }
  });
});
