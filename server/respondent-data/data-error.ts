// The respondent data service's refusals: GraphQL errors whose `extensions.code` the browser reads
// (src/api/respondent-data.ts). Resolvers throw them; anything else that escapes a resolver is a
// bug, answered as `internal` without its message (which could name tables or values).
import { GraphQLError } from 'graphql';
import { DomainError } from '../http/errors';

export const dataErrorCodes = [
  'forbidden', 'feature_required', 'not_found', 'invalid_region', 'bad_input', 'too_complex', 'not_in_preview', 'internal',
] as const;
export type DataErrorCode = (typeof dataErrorCodes)[number];

export function dataError(code: DataErrorCode, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}

/** A bad argument, named by its path (`filter.from`, `update.answers[2]`). */
export const badInput = (argument: string, message: string, extensions: Record<string, unknown> = {}) =>
  dataError('bad_input', `${argument}: ${message}`, { ...extensions, argument });

/** The domain errors shared with the rest of the server, in this service's words. */
function codeOfDomain(error: DomainError): DataErrorCode {
  switch (error.code) {
    case 'forbidden': return 'forbidden';
    case 'feature_required': return 'feature_required';
    case 'not_found':
    case 'already_deleted': return 'not_found';
    case 'invalid_region': return 'invalid_region';
    case 'invalid':
    case 'unprocessable': return 'bad_input';
    default: return 'internal';
  }
}

/** The error as sent: a known code keeps its message; anything else says only that it failed. */
export function formatDataError(error: GraphQLError, log: (error: unknown) => void): Record<string, unknown> {
  const original = error.originalError;
  const json = error.toJSON() as unknown as Record<string, unknown> & { extensions?: Record<string, unknown> };
  const code = json.extensions?.code;
  if (typeof code === 'string' && (dataErrorCodes as readonly string[]).includes(code)) return json;
  if (original instanceof DomainError) {
    return { ...json, extensions: { ...json.extensions, code: codeOfDomain(original), ...(original.details ? { details: original.details } : {}) } };
  }
  // No original error: graphql-js refused the request itself (a variable of the wrong type).
  if (!original) return { ...json, extensions: { ...json.extensions, code: 'bad_input' } };
  log(original);
  return { message: 'Internal error', ...(json.path ? { path: json.path } : {}), extensions: { code: 'internal' } };
}
