// The Data tab's table page (/surveys/{id}/manage/data, issue 15 B): the filters, "{n} Items", the
// export menu, the virtualised grid of one page of 50 respondents, previous/next, and the test-row
// cap notice. New respondents appear without a reload (the event stream refetches the page), and
// the grid keeps its scroll and selected row through a refresh.
import { useCallback, useMemo, useState } from 'react';
import type { RespondentDataRegion } from '../../../schema/api/respondent-data';
import { Alert, Button, LoadingIndicator } from '../../widgets/feedback';
import { useLogin } from '../../app/session-context';
import { ExportMenu } from './export/export-menu';
import { DataFilters } from './data-filters';
import { DataGrid } from './data-grid';
import { filterOfSearch, withoutPaging, type DataSearch } from './data-search';
import { dataSubjects } from './data-subjects';
import { isTestRowCapped, capMode, TEST_ROW_CAP } from './test-row-cap';
import { useHeaders, useRespondentPage } from './use-respondent-page';
import { useLiveRespondents } from './use-live-respondents';
import type { Header } from './respondent-data-types';
import './data.css';

const NO_HEADERS: readonly Header[] = [];

export interface DataTabProps {
  readonly surveyId: string;
  readonly surveyName: string;
  readonly region: RespondentDataRegion;
  readonly versions: readonly number[];
  readonly search: DataSearch;
  readonly onSearch: (next: DataSearch) => void;
  readonly onOpen: (respondentId: string) => void;
}

export function DataTab({ surveyId, surveyName, region, versions, search, onSearch, onOpen }: DataTabProps) {
  const login = useLogin();
  const filter = useMemo(() => filterOfSearch(search), [search]);
  const pages = search.pages ?? [];
  const after = pages.at(-1) ?? null;
  const mode = capMode(isTestRowCapped(login?.org), filter.kind ?? 'all');
  const [revision, setRevision] = useState(0);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const page = useRespondentPage({ surveyId, region, filter, after, capMode: mode, revision });
  // Rows first: the columns are asked for once the first page has come (see useHeaders).
  const headers = useHeaders(surveyId, region, search.versions?.length === 1 ? search.versions[0]! : null, page.kind !== 'loading');
  useLiveRespondents(surveyId, region, useCallback(() => setRevision((r) => r + 1), []));

  const headerList = headers.kind === 'ready' ? headers.value : NO_HEADERS;
  const subjects = useMemo(() => dataSubjects(headerList), [headerList]);
  const ready = page.kind === 'ready' ? page.value : null;

  return (
    <section className="data-tab" aria-labelledby="data-tab-title">
      <div className="data-tab__bar">
        <h2 id="data-tab-title">Respondent data</h2>
        <p className="data-tab__count" aria-live="polite">{ready ? `${ready.totalCount} Items` : ''}</p>
        <ExportMenu surveyId={surveyId} region={region} filter={filter} exportName={surveyName} />
      </div>
      <DataFilters search={search} versions={versions} counts={ready?.counts ?? null} subjects={subjects}
        onApply={(next) => onSearch(withoutPaging(next))} />
      {headers.kind === 'error' && <Alert severity="error" title="The columns could not be loaded">{headers.message}</Alert>}
      {page.kind === 'error' && (
        <Alert severity="error" title="The respondents could not be loaded">
          {page.message} <Button size="sm" onClick={() => setRevision((r) => r + 1)}>Try again</Button>
        </Alert>
      )}
      {ready && ready.hiddenTestRows > 0 && (
        <Alert severity="info" title={`${ready.hiddenTestRows} test ${ready.hiddenTestRows === 1 ? 'row is' : 'rows are'} hidden`}>
          Draft and test rows are capped at the newest {TEST_ROW_CAP}; enterprise organisations see them all.
        </Alert>
      )}
      {page.kind === 'loading' && <LoadingIndicator />}
      {ready && ready.rows.length > 0 && headers.kind === 'loading' && (
        <p className="data-tab__columns-loading" role="status">Loading the answer columns…</p>
      )}
      {/* The rows show with their own columns at once; the answer columns (over 25,000 on the
          largest survey) join them when the version's headers arrive. */}
      {ready && (
        ready.rows.length === 0
          ? <p className="data-tab__empty">{pages.length > 0 ? 'No more respondents on this page.' : 'No respondents match these filters yet.'}</p>
          : <DataGrid label={`Respondents, page ${pages.length + 1}`} headers={headerList} rows={ready.rows}
              selectedId={selectedId} onSelect={setSelectedId} onOpen={onOpen} />
      )}
      <nav className="data-tab__pager" aria-label="Pages">
        <Button size="sm" disabled={pages.length === 0} onClick={() => onSearch({ ...search, pages: pages.slice(0, -1) })}>Previous</Button>
        <span>Page {pages.length + 1}</span>
        <Button size="sm" disabled={!ready?.hasNextPage || !ready.endCursor}
          onClick={() => ready?.endCursor && onSearch({ ...search, pages: [...pages, ready.endCursor] })}>Next</Button>
      </nav>
    </section>
  );
}
