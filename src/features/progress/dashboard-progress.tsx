// The dashboard's progress: one chosen survey's chart, as the leading survey tools show it,
// rather than all surveys added together (their respondents answer different questions, and a
// sum would cost one progress query per survey). The pick starts on the most recently updated
// published survey; only published surveys are offered, as a draft has no respondents.
import { useState } from 'react';
import type { SurveyListItem } from '../../api/types';
import { SelectField } from '../../widgets/form';
import { surveyStatus } from '../surveys/survey-status';
import { countedKind } from './progress-operations';
import { SurveyProgress } from './survey-progress';
import './progress.css';

export function DashboardProgress({ surveys }: { surveys: readonly SurveyListItem[] }) {
  const published = surveys
    .filter((survey) => countedKind(surveyStatus(survey)) !== null)
    .toSorted((a, b) => b.updated_at.localeCompare(a.updated_at));
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = published.find((survey) => survey.id === chosenId) ?? published[0];
  if (!chosen) {
    return (
      <section className="card" aria-labelledby="dashboard-progress">
        <h2 id="dashboard-progress">Progress</h2>
        <p className="muted">Publish a survey to follow its respondents here, day by day.</p>
      </section>
    );
  }
  const picker = (
    <SelectField
      label="Survey"
      className="progress-chart__picker"
      value={chosen.id}
      onChange={setChosenId}
      options={published.map((survey) => ({ value: survey.id, label: survey.title }))}
    />
  );
  return <SurveyProgress heading={`Progress of ${chosen.title}`} toolbar={picker} survey={{ id: chosen.id, region: chosen.region, status: surveyStatus(chosen) }} />;
}
