// Each survey's counts (complete / total) in a list of surveys: the list owns one store, every row
// asks it for its survey when it is drawn (so only the rows of the page on screen are asked
// about), and the store sends one request per region for all of them.
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { respondentData } from '../../api/respondent-data';
import { useApi } from '../../app/session-context';
import { Tag } from '../../widgets/feedback';
import { COUNTS_QUERY, type CountedSurvey, type CountsReply } from './progress-operations';
import { errorMessage } from './respondent-query';
import { RespondentCountsStore } from './respondent-counts-store';
import './progress.css';

const CountsContext = createContext<RespondentCountsStore | null>(null);

/** A store for one screen's lists: answers last as long as the screen. */
export function useRespondentCountsStore(): RespondentCountsStore {
  const api = useApi();
  const [store] = useState(() => new RespondentCountsStore(
    (region, live, test) => respondentData<CountsReply>(api, region, COUNTS_QUERY, { live, test }),
    undefined,
    errorMessage,
  ));
  return store;
}

export function RespondentCountsProvider({ store, children }: { store: RespondentCountsStore; children: ReactNode }) {
  return <CountsContext value={store}>{children}</CountsContext>;
}

/** "3 / 5": complete of all respondents; nothing for a survey never published. */
export function RespondentCountsText({ survey }: { survey: CountedSurvey }) {
  const store = useContext(CountsContext);
  if (!store) throw new Error('RespondentCountsText used outside a RespondentCountsProvider');
  const { id, region, status } = survey;
  useEffect(() => store.request({ id, region, status }), [store, id, region, status]);
  const entry = useSyncExternalStore(store.subscribe, () => store.entry({ id, status }));
  if (!entry) return null;
  switch (entry.kind) {
    case 'loading':
      return <span className="respondent-counts muted" aria-busy="true"><span aria-hidden="true">…</span><span className="visually-hidden">Loading counts</span></span>;
    case 'error':
      return (
        <span className="respondent-counts muted" title={entry.message}>
          <span aria-hidden="true">—</span><span className="visually-hidden">Counts unavailable: {entry.message}</span>
        </span>
      );
    case 'ready': {
      const { complete, total } = entry.counts;
      const test = entry.counted === 'test';
      return (
        <span className="respondent-counts" title={`${complete} complete of ${total} ${test ? 'test ' : ''}respondents`}>
          <span aria-hidden="true">{complete} / {total}</span>
          <span className="visually-hidden">{complete} complete of {total} {test ? 'test ' : ''}respondents</span>
          {test && <Tag>test</Tag>}
        </span>
      );
    }
  }
}
