// Cuts the catalogues (src/locales/{en,vi}.po) into one slice per lazily loaded route module and
// language, in generated/catalogues/ (build output, not in git; issue 31, docs/adr/0035):
// 1. `lingui extract-experimental` bundles each entry of lingui.config.ts and lists the messages
//    the entry's code can render, with the English;
// 2. each slice takes its translations from the catalogue of its language, the one place they are
//    written. A message the catalogue lacks stays empty, and the build then fails on it
//    (vite.config.ts, failOnMissing) rather than show English on a Vietnamese screen.
import { spawnSync } from 'node:child_process';
import { copyFileSync, globSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
// A message that is in the catalogue and in no slice is one no screen can show in any language but
// as its id (seen: the dashboard's money buttons, loaded through import.meta.glob, which the
// extractor's bundler does not follow). Every message must reach the browser through some entry.
const sliced = new Set();
for (const file of globSync(`**/${SOURCE_LOCALE}.po`, { cwd: SLICES })) {
  for (const id of Object.keys(await read(path.join(SLICES, file), SOURCE_LOCALE))) sliced.add(id);
}
const catalogue = await read(path.join(WEB, `src/locales/${SOURCE_LOCALE}.po`), SOURCE_LOCALE);
const stranded = Object.entries(catalogue).filter(([id, message]) => !sliced.has(id) && !message.obsolete);
if (stranded.length) {
  console.error(
    `i18n: ${stranded.length} messages are in no route's slice, so no screen could show them translated.\n` +
      'Their modules are loaded in a way the extractor cannot follow (import.meta.glob, a computed import):\n' +
      stranded
        .map(
          ([id, message]) =>
            `  ${JSON.stringify(message.message ?? id)} (${(message.origin ?? []).map((o) => o[0]).join(', ')})`,
        )
        .join('\n'),
  );
  process.exit(1);
}
// The contracts' messages (validation, the server's refusals; packages/contracts/locales), whole:
// one more slice, which a form loads the first time it shows one in Vietnamese
// (src/i18n/contractMessages.ts, an entry of lingui.config.ts for this slice). Copied after the
// cutting above: its translations are its own.
const CONTRACTS_SLICE = path.join(SLICES, 'src/i18n/contractMessages');
mkdirSync(CONTRACTS_SLICE, { recursive: true });
for (const locale of ['en', 'vi']) {
  copyFileSync(
    path.join(WEB, `../../packages/contracts/locales/${locale}.po`),
    path.join(CONTRACTS_SLICE, `${locale}.po`),
  );
}
console.log(`i18n: ${slices} route slices per translated language in ${path.relative(WEB, SLICES)}`);
