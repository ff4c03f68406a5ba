// The designer's overview: what the survey is, its status, languages and dates.
import type { SurveySummary } from '../../api/types';
import { StatusBeacon } from '../../widgets/feedback';
import { formatSurveyDate } from '../../widgets/format';
import { useDesignerSurvey } from './designer-context';

const regionNames: Record<string, string> = { uk: 'United Kingdom', eu: 'Europe', au: 'Australia' };

export function OverviewPage() {
  const survey = useDesignerSurvey();
  return (
    <div className="overview">
      <section className="card" aria-labelledby="overview-about">
        <h2 id="overview-about">About this survey</h2>
        <dl className="facts">
          <Fact label="Title">{survey.title}</Fact>
          <Fact label="Description">{survey.description || <span className="muted">No description</span>}</Fact>
          <Fact label="Status"><StatusBeacon status={survey.deployment_info.status} /></Fact>
          <Fact label="Languages">{languagesOf(survey)}</Fact>
          <Fact label="Region">{regionNames[survey.region] ?? survey.region}</Fact>
          <Fact label="Created">{formatSurveyDate(survey.created_at)}</Fact>
          <Fact label="Last update">{formatSurveyDate(survey.updated_at)}</Fact>
          <Fact label="Your access">{survey.access_level}</Fact>
        </dl>
      </section>
    </div>
  );
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
