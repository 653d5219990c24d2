import { LANGUAGE_INVALID } from '@paygate/contracts';
import type { ASTNode, GraphQLError as GraphQLErrorType } from 'graphql';
import { graphql } from '../lib/graphql-cjs.js';

// A scalar's refusal of an argument (a money amount that is no number) answered as every other
// validation error is: `extensions.fields` naming the argument, so the form shows it under the
// field (issue 26). graphql-js reports a literal's refusal as thrown, and wraps a variable's
// ("Variable "$x" got invalid value …"); graphql-jit, once a document is compiled, wraps it again
// with its own text. All three keep the scalar's error, as itself or as originalError.

/** A refusal by one of our scalars: its message is the field's. */
export class ScalarInputError extends graphql.GraphQLError {
  constructor(message: string, node?: ASTNode) {
    super(message, { nodes: node, extensions: { code: 'BAD_USER_INPUT' } });
  }
}

const scalarErrorOf = (error: GraphQLErrorType): ScalarInputError | undefined =>
  error instanceof ScalarInputError
    ? error
    : error.originalError instanceof ScalarInputError
      ? error.originalError
      : undefined;

const VARIABLE = /^Variable "\$([_A-Za-z][_0-9A-Za-z]*)" got invalid value .*? at "([^"]+)";/s;
const VARIABLE_NAME = /^Variable "\$([_A-Za-z][_0-9A-Za-z]*)"/;

/** The argument (or input field) whose value is `match`, found in the operation's text. */
const argumentNameIn = (
  query: string | undefined,
  match: (value: { kind: string; loc?: { start: number }; name?: { value: string } }) => boolean,
) => {
  if (!query) return undefined;
  let found: string | undefined;
  try {
    graphql.visit(graphql.parse(query), {
      enter(node) {
        if (found) return graphql.BREAK;
        if ((node.kind === graphql.Kind.ARGUMENT || node.kind === graphql.Kind.OBJECT_FIELD) && match(node.value)) {
          found = node.name.value;
          return graphql.BREAK;
        }
        return undefined;
      },
    });
  } catch {
    return undefined;
  }
  return found;
};

/**
 * The argument (or input field) a refusal of a value is about: the last field of a variable's path,
 * the argument the variable is given to, or the argument whose literal starts at `literal.start`.
 */
const refusedArgument = (
  error: GraphQLErrorType,
  query: string | undefined,
  literal: { start: number | undefined; source: string | undefined },
): string | undefined => {
  const nested = VARIABLE.exec(error.message);
  if (nested?.[2]) {
    const last = nested[2]
      .split('.')
      .filter((part) => !/^\d+$|^\[/.test(part))
      .pop();
    return last ?? nested[1];
  }
  const variable = VARIABLE_NAME.exec(error.message)?.[1];
  if (variable) {
    const name = argumentNameIn(
      query ?? error.source?.body,
      (value) => value.kind === graphql.Kind.VARIABLE && value.name?.value === variable,
    );
    return name ?? variable;
  }
  const { start } = literal;
  return start === undefined ? undefined : argumentNameIn(literal.source, (value) => value.loc?.start === start);
};

type InputRefusal = { message: string; fields: Record<string, string> };

/**
 * The `fields` of a scalar's refusal: `{ <argument>: message }`, or undefined for any other error.
 * `query` is the request's document (a compiled document's errors carry no source).
 */
export const scalarInputFields = (error: GraphQLErrorType, query: string | undefined): InputRefusal | undefined => {
  const scalar = scalarErrorOf(error);
  if (!scalar) return undefined;
  const message = scalar.message;
  // A literal: the scalar's error holds the value's node.
  const name = refusedArgument(error, query, {
    start: scalar.nodes?.[0]?.loc?.start,
    source: scalar.source?.body ?? query,
  });
  return { message, fields: { [name ?? '_']: message } };
};

/**
 * Enums whose refusal is answered with the contracts' message instead of GraphQL's own text
 * ("Value "fr" does not exist in "Language" enum."): the words the form and the resolver's schema
 * use, under the argument's name, as a scalar's refusal is. Other enums keep GraphQL's text.
 */
const ENUM_MESSAGES: Readonly<Record<string, string>> = {
  /** updateLanguage (issue 31). */
  Language: LANGUAGE_INVALID,
};

/**
 * The enum type a refusal of a value names, as graphql-js words it (a variable's coercion, a
 * literal's validation, a null or missing required value) and as graphql-jit does once compiled.
 */
const ENUM_REFUSAL =
  /does not exist in "(\w+)" enum|Enum "(\w+)" cannot represent|(?:non-null|required) type "(\w+)!"|Expected value of type "(\w+)!?"|Expected type (\w+)\./;

/** The contracts' message and `fields` of a refused value of an enum of ENUM_MESSAGES, else undefined. */
export const enumInputFields = (error: GraphQLErrorType, query: string | undefined): InputRefusal | undefined => {
  const type = ENUM_REFUSAL.exec(error.message)?.slice(1).find(Boolean);
  const message = type ? ENUM_MESSAGES[type] : undefined;
  if (!message) return undefined;
  const name = refusedArgument(error, query, {
    start: error.nodes?.[0]?.loc?.start,
    source: query ?? error.source?.body,
  });
  return { message, fields: { [name ?? '_']: message } };
};
