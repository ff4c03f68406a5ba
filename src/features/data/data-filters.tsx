// The Data tab's filter panel (the kit's FilterPanel): status, live/test rows, version, a date
// range, and "answered" conditions written with the condition builder. The controls edit a draft;
// Apply (or Enter) puts it in the URL, which the table reads. Clear empties every filter.
import { useState } from 'react';
import type { ConditionGroup } from '../../../schema';
import { FilterPanel } from '../../widgets/overlay';
import { CheckboxField, SelectField, TextField } from '../../widgets/form';
import { AnsweredConditions } from './answered-conditions';
import type { ConditionSubject } from '../conditions/condition-subject';
import { activeFilterCount, type DataSearch } from './data-search';
import { respondentStatuses, type RespondentKind, type RespondentStatus } from './respondent-filter';
import type { SurveyCounts } from './respondent-data-types';
import { respondentStatusLabels } from './respondent-status-beacon';

const countKeys: Readonly<Record<RespondentStatus, keyof SurveyCounts>> = {
  not_started: 'notStarted', incomplete: 'incomplete', complete: 'complete', screened: 'screened', quota_full: 'quotaFull', closed: 'closed',
};

const kindOptions = [
  { value: 'all', label: 'Live and test' },
  { value: 'live', label: 'Live only' },
  { value: 'test', label: 'Test only' },
];

export interface DataFiltersProps {
  readonly search: DataSearch;
  readonly versions: readonly number[];
  readonly counts: SurveyCounts | null;
  readonly subjects: readonly ConditionSubject[];
  readonly onApply: (next: DataSearch) => void;
}

/** What the panel edits: the search without its paging. */
type Draft = Omit<DataSearch, 'pages'>;

const draftOf = ({ pages: _pages, ...rest }: DataSearch): Draft => rest;

export function DataFilters({ search, versions, counts, subjects, onApply }: DataFiltersProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(search));
  const [applied, setApplied] = useState(search);
  if (applied !== search) {
    // The URL changed (Back, a link): the panel follows it.
    setApplied(search);
    setDraft(draftOf(search));
  }
  const patch = (next: Partial<Draft>) => setDraft((d) => ({ ...d, ...next }));
  const toggleStatus = (status: RespondentStatus, on: boolean) => {
    const current = new Set(draft.status ?? []);
    if (on) current.add(status);
    else current.delete(status);
    patch({ status: respondentStatuses.filter((s) => current.has(s)) });
  };
  const dateError = draft.from && draft.to && draft.to < draft.from ? 'The last day comes before the first' : null;
  const apply = (next: Draft = draft) => {
    if (next.from && next.to && next.to < next.from) return;
    onApply(next);
  };
  const applyConditions = (conditions: ConditionGroup | null) => {
    const next = { ...draft, conditions: conditions ?? undefined };
    setDraft(next);
    apply(next);
  };

  return (
    <FilterPanel title="Filters" className="data-filters" activeCount={activeFilterCount(search)}
      onApply={() => apply()} onClear={() => { setDraft({}); onApply({}); }}>
      <fieldset className="data-filters__group">
        <legend>Status</legend>
        {respondentStatuses.map((status) => (
          <CheckboxField key={status}
            label={<>{respondentStatusLabels[status]}{counts ? <span className="muted"> ({counts[countKeys[status]]})</span> : null}</>}
            checked={draft.status?.includes(status) ?? false} onChange={(on) => toggleStatus(status, on)} />
        ))}
      </fieldset>
      <div className="data-filters__group">
        <SelectField label="Rows" options={kindOptions} value={draft.kind ?? 'all'}
          onChange={(value) => patch({ kind: value === 'all' ? undefined : (value as RespondentKind) })} />
        <SelectField label="Version" value={draft.versions?.[0] ? String(draft.versions[0]) : 'all'}
          options={[{ value: 'all', label: 'All versions' }, ...versions.map((v) => ({ value: String(v), label: `Version ${v}` }))]}
          onChange={(value) => patch({ versions: value === 'all' ? undefined : [Number(value)] })} />
      </div>
      <div className="data-filters__group">
        <TextField type="date" label="From" value={draft.from ?? ''} onChange={(value) => patch({ from: value || undefined })} />
        <TextField type="date" label="To" value={draft.to ?? ''} error={dateError} onChange={(value) => patch({ to: value || undefined })} />
      </div>
      <AnsweredConditions value={draft.conditions ?? null} subjects={subjects} onChange={applyConditions} />
    </FilterPanel>
  );
}
