// The browser's door to the respondent data service (issue 15): one typed GraphQL call through the
// contract's endpoint, so the token, 401/503 handling and errors are the API client's.
import { respondentGraphql, type RespondentDataRegion } from '../../schema/api/respondent-data';
import { ApiError, type ApiClient } from './client';

/**
 * Runs one operation. A reply with `errors` throws an ApiError carrying the first error's
 * `extensions.code` (`forbidden`, `not_found`, `invalid_region`, `bad_input`…) and its message, so
 * callers treat GraphQL refusals like any other API error.
 */
export async function respondentData<T>(
  api: ApiClient,
  region: RespondentDataRegion,
  query: string,
  variables: Record<string, unknown> = {},
  options: { signal?: AbortSignal } = {},
): Promise<T> {
  const reply = await api.call(respondentGraphql, { params: { region }, body: { query, variables }, signal: options.signal });
  const first = reply.errors?.[0];
  if (first) {
    const code = typeof first.extensions?.code === 'string' ? first.extensions.code : 'graphql_error';
    throw new ApiError(code === 'forbidden' ? 403 : code === 'not_found' ? 404 : 400, first.message, code, first.extensions);
  }
  return (reply.data ?? {}) as T;
}
