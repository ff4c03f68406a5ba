// The checks panel (issue 5): counts per level, then the findings grouped by level and area; a
// click takes the author to the item. Critical findings block publishing; saving never is.
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { Finding } from '../../../../workers/checks';
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

export function ChecksSummary() {
  const { ready, findings } = useChecks();
  if (!ready) return <span className="checks-summary muted" role="status">Checking…</span>;
  const counts = countsOf(findings);
  return (
    <span className="checks-summary" role="status">
      {findings.length === 0 ? 'No problems found' : (
        <>
          <span className="checks-count checks-critical">{counts.critical} critical</span>
          <span className="checks-count checks-standard">{counts.standard} standard</span>
          <span className="checks-count checks-warning">{counts.warning} {counts.warning === 1 ? 'warning' : 'warnings'}</span>
        </>
      )}
    </span>
  );
}

export function ChecksPanel({ onSelect, nameOf }: { onSelect: (itemId: string) => void; nameOf: (itemId: string) => string }) {
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
                        {f.itemId
                          ? <button type="button" className="button-link" onClick={() => onSelect(f.itemId!)}>{`${nameOf(f.itemId) || 'Item'}: ${f.message}`}</button>
                          : <span>{f.message}</span>}
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
