import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';

// A downloaded PDF looked at as a person would: each page drawn by pdf.js (Mozilla's viewer) in
// Chromium and kept as a PNG beside the other screenshots. The viewer's files are served from
// node_modules by the page's own route handler: nothing leaves the machine.

const require = createRequire(import.meta.url);
const PDFJS = path.dirname(require.resolve('pdfjs-dist/package.json'));
const ARTIFACTS = path.join(import.meta.dirname, '../.artifacts');
/** A path of the portal's origin that no route of the portal answers: the handler below does. */
const VIEWER = '/__e2e-pdf-viewer__';

const VIEWER_HTML = `<!doctype html><html><body style="margin:0;background:#888">
<script type="module">
  import * as pdfjs from '${VIEWER}/pdf.mjs';
  pdfjs.GlobalWorkerOptions.workerSrc = '${VIEWER}/pdf.worker.mjs';
  const doc = await pdfjs.getDocument('${VIEWER}/document.pdf').promise;
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const viewport = page.getViewport({ scale: 1.5 });
    const canvas = document.createElement('canvas');
    canvas.width = viewport.width;
    canvas.height = viewport.height;
    canvas.dataset.page = String(n);
    canvas.style.display = 'block';
    canvas.style.margin = '8px auto';
    document.body.append(canvas);
    await page.render({ canvas, viewport }).promise;
  }
  document.body.dataset.pages = String(doc.numPages);
</script></body></html>`;

/** Draws every page of `pdf` and writes `<name>-page-<n>.png`; returns the paths, page 1 first. */
export const pdfPagesAsPng = async (context: BrowserContext, baseURL: string, pdf: Buffer, name: string) => {
  const page = await context.newPage();
  await page.route(`${baseURL}${VIEWER}/**`, (route) => {
    const file = new URL(route.request().url()).pathname.slice(VIEWER.length + 1);
    if (file === 'index.html') return route.fulfill({ contentType: 'text/html', body: VIEWER_HTML });
    if (file === 'document.pdf') return route.fulfill({ contentType: 'application/pdf', body: pdf });
    if (file === 'pdf.mjs' || file === 'pdf.worker.mjs') {
      return route.fulfill({
        contentType: 'text/javascript',
        body: readFileSync(path.join(PDFJS, 'build', file)),
      });
    }
    return route.fulfill({ status: 404, body: '' });
  });
  await page.goto(`${baseURL}${VIEWER}/index.html`);
  await page.waitForSelector('body[data-pages]', { timeout: 30_000 });
  const count = Number(await page.locator('body').getAttribute('data-pages'));
  const files: string[] = [];
  for (let n = 1; n <= count; n++) {
    const file = path.join(ARTIFACTS, `${name}-page-${n}.png`);
    writeFileSync(file, await page.locator(`canvas[data-page="${n}"]`).screenshot());
    files.push(file);
  }
  await page.close();
  return files;
};
