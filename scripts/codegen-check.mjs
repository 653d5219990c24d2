// Fails when generated code (GraphQL types, migrations) differs from what the sources produce.
import { execSync } from 'node:child_process';
import { ROOT } from './lib/build.mjs';

const run = (cmd, cwd = ROOT) => execSync(cmd, { cwd, stdio: 'inherit' });
run('npm run codegen');
run('npx drizzle-kit generate --name drift-check', `${ROOT}/apps/server`);
const changed = execSync('git status --porcelain -- apps/web/src/gql apps/server/src/generated apps/server/drizzle', {
  cwd: ROOT,
  encoding: 'utf8',
}).trim();
if (changed) {
  console.error(
    `Generated code is out of date. Run \`npm run codegen\` (and drizzle-kit generate) and commit:\n${changed}`,
  );
  execSync('git --no-pager diff --stat -- apps/web/src/gql apps/server/src/generated apps/server/drizzle', {
    cwd: ROOT,
    stdio: 'inherit',
  });
  process.exit(1);
}
console.log('codegen and migrations are up to date');
