// ESLint runs one rule here (Biome lints everything else): eslint-plugin-lingui's
// no-unlocalized-strings, the check that a screen shows no text outside the catalogues (issue 31,
// docs/adr/0035), which Biome has no rule for.
import tsParser from '@typescript-eslint/parser';
import lingui from 'eslint-plugin-lingui';

/**
 * The files whose words have moved into the catalogues. The list grows route by route as the
 * strings move; when every screen speaks both languages it becomes src/**\/*.tsx.
 */
const TRANSLATED = [
  'src/app/shell/**/*.{ts,tsx}',
  'src/features/settings/**/*.{ts,tsx}',
  'src/features/account/**/*.{ts,tsx}',
  'src/features/errors/**/*.{ts,tsx}',
  'src/features/notification/**/*.{ts,tsx}',
  'src/app/router.tsx',
];

export default [
  {
    files: TRANSLATED,
    ignores: ['**/*.test.{ts,tsx}'],
    languageOptions: { parser: tsParser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Not words a person reads: keys, CSS, routes, ids, the product's name, key names.
          ignore: [
            '^[a-z0-9_.:/#?=&-]+$', // keys, ids, tokens
            '^/[\\w/.:-]*$', // routes (two of the spec's are capitalised)
            '^[a-z]+[A-Z][A-Za-z]*$', // camelCase option values
            '^([A-Z][a-z]+){2,}$', // component names (PascalCase)
            '^\\.{0,2}/?[\\w-]+(/[\\w-]+)+$', // module paths
            '^(Paygate|Ctrl K|⌘K|Ctrl)$', // the product's name and key names
            '^[A-Z_]+$', // codes
            '^[X-]+$', // input masks
            '\\d(px|%|em)\\b|\\bsolid\\b', // CSS values
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|key|type|to|href|id|name|placement|size|theme|mode|trigger|role|src|lang|htmlFor|autoComplete|inputMode|justify|align|optionType|orientation|variant|shape|target|rel)$',
              },
            },
            { regex: { pattern: '^aria-(controls|haspopup|hidden|describedby|labelledby)$' } },
            { regex: { pattern: '^[A-Z_]+$' } },
          ],
          ignoreFunctions: [
            '*.querySelector',
            '*.querySelectorAll',
            '*.closest',
            'Error',
            'console.*',
            'navigate',
            'Symbol',
            'matchMedia',
            'querySelector',
            'closest',
            'setItem',
            'getItem',
            'addEventListener',
            'removeEventListener',
            'startsWith',
            'endsWith',
            'includes',
            'split',
            'join',
            'replace',
            'test',
          ],
        },
      ],
    },
  },
];
