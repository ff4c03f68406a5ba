// The designer's overview: what the survey is, its status, languages, dates, its last published
// version and how big it is.
import { Link } from '@tanstack/react-router';
import type { SurveySummary } from '../../api/types';
import { surveyStatus } from '../surveys/survey-status';
import { StatusBeacon } from '../../widgets/feedback';
import { formatSurveyDate } from '../../widgets/format';
import { useDraftSelector } from '../drafts/use-draft';
import { useDesignerSurvey } from './designer-context';
import { surveyCounts, type SurveyCounts } from './survey-counts';
import { ChecksSummary } from './checks/checks-panel';
import type { VersionsLoad } from './launch/launch-api';
import { LastVersion } from './launch/last-version';
import type { DraftSnapshot } from '../../../sync/draft-store';
import { SurveyProgress } from '../progress/survey-progress';

const regionNames: Record<string, string> = { uk: 'United Kingdom', eu: 'Europe', au: 'Australia' };
// null until the draft is read: the overview shows before the survey's components are there.
// Counted once per document: the snapshot changes with every status change of the save, and
// counting the largest survey takes tens of milliseconds.
const countsByDoc = new WeakMap<DraftSnapshot['doc'], SurveyCounts>();
const selectCounts = (s: DraftSnapshot) => {
  if (!s.ready) return null;
  const known = countsByDoc.get(s.doc);
  if (known) return known;
  const counts = surveyCounts(s.doc);
  countsByDoc.set(s.doc, counts);
  return counts;
};
const sameCounts = (a: SurveyCounts | null, b: SurveyCounts | null) =>
  a === b || (a !== null && b !== null && a.questions === b.questions && a.pages === b.pages && a.quotas === b.quotas && a.exits === b.exits);

export function OverviewPage({ versions }: { versions: VersionsLoad }) {
  const survey = useDesignerSurvey();
  const counts = useDraftSelector(selectCounts, sameCounts);
  return (
    <div className="overview">
      <section className="card" aria-labelledby="overview-about">
        <h2 id="overview-about">About this survey</h2>
        <dl className="facts">
          <Fact label="Title">{survey.title}</Fact>
          <Fact label="Description">{survey.description || <span className="muted">No description</span>}</Fact>
          <Fact label="Status"><StatusBeacon status={surveyStatus(survey)} /></Fact>
          <Fact label="Languages">{languagesOf(survey)}</Fact>
          <Fact label="Region">{regionNames[survey.region] ?? survey.region}</Fact>
          <Fact label="Created">{formatSurveyDate(survey.created_at)}</Fact>
          <Fact label="Last update">{formatSurveyDate(survey.updated_at)}</Fact>
          <Fact label="Your access">{survey.access_level}</Fact>
          <Fact label="Published version"><LastVersion surveyId={survey.id} versions={versions} /></Fact>
        </dl>
      </section>
      <section className="card" aria-labelledby="overview-size">
        <h2 id="overview-size">Contents</h2>
        <dl className="facts">
          <Fact label="Questions"><Count value={counts?.questions} /></Fact>
          <Fact label="Pages"><Count value={counts?.pages} /></Fact>
          <Fact label="Quotas"><Count value={counts?.quotas} /></Fact>
          <Fact label="Exit blocks"><Count value={counts?.exits} /></Fact>
          <Fact label="Checks"><ChecksSummary /></Fact>
          <Fact label="Routing checks"><ChecksSummary area="routing" /></Fact>
        </dl>
        <p>
          <Link to="/surveys/$surveyId/edit" params={{ surveyId: survey.id }}>Open the question editor</Link>{' · '}
          <Link to="/surveys/$surveyId/routing" params={{ surveyId: survey.id }}>Open the routing</Link>
        </p>
      </section>
      <SurveyProgress survey={{ id: survey.id, region: survey.region, status: surveyStatus(survey) }} />
    </div>
  );
}

/** A count, or that it is being counted (the survey is still loading). */
function Count({ value }: { value: number | undefined }) {
  return value === undefined ? <span className="muted">Counting…</span> : <>{value}</>;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function languagesOf(survey: SurveySummary): string {
  const extra = survey.additional_languages.length ? ` (default), ${survey.additional_languages.join(', ')}` : ' (default)';
  return `${survey.default_language}${extra}`;
}
