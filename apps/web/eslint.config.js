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
  'src/features/dashboard/**/*.{ts,tsx}',
  'src/features/payers/**/*.{ts,tsx}',
  'src/features/search/**/*.{ts,tsx}',
  'src/features/transactions/**/*.{ts,tsx}',
  'src/features/money/**/*.{ts,tsx}',
  'src/features/apps/**/*.{ts,tsx}',
  'src/features/channels/**/*.{ts,tsx}',
  'src/features/sources/**/*.{ts,tsx}',
  'src/features/webhooks/**/*.{ts,tsx}',
  'src/features/users/**/*.{ts,tsx}',
  'src/features/audit/**/*.{ts,tsx}',
  'src/features/balance/**/*.{ts,tsx}',
  'src/features/profile/**/*.{ts,tsx}',
  'src/features/active-token/**/*.{ts,tsx}',
  'src/ui/dayRange/**/*.{ts,tsx}',
  'src/features/docs/**/*.{ts,tsx}',
  'src/features/api-tool/**/*.{ts,tsx}',
  'src/checkout/**/*.{ts,tsx}',
  // Not src/features/reports: the seven reports are written in Vietnamese by the spec (PRODUCT
  // §2.7), word for word, and stay so in both languages (docs/adr/0035, "The reports"). Their
  // few English words (the active-token gate's subject) go through the catalogues all the same.
];

export default [
  {
    files: TRANSLATED,
    // Tests and their fixtures (testSupport) are not screens.
    ignores: ['**/*.test.{ts,tsx}', '**/testSupport.{ts,tsx}'],
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
            '^var\\(--', // CSS custom properties
            '^\\{\\{[A-Z_]+\\}\\}$', // the documents' placeholders ({{API_HOST}})
            '^/generated/catalogues/', // an entry's glob of its catalogue files
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
            // A lazy part's module, export and catalogue names.
            'page',
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
