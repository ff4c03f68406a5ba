// The 400 a service answers about a field of a wrapped body (`{ task }`) that only it can judge
// (a task activated while incomplete, a move no action makes), shaped like the one the endpoint
// shell answers for the record's own checks: "Invalid body: task.subject: …", details per field.
import { badRequest } from '../../http/errors';

export interface FieldIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

export function bodyError(wrapper: string, issues: readonly FieldIssue[]) {
  const named = issues.map((issue) => ({ field: [wrapper, ...issue.path].map(String).join('.'), message: issue.message }));
  return badRequest(`Invalid body: ${named.map((issue) => `${issue.field}: ${issue.message}`).join('; ')}`, named);
}
