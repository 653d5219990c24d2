import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type I18n, setupI18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  languageFromAcceptLanguage,
  type MessageCatalogue,
  translateFields,
  translateMessage,
} from '@paygate/contracts';
import { REPO_ROOT, SERVER_ROOT } from './paths.js';

// The server's answers in the reader's language (issue 31 item 1): its messages are contracts'
// English (src/messages.test.ts holds it to that), translated as they leave by the contracts'
// catalogue (packages/contracts/locales/{locale}.po, docs/adr/0035 "The contracts' messages").
// The portal asks in the language on its screen (its Accept-Language); any other client gets
// the language its Accept-Language prefers, English by default, as before.

/** Where a language's catalogue is: the contracts package from source, or beside the bundle. */
const catalogueFile = (language: Language): string | undefined =>
  [
    path.join(REPO_ROOT, `packages/contracts/locales/${language}.po`),
    path.join(SERVER_ROOT, `dist/locales/${language}.po`),
  ].find((file) => existsSync(file));

/** A language's catalogue, compiled once, on first use: English needs none. */
const catalogues = new Map<Language, MessageCatalogue>();
const catalogueOf = (language: Language): MessageCatalogue | undefined => {
  if (language === DEFAULT_LANGUAGE) return undefined;
  let catalogue = catalogues.get(language);
  if (!catalogue) {
    const file = catalogueFile(language);
    if (!file) throw new Error(`The ${language} catalogue of contracts is missing (packages/contracts/locales)`);
    const entries = formatter().parse(readFileSync(file, 'utf8'), {
      locale: language,
      sourceLocale: DEFAULT_LANGUAGE,
      filename: file,
    }) as Record<string, { translation?: string; obsolete?: boolean }>;
    const i18n: I18n = setupI18n();
    i18n.load(
      language,
      Object.fromEntries(
        Object.entries(entries)
          .filter(([, entry]) => entry.translation && !entry.obsolete)
          .map(([id, entry]) => [id, compileMessage(entry.translation ?? '')]),
      ),
    );
    i18n.activate(language);
    catalogue = i18n;
    catalogues.set(language, catalogue);
  }
  return catalogue;
};

/** Loads every catalogue now: a missing or broken one stops the start, not a request. */
export const loadMessageCatalogues = (): void => {
  for (const language of LANGUAGES) catalogueOf(language);
};

/** The language of a request: the one its Accept-Language prefers among the portal's. */
export const requestLanguage = (headers: { 'accept-language'?: string | string[] | undefined }): Language => {
  const header = headers['accept-language'];
  return languageFromAcceptLanguage(Array.isArray(header) ? header.join(',') : header);
};

/** A message of contracts in a language; English as it is. */
export const messageIn = (language: Language, message: string): string => {
  const catalogue = catalogueOf(language);
  return catalogue ? translateMessage(message, catalogue) : message;
};

/** A field map's messages (an envelope's `fields`, a GraphQL error's) in a language. */
export const fieldsIn = (language: Language, fields: Readonly<Record<string, string>>): Record<string, string> => {
  const catalogue = catalogueOf(language);
  return catalogue ? translateFields(fields, catalogue) : { ...fields };
};

/**
 * A REST answer in a language: a refusal (`error_code` other than 0) has its `message` and
 * `fields` translated; a success and anything else are sent as they are.
 */
export const translateRefusal = <T>(language: Language, payload: T): T => {
  if (language === DEFAULT_LANGUAGE || typeof payload !== 'object' || payload === null) return payload;
  const body = payload as { error_code?: unknown; message?: unknown; fields?: unknown };
  if (typeof body.error_code !== 'number' || body.error_code === 0 || typeof body.message !== 'string') return payload;
  const fields = body.fields;
  return {
    ...payload,
    message: messageIn(language, body.message),
    ...(isFieldMap(fields) ? { fields: fieldsIn(language, fields) } : {}),
  };
};

/** A map of field names to messages, as an envelope's or a GraphQL error's `fields` hold them. */
export const isFieldMap = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');
