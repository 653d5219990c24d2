// The server's module graph (issue 27 item 2, ENGINEERING §2). `npm run graph:check` (a step of
// `npm test`) fails when
//   - a rule of .dependency-cruiser.cjs is broken: an import cycle, lib/ or db/ importing a module,
//     a reach past a module's index.ts, a module calling into the composition, an orphan;
//   - two modules depend on each other, directly or round a longer loop (a rule over single files
//     cannot see that: the loop may enter each module by a different file);
//   - the graph drawn in ARCHITECTURE.md is not the graph of the code.
// `npm run graph` redraws it there.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise, format } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { ROOT } from './lib/build.mjs';

const write = process.argv.includes('--write');
const ARCHITECTURE = path.join(ROOT, 'ARCHITECTURE.md');
const START = '<!-- module-graph:start (npm run graph) -->';
const END = '<!-- module-graph:end -->';
const MODULE = /^apps\/server\/src\/modules\/([^/]+)\//;

process.chdir(ROOT);
const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs');
const { options, forbidden } = config;
const { output } = await cruise(
  ['apps/server/src', 'apps/server/test', 'apps/server/bench'],
  { ...options, ruleSet: { forbidden }, validate: true, outputType: 'json' },
  undefined,
  { tsConfig: extractTSConfig(options.tsConfig.fileName) },
);
const result = typeof output === 'string' ? JSON.parse(output) : output;
const problems = [];

if (result.summary.error > 0) {
  problems.push((await format(result, { outputType: 'err' })).output.trim());
}

// The cycles the no-circular rule lets through (through the composition's context types) are the
// only ones allowed: every other edge of the graph goes into the search.
const allowedVia = new RegExp(forbidden.find((rule) => rule.name === 'no-circular').to.viaOnly.pathNot);
const isAllowed = (dependency) =>
  dependency.dependencyTypes.includes('type-only') && allowedVia.test(dependency.resolved);

/** Strongly connected components of more than one node (Tarjan). */
const loops = (graph) => {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const found = [];
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
};

const files = new Map();
const modules = new Map();
for (const { source, dependencies } of result.modules) {
  const from = source.match(MODULE)?.[1];
  if (from) modules.set(from, modules.get(from) ?? new Set());
  const kept = dependencies.filter((d) => !d.coreModule && !isAllowed(d)).map((d) => d.resolved);
  files.set(source, kept);
  for (const target of kept) {
    const to = target.match(MODULE)?.[1];
    if (from && to && to !== from) modules.get(from).add(to);
  }
}
for (const loop of loops(files)) problems.push(`files in an import cycle: ${loop.join(', ')}`);
for (const loop of loops(modules)) problems.push(`modules that depend on each other: ${loop.join(', ')}`);

// The drawing: one node per module, an arrow per "imports from"; lib/, db/ and providers/ are
// beneath all of them and left out, so the arrows that remain are the ones to read.
const lines = ['```mermaid', 'flowchart LR'];
for (const [from, targets] of [...modules].sort(([a], [b]) => a.localeCompare(b))) {
  if (targets.size === 0) lines.push(`  ${from}`);
  for (const to of [...targets].sort()) lines.push(`  ${from} --> ${to}`);
}
lines.push('```');
const drawing = `${START}\n${lines.join('\n')}\n${END}`;
const document = readFileSync(ARCHITECTURE, 'utf8');
const at = document.indexOf(START);
const end = document.indexOf(END);
if (at === -1 || end === -1) problems.push(`ARCHITECTURE.md has no "${START}" … "${END}" block`);
else {
  const current = document.slice(at, end + END.length);
  if (write) writeFileSync(ARCHITECTURE, document.replace(current, drawing));
  else if (current !== drawing) problems.push('ARCHITECTURE.md draws an older module graph: run `npm run graph`');
}

const count = (n, one, many) => `${n} ${n === 1 ? one : many}`;
const edges = [...modules.values()].reduce((sum, targets) => sum + targets.size, 0);
const summary = `${count(result.summary.totalCruised, 'file', 'files')}, ${count(modules.size, 'module', 'modules')}, ${count(edges, 'dependency', 'dependencies')} between modules`;
if (problems.length > 0) {
  console.error(`${problems.join('\n\n')}\n\n✖ module graph (${summary})`);
  process.exit(1);
}
console.log(
  `✔ module graph: no cycle, no two-way module dependency, every module entered by its index.ts (${summary})`,
);
