// Cuts the catalogues (src/locales/{en,vi}.po) into one slice per lazily loaded route module and
// language, in generated/catalogues/ (build output, not in git; issue 31, docs/adr/0035):
// 1. `lingui extract-experimental` bundles each entry of lingui.config.ts and lists the messages
//    the entry's code can render, with the English;
// 2. each slice takes its translations from the catalogue of its language, the one place they are
//    written. A message the catalogue lacks stays empty, and the build then fails on it
//    (vite.config.ts, failOnMissing) rather than show English on a Vietnamese screen.
import { spawnSync } from 'node:child_process';
import { globSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';

const WEB = path.resolve(import.meta.dirname, '..');
const SLICES = path.join(WEB, 'generated/catalogues');
const SOURCE_LOCALE = 'en';
const po = formatter({ lineNumbers: false });

rmSync(SLICES, { recursive: true, force: true });
const extract = spawnSync('npx', ['lingui', 'extract-experimental', '--clean'], { cwd: WEB, encoding: 'utf8' });
if (extract.status !== 0) {
  process.stderr.write(extract.stdout + extract.stderr);
  process.exit(extract.status ?? 1);
}

/** A catalogue's messages by id. */
const read = async (file, locale) =>
  po.parse(readFileSync(file, 'utf8'), { locale, sourceLocale: SOURCE_LOCALE, filename: file });

let slices = 0;
for (const locale of ['vi']) {
  const catalogue = await read(path.join(WEB, `src/locales/${locale}.po`), locale);
  for (const file of globSync(`**/${locale}.po`, { cwd: SLICES })) {
    const slicePath = path.join(SLICES, file);
    const slice = await read(slicePath, locale);
    for (const [id, message] of Object.entries(slice)) {
      message.translation = catalogue[id]?.translation ?? '';
    }
    const existing = readFileSync(slicePath, 'utf8');
    writeFileSync(
      slicePath,
      await po.serialize(slice, { locale, sourceLocale: SOURCE_LOCALE, filename: slicePath, existing }),
    );
    slices += 1;
  }
}
console.log(`i18n: ${slices} route slices per translated language in ${path.relative(WEB, SLICES)}`);
