// The messages of contracts (validation, errors, toasts: what the server sends and the forms show)
// are written in English, once, where their rule is. Each is marked for Lingui's extractor with a
// `/*i18n*/` comment before its literal, so `npm run i18n:extract -w @paygate/contracts` lists them
// in packages/contracts/locales/{en,vi}.po, where they are translated (issue 31 item 1,
// docs/adr/0035 "The contracts' messages"). A message with a variable part is a template with
// named {placeholders}, filled here:
//
//   loginBlocked: (wait: string) => fill(/*i18n*/ 'Too many failed login attempts. Please try again in {wait}.', { wait }),
//
// The English stays what the code sends and tests assert; a reader's language is applied where a
// message leaves for a person (translate.ts): the server's answers, the forms' messages.

/** A message's variable parts, by placeholder name. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * A template's {placeholders} filled with their values; a placeholder without a value stays.
 * Marked free of side effects: a message filled at a module's top level (a constant) is then
 * dropped by the bundler from every page that does not show it, as the template literal it
 * replaced was (the hosted checkout and /login have a KB or two of room).
 */
export const fill = /* @__NO_SIDE_EFFECTS__ */ (template: string, values: MessageValues): string =>
  template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
