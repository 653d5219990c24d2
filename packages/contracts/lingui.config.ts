import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// The contracts' messages (src/i18n/message.ts): each marked `/*i18n*/` where its rule is, listed
// by `npm run i18n:extract` in locales/{en,vi}.po with its English as its id, and translated there.
// The server loads locales/vi.po when it starts (apps/server/src/i18n.ts); the portal loads it as
// a lazy chunk when a Vietnamese form first shows one (apps/web/src/i18n/contractMessages.ts).
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'vi'],
  fallbackLocales: false,
  format: formatter({ lineNumbers: false }),
  catalogs: [{ path: '<rootDir>/locales/{locale}', include: ['<rootDir>/src'], exclude: ['**/*.test.ts'] }],
});
