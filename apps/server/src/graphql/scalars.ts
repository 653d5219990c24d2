import { AMOUNT_NOT_A_NUMBER, COMMON_MESSAGES, DATE_TIME_INVALID } from '@paygate/contracts';
import { graphql } from '../lib/graphql-cjs.js';
import { ScalarInputError } from './input-fields.js';

const { GraphQLError, GraphQLScalarType, Kind } = graphql;

// Money travels as decimal strings (ENGINEERING §3.3): never a binary float.
const DECIMAL = /^-?\d+(\.\d+)?$/;

export const Decimal = new GraphQLScalarType({
  name: 'Decimal',
  serialize: (value) => {
    if (typeof value === 'string' && DECIMAL.test(value)) return value;
    if (typeof value === 'bigint') return value.toString();
    if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
    throw new GraphQLError(COMMON_MESSAGES.decimalCannotRepresent(String(value)));
  },
  // Refused with the amount rule's message, answered under the argument's name (input-fields.ts).
  parseValue: (value) => {
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text !== 'string' || !DECIMAL.test(text.trim())) throw new ScalarInputError(AMOUNT_NOT_A_NUMBER);
    return text.trim();
  },
  parseLiteral: (ast) => {
    if ((ast.kind === Kind.STRING || ast.kind === Kind.INT || ast.kind === Kind.FLOAT) && DECIMAL.test(ast.value)) {
      return ast.value;
    }
    throw new ScalarInputError(AMOUNT_NOT_A_NUMBER, ast);
  },
});

export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => {
    const date = value instanceof Date ? value : new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new GraphQLError(COMMON_MESSAGES.invalidDate);
    return date.toISOString();
  },
  parseValue: (value) => {
    const date = new Date(String(value));
    if (typeof value !== 'string' || Number.isNaN(date.getTime())) throw new ScalarInputError(DATE_TIME_INVALID);
    return date;
  },
  parseLiteral: (ast) => {
    const date = ast.kind === Kind.STRING ? new Date(ast.value) : undefined;
    if (!date || Number.isNaN(date.getTime())) throw new ScalarInputError(DATE_TIME_INVALID, ast);
    return date;
  },
});

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: () => {
    throw new GraphQLError(COMMON_MESSAGES.jsonAsVariables);
  },
});
