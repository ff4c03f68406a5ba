// The checks panel (issue 5): counts per level, then the findings grouped by level and area; a
// click takes the author to the item. Critical findings block publishing; saving never is.
import { useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { KIND_LABELS, type CheckArea, type Finding } from '../../../../workers/checks';
import { Button } from '../../../widgets/feedback';
import { publish } from '../../../../schema/api/admin/publishing';
import { useDesignerSurvey, useMayOnSurvey } from '../designer-context';
import { useChecks } from './checks-context';
import './checks.css';

const levels = [
  { level: 'critical', title: 'Critical', note: 'Publishing is blocked until these are fixed.' },
  { level: 'standard', title: 'Standard', note: 'These will likely break the survey for respondents.' },
  { level: 'warning', title: 'Warnings', note: 'Worth a look before going live.' },
] as const;
const areas = { survey: 'Survey', routing: 'Routing' } as const;

export function countsOf(findings: readonly Finding[]): Record<Finding['level'], number> {
  const counts = { critical: 0, standard: 0, warning: 0 };
  for (const f of findings) counts[f.level]++;
  return counts;
}

/** `area`: only that tab's findings (the overview counts the routing ones apart). */
export function ChecksSummary({ area }: { area?: CheckArea } = {}) {
  const { ready, findings: all } = useChecks();
  const findings = useMemo(() => (area ? all.filter((f) => f.area === area) : all), [all, area]);
  // The whole survey's summary alone is `.checks-summary`: pages and benchmarks read it as the one.
  const className = area ? 'checks-summary-area' : 'checks-summary';
  if (!ready) return <span className={`${className} muted`} role="status">Checking…</span>;
  const counts = countsOf(findings);
  return (
    <span className={className} role="status">
      {findings.length === 0 ? (area === 'routing' ? 'No routing problems found' : 'No problems found') : (
        <>
          <span className="checks-count checks-critical">{counts.critical} critical</span>
          <span className="checks-count checks-standard">{counts.standard} standard</span>
          <span className="checks-count checks-warning">{counts.warning} {counts.warning === 1 ? 'warning' : 'warnings'}</span>
        </>
      )}
    </span>
  );
}

/**
 * `area`: the tab showing the panel. A finding of that area selects its item there (`onSelect`);
 * a finding of the other area is a link to the tab that fixes it (a routing finding from the
 * question editor opens the Routing tab on the item, and back).
 */
export function ChecksPanel({ onSelect, nameOf, area: here = 'survey' }: {
  onSelect: (itemId: string) => void; nameOf: (itemId: string) => string; area?: CheckArea;
}) {
  const { ready, findings } = useChecks();
  const survey = useDesignerSurvey();
  const mayPublish = useMayOnSurvey(publish);
  const [open, setOpen] = useState(false);
  // Nothing blocks publishing: a shortcut to it (the server checks again before it publishes).
  const publishable = ready && mayPublish && countsOf(findings).critical === 0;
  return (
    <section className="checks-panel" aria-label="Survey checks">
      <div className="checks-head">
        <strong>Checks</strong> <ChecksSummary />
        {ready && findings.length > 0 && (
          <Button size="xs" variant="ghost" aria-expanded={open} onClick={() => setOpen(!open)}>{open ? 'Hide findings' : 'Show findings'}</Button>
        )}
        {publishable && <Link to="/surveys/$surveyId/launch/create-version" params={{ surveyId: survey.id }}>Publish…</Link>}
      </div>
      {open && levels.map(({ level, title, note }) => {
        const ofLevel = findings.filter((f) => f.level === level);
        if (ofLevel.length === 0) return null;
        return (
          <div key={level} className={`checks-level checks-${level}`}>
            <h3>{title} ({ofLevel.length})</h3>
            <p className="muted">{note}</p>
            {(Object.keys(areas) as (keyof typeof areas)[]).map((area) => {
              const list = ofLevel.filter((f) => f.area === area);
              if (list.length === 0) return null;
              return (
                <div key={area}>
                  <h4>{areas[area]}</h4>
                  <ul className="checks-list">
                    {list.slice(0, 200).map((f) => (
                      <li key={f.id}>
                        <FindingEntry finding={f} here={here} surveyId={survey.id} onSelect={onSelect} nameOf={nameOf} />
                      </li>
                    ))}
                    {list.length > 200 && <li className="muted">…and {list.length - 200} more</li>}
                  </ul>
                </div>
              );
            })}
          </div>
        );
      })}
    </section>
  );
}

function FindingEntry({ finding: f, here, surveyId, onSelect, nameOf }: {
  finding: Finding; here: CheckArea; surveyId: string; onSelect: (itemId: string) => void; nameOf: (itemId: string) => string;
}) {
  if (!f.itemId) return <span>{f.message}</span>;
  const text = `${nameOf(f.itemId) || (f.itemKind ? KIND_LABELS[f.itemKind] : 'Item')}: ${f.message}`;
  if (f.area === here) return <button type="button" className="button-link" onClick={() => onSelect(f.itemId!)}>{text}</button>;
  return f.area === 'routing'
    ? <Link to="/surveys/$surveyId/routing" params={{ surveyId }} search={{ item: f.itemId }}>{text}</Link>
    : <Link to="/surveys/$surveyId/edit" params={{ surveyId }} search={{ item: f.itemId }}>{text}</Link>;
}
