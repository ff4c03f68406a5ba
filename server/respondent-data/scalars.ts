// The SDL's scalars. DateTime: ISO 8601 with an offset in ("2026-05-01T09:00:00+01:00"), a Date
// inside, ISO 8601 UTC out. JSON: any JSON value, as it is.
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';

const isoWithOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

function parseDateTime(value: unknown): Date {
  if (typeof value !== 'string' || !isoWithOffset.test(value)) {
    throw new GraphQLError(`DateTime must be ISO 8601 with an offset (2026-05-01T09:00:00Z), not ${JSON.stringify(value)?.slice(0, 60)}`, { extensions: { code: 'bad_input' } });
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new GraphQLError(`DateTime ${value} is not a real instant`, { extensions: { code: 'bad_input' } });
  return date;
}

export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize(value) {
    if (value instanceof Date) return value.toISOString();
    if (typeof value === 'string') return new Date(value).toISOString();
    throw new TypeError(`DateTime cannot represent ${String(value)}`);
  },
  parseValue: parseDateTime,
  parseLiteral(node: ValueNode) {
    if (node.kind !== Kind.STRING) throw new GraphQLError('DateTime must be a string', { extensions: { code: 'bad_input' } });
    return parseDateTime(node.value);
  },
});

function literalValue(node: ValueNode, variables: Record<string, unknown> | null | undefined): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN: return node.value;
    case Kind.INT:
    case Kind.FLOAT: return Number(node.value);
    case Kind.NULL: return null;
    case Kind.LIST: return node.values.map((value) => literalValue(value, variables));
    case Kind.OBJECT: return Object.fromEntries(node.fields.map((field) => [field.name.value, literalValue(field.value, variables)]));
    case Kind.VARIABLE: return variables?.[node.name.value];
    case Kind.ENUM: return node.value;
    default: return undefined;
  }
}

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: literalValue,
});
