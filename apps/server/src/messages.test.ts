import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CODES, GATEWAY_ERROR_NAMES } from '@paygate/contracts';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Messages the server sends come from packages/contracts (messages.ts and the rules' own
// messages), never a literal where an error is made (issue 27 item 4): a client may then rely on
// one text per case, and the product's wording changes in one place. Internal faults
// (`new Error(...)`) are exempt: a client only ever sees 'Internal server error' for them.

const SRC = path.dirname(new URL(import.meta.url).pathname);
/** What makes an error a client sees: their string arguments must come from contracts. */
const ERROR_MAKERS = new Set([
  'AppError',
  'GraphQLError',
  'ScalarInputError',
  'gatewayError',
  'badInput',
  'forbidden',
  'notFound',
  'tooMany',
]);
/** Never sent: formatError and the REST error handler answer these 'Internal server error'. */
const INTERNAL_ERRORS = new Set(['Error', 'RangeError', 'TypeError']);
/** A code is not a message: the error codes and gateway error names of contracts/errors.ts. */
const CODES: ReadonlySet<string> = new Set<string>([...ERROR_CODES, ...GATEWAY_ERROR_NAMES]);

const calleeName = (node: ts.Expression): string | undefined =>
  ts.isIdentifier(node) ? node.text : ts.isPropertyAccessExpression(node) ? node.name.text : undefined;

/** The string literals (not codes, not property names) inside a node. */
const messageLiterals = (node: ts.Node): ts.Node[] => {
  const found: ts.Node[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) {
      const isKey = ts.isPropertyAssignment(n.parent) && n.parent.name === n;
      if (!CODES.has(n.text) && !isKey) found.push(n);
    } else if (ts.isTemplateExpression(n)) {
      found.push(n);
    } else {
      ts.forEachChild(n, visit);
    }
  };
  visit(node);
  return found;
};

/** `file:line text` of every literal message in a throw or in an error maker's arguments. */
export const literalMessages = (fileName: string, text: string): string[] => {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const problems = new Set<string>();
  const report = (nodes: ts.Node[]) => {
    for (const n of nodes) {
      const line = source.getLineAndCharacterOfPosition(n.getStart()).line + 1;
      problems.add(`${fileName}:${line} ${n.getText()}`);
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isThrowStatement(node)) {
      const e = node.expression;
      const internal = ts.isNewExpression(e) && INTERNAL_ERRORS.has(calleeName(e.expression) ?? '');
      if (!internal) report(messageLiterals(e));
    }
    if (
      (ts.isCallExpression(node) || ts.isNewExpression(node)) &&
      ERROR_MAKERS.has(calleeName(node.expression) ?? '')
    ) {
      for (const arg of node.arguments ?? []) report(messageLiterals(arg));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...problems];
};

const serverSources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : serverSources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });

describe('server messages', () => {
  it('come from contracts: no literal message in a throw or an error maker under src/', () => {
    const problems = serverSources(SRC).flatMap((file) =>
      literalMessages(path.relative(SRC, file), readFileSync(file, 'utf8')),
    );
    expect(problems).toEqual([]);
    // Parses every source file of the server: at the load of a full `npm test` (load average 14 on
    // 2 cores, 2026-12-07) that outlasted the 5 s default. The limit only ends a hung test.
  }, 60_000);

  it('the check finds a literal message, whatever the error maker, and lets codes and internal faults pass', () => {
    const sample = [
      "throw new AppError('This app is already in production', 'CONFLICT');",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a template literal in the sample source
      "throw gatewayError('APP_NOT_FOUND', `App ${id} is not found`, 404);",
      "const refuse = () => badInput('Invalid input', { field: 'Invalid input' });",
      "throw notFound('App');",
      "throw new AppError(APP_MESSAGES.alreadyInProduction, 'CONFLICT');",
      "throw new Error('insert returned nothing');",
    ].join('\n');
    expect(literalMessages('sample.ts', sample)).toEqual([
      "sample.ts:1 'This app is already in production'",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample's template literal, as reported
      'sample.ts:2 `App ${id} is not found`',
      "sample.ts:3 'Invalid input'",
      "sample.ts:4 'App'",
    ]);
  });
});
