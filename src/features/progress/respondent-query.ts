// One respondent-data query kept on screen: loads when its inputs change, reloads when `revision`
// changes (live updates), and keeps the last answer showing while a reload is under way, so a
// burst of completions never blanks a chart or a quota list.
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/client';
import { respondentData } from '../../api/respondent-data';
import { useApi } from '../../app/session-context';
import type { RespondentDataRegion } from '../../../schema/api/respondent-data';

export type QueryState<T> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly value: T }
  | { readonly kind: 'error'; readonly message: string };

export interface RespondentQuery {
  readonly region: RespondentDataRegion;
  /** A GraphQL operation written against schema/api/respondent-data/sdl.ts. */
  readonly query: string;
  readonly variables: Readonly<Record<string, unknown>>;
  /** Bump to load again with the same inputs. */
  readonly revision?: number;
}

export const errorMessage = (error: unknown): string => (error instanceof ApiError || error instanceof Error ? error.message || 'Unknown' : 'Unknown');
const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export function useRespondentQuery<T>({ region, query, variables, revision = 0 }: RespondentQuery): QueryState<T> {
  const api = useApi();
  // The inputs as one key: a new object with the same variables does not reload.
  const key = JSON.stringify([region, query, variables]);
  const [state, setState] = useState<{ readonly key: string; readonly load: QueryState<T> }>({ key: '', load: { kind: 'loading' } });

  useEffect(() => {
    const controller = new AbortController();
    const [wantedRegion, wantedQuery, wantedVariables] = JSON.parse(key) as [RespondentDataRegion, string, Record<string, unknown>];
    respondentData<T>(api, wantedRegion, wantedQuery, wantedVariables, { signal: controller.signal })
      .then((value) => setState({ key, load: { kind: 'ready', value } }))
      .catch((error: unknown) => {
        if (!isAbort(error)) setState({ key, load: { kind: 'error', message: errorMessage(error) } });
      });
    return () => controller.abort();
  }, [api, key, revision]);

  // Another query's answer is never shown for this one; a reload of this one keeps its answer.
  return state.key === key ? state.load : { kind: 'loading' };
}
