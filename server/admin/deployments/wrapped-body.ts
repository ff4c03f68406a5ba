// Bodies wrapped in one key (`{ intercept }`, `{ task }`, spec §7): unwrapping them, and the 400
// naming their bad fields, shaped like the one parse() (http/errors.ts) answers:
// "Invalid body: task.subject: …", with details per field.
import { badRequest } from '../../http/errors';

export interface FieldIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

export function bodyError(wrapper: string, issues: readonly FieldIssue[]) {
  const named = issues.map((issue) => ({ field: [wrapper, ...issue.path].map(String).join('.'), message: issue.message }));
  return badRequest(`Invalid body: ${named.map((issue) => `${issue.field}: ${issue.message}`).join('; ')}`, named);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The object inside `{ [wrapper]: … }`, after refusing what no valid body holds: another top-level
 * key, fields the server sets (`serverFields`) and fields the record does not have (`known`).
 * Checked before the schema so the message says why ("set by the server"), not just "unrecognised".
 */
export function unwrapBody(
  body: unknown, wrapper: string, options: { readonly serverFields: readonly string[]; readonly known: readonly string[] },
): Record<string, unknown> {
  if (!isObject(body)) throw badRequest(`Invalid body: expected a JSON object { ${wrapper}: … }`);
  const extra = Object.keys(body).filter((key) => key !== wrapper);
  if (extra.length) {
    throw badRequest(
      `Invalid body: ${extra.join(', ')}: not expected here, the body is { ${wrapper}: … }`,
      extra.map((field) => ({ field, message: 'not expected here' })),
    );
  }
  const inner = body[wrapper];
  if (!isObject(inner)) throw bodyError(wrapper, [{ path: [], message: 'expected an object' }]);
  const keys = Object.keys(inner);
  const owned = keys.filter((key) => options.serverFields.includes(key));
  if (owned.length) throw bodyError(wrapper, owned.map((key) => ({ path: [key], message: 'set by the server and cannot be sent' })));
  const unknown = keys.filter((key) => !options.known.includes(key));
  if (unknown.length) throw bodyError(wrapper, unknown.map((key) => ({ path: [key], message: `not a field of ${wrapper}` })));
  return inner;
}
