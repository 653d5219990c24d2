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
 * The `fields` of a scalar's refusal: `{ <argument>: message }`, or undefined for any other error.
 * `query` is the request's document (a compiled document's errors carry no source).
 */
export const scalarInputFields = (
  error: GraphQLErrorType,
  query: string | undefined,
): { message: string; fields: Record<string, string> } | undefined => {
  const scalar = scalarErrorOf(error);
  if (!scalar) return undefined;
  const message = scalar.message;
  const nested = VARIABLE.exec(error.message);
  if (nested?.[2]) {
    const last = nested[2]
      .split('.')
      .filter((part) => !/^\d+$|^\[/.test(part))
      .pop();
    return { message, fields: { [last ?? nested[1] ?? '_']: message } };
  }
  const variable = VARIABLE_NAME.exec(error.message)?.[1];
  if (variable) {
    const name = argumentNameIn(
      query ?? error.source?.body,
      (value) => value.kind === graphql.Kind.VARIABLE && value.name?.value === variable,
    );
    return { message, fields: { [name ?? variable]: message } };
  }
  // A literal: the scalar's error holds the value's node.
  const start = scalar.nodes?.[0]?.loc?.start;
  const name =
    start === undefined
      ? undefined
      : argumentNameIn(scalar.source?.body ?? query, (value) => value.loc?.start === start);
  return { message, fields: { [name ?? '_']: message } };
};
