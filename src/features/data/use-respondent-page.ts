// Loads what the Data table shows: the columns of a version, and one page of respondents with the
// status counts (the test-row cap applied). A refresh of the same view (same key) keeps the rows on
// screen until the new ones arrive, so live updates never blank the table or lose its scroll.
import { useEffect, useState } from 'react';
import { respondentData } from '../../api/respondent-data';
import { ApiError } from '../../api/client';
import { useApi } from '../../app/session-context';
import type { RespondentDataRegion } from '../../../schema/api/respondent-data';
import { HEADERS_QUERY, PAGE_QUERY } from './respondent-operations';
import type { Header, RespondentPage, SurveyCounts } from './respondent-data-types';
import { compactFilter, type RespondentFilterInput } from './respondent-filter';
import { applyTestRowCap, TEST_ROW_CAP, type CapMode, type CappedRows } from './test-row-cap';

/** Survey data page limit (spec §9). */
export const PAGE_SIZE = 50;

export type Loaded<T> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly value: T }
  | { readonly kind: 'error'; readonly message: string };

const messageOf = (error: unknown) => (error instanceof ApiError || error instanceof Error ? error.message : 'Unknown');
const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * A version's columns. `wanted` false holds the request back: the Data tab asks for its rows first,
 * since the largest survey's columns (25,500, 6 MB) keep the server busy long enough to delay them.
 */
export function useHeaders(surveyId: string, region: RespondentDataRegion, version: number | null, wanted = true): Loaded<readonly Header[]> {
  const api = useApi();
  const [state, setState] = useState<{ key: string; load: Loaded<readonly Header[]> }>({ key: '', load: { kind: 'loading' } });
  const key = `${region}/${surveyId}/${version ?? 'active'}`;
  // Asked once per version: not again when the rows are refetched (a filter, a live update).
  const loaded = state.key === key && state.load.kind === 'ready';
  useEffect(() => {
    if (!wanted || loaded) return;
    const controller = new AbortController();
    respondentData<{ headerNames: Header[] }>(api, region, HEADERS_QUERY, { surveyId, version }, { signal: controller.signal })
      .then((data) => setState({ key, load: { kind: 'ready', value: data.headerNames } }))
      .catch((error: unknown) => { if (!isAbort(error)) setState({ key, load: { kind: 'error', message: messageOf(error) } }); });
    return () => controller.abort();
  }, [api, region, surveyId, version, key, wanted, loaded]);
  return state.key === key ? state.load : { kind: 'loading' };
}

export interface TablePage extends CappedRows {
  readonly endCursor: string | null;
  readonly counts: SurveyCounts | null;
}

interface PageReply {
  readonly respondents: RespondentPage;
  readonly newestTest?: { readonly totalCount: number; readonly edges: readonly { readonly node: { readonly id: string } }[] };
  readonly counts: readonly SurveyCounts[];
}

export interface PageRequest {
  readonly surveyId: string;
  readonly region: RespondentDataRegion;
  readonly filter: RespondentFilterInput;
  readonly after: string | null;
  readonly capMode: CapMode;
  /** Changes to refetch the same page (live updates, after an edit). */
  readonly revision: number;
}

export function useRespondentPage(request: PageRequest): Loaded<TablePage> {
  const api = useApi();
  const { surveyId, region, filter, after, capMode, revision } = request;
  const filterKey = JSON.stringify(compactFilter(filter));
  const key = `${region}/${surveyId}/${filterKey}/${after ?? ''}/${capMode}`;
  const [state, setState] = useState<{ key: string; load: Loaded<TablePage> }>({ key: '', load: { kind: 'loading' } });

  useEffect(() => {
    const controller = new AbortController();
    const wanted = JSON.parse(filterKey) as RespondentFilterInput;
    respondentData<PageReply>(api, region, PAGE_QUERY, {
      surveyId, first: PAGE_SIZE, after, filter: wanted,
      capFilter: { ...wanted, kind: 'test' }, capSize: TEST_ROW_CAP, withCap: capMode === 'mixed',
    }, { signal: controller.signal })
      .then((data) => {
        const page = data.respondents;
        const capped = applyTestRowCap(capMode, {
          rows: page.edges.map((edge) => edge.node), totalCount: page.totalCount, hasNextPage: page.pageInfo.hasNextPage,
        }, after === null, data.newestTest ? { totalCount: data.newestTest.totalCount, ids: data.newestTest.edges.map((e) => e.node.id) } : null);
        setState({ key, load: { kind: 'ready', value: { ...capped, endCursor: page.pageInfo.endCursor, counts: data.counts[0] ?? null } } });
      })
      .catch((error: unknown) => { if (!isAbort(error)) setState({ key, load: { kind: 'error', message: messageOf(error) } }); });
    return () => controller.abort();
  }, [api, region, surveyId, filterKey, after, capMode, revision, key]);

  return state.key === key ? state.load : { kind: 'loading' };
}
