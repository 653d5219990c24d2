// A contracts message, sent or shown in English (message.ts), into a reader's language: the one step
// between the rules, which speak English, and a person, who reads their language. The server applies
// it to what it answers (its errors and the REST envelope's messages) and the portal to what its
// forms show; both with Lingui's runtime and the catalogue packages/contracts/locales/vi.po.

/**
 * The part of Lingui's `I18n` this needs, with the language to translate into active and the
 * contracts' catalogue loaded: every message's id is its English template.
 */
export type MessageCatalogue = {
  readonly messages: Readonly<Record<string, unknown>>;
  _(id: string, values?: Record<string, unknown>): string;
};

type Template = { id: string; pattern: RegExp; names: string[]; literal: number };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template's pattern: its literal text exact, each {placeholder} any text. */
const templateOf = (id: string): Template | undefined => {
  const names: string[] = [];
  const parts = id.split(/\{(\w+)\}/g);
  if (parts.length === 1) return undefined;
  let source = '';
  let literal = 0;
  parts.forEach((part, index) => {
    if (index % 2 === 1) {
      names.push(part);
      source += '([\\s\\S]+?)';
    } else {
      source += escapeRegExp(part);
      literal += part.length;
    }
  });
  return { id, pattern: new RegExp(`^${source}$`), names, literal };
};

/**
 * The catalogue's templates, most literal text first: "The dashboard shows at most {days} days"
 * is tried before a template that is only "{field} is not implemented yet"'s placeholder and tail.
 * Built once per catalogue's messages object (a new load makes a new object).
 */
const templatesByMessages = new WeakMap<object, Template[]>();
const templatesOf = (messages: Readonly<Record<string, unknown>>): Template[] => {
  let templates = templatesByMessages.get(messages);
  if (!templates) {
    templates = Object.keys(messages)
      .map(templateOf)
      .filter((template): template is Template => template !== undefined)
      .sort((a, b) => b.literal - a.literal);
    templatesByMessages.set(messages, templates);
  }
  return templates;
};

/**
 * An English message of contracts, as sent or shown, in the catalogue's language: a message the
 * catalogue has word for word, or one that fills a template of it, with its variable parts
 * translated in turn where they are messages too ("5 minutes"). Anything else (a name, a code, a
 * message of no catalogue) comes back as it is.
 */
export const translateMessage = (text: string, catalogue: MessageCatalogue, depth = 0): string => {
  const { messages } = catalogue;
  if (Object.hasOwn(messages, text)) return catalogue._(text);
  if (depth > 2 || !text) return text;
  for (const template of templatesOf(messages)) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const values: Record<string, string> = {};
    template.names.forEach((name, index) => {
      values[name] = translateMessage(match[index + 1] ?? '', catalogue, depth + 1);
    });
    return catalogue._(template.id, values);
  }
  return text;
};

/** Every message of a field map (the REST envelope's `fields`, a form's errors) translated. */
export const translateFields = (
  fields: Readonly<Record<string, string>>,
  catalogue: MessageCatalogue,
): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).map(([key, message]) => [key, translateMessage(message, catalogue)]));
