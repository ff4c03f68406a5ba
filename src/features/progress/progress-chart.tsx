// A survey's progress (spec §9): 7 periods by day or by hour, the series Complete, Incomplete,
// Screened and Quota Full, drawn by the kit's bar chart (whose summary and data table carry it to
// screen readers). Counts the respondents the survey's status makes meaningful (countedKind) and
// follows them live. Shown on the survey overview and on the dashboard.
import { useId, useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { BarChart } from '../../widgets/chart';
import { Alert } from '../../widgets/feedback';
import { PillTabs } from '../../widgets/navigation';
import { LiveRefresh, useRevision } from './live-refresh';
import { periodSpan, viewerTimeZone } from './period-label';
import { countedKind, PROGRESS_QUERY, type CountedKind, type CountedSurvey, type ProgressGrouping, type ProgressReply } from './progress-operations';
import { progressBars } from './progress-series';
import { useRespondentQuery } from './respondent-query';
import './progress.css';

const groupingLabels = { day: 'By day', hour: 'By hour' } as const satisfies Record<ProgressGrouping, string>;
const kindNotes = {
  live: 'Live respondents',
  test: 'Test respondents: the survey is in test, so its link records test answers',
} as const satisfies Record<CountedKind, string>;

export interface ProgressChartProps {
  readonly survey: CountedSurvey;
  /** The section's heading; default "Progress". */
  readonly heading?: string;
  /** Controls beside the heading, e.g. the dashboard's survey picker. */
  readonly toolbar?: ReactNode;
}

export function ProgressChart({ survey, heading = 'Progress', toolbar }: ProgressChartProps) {
  const headingId = useId();
  const [grouping, setGrouping] = useState<ProgressGrouping>('day');
  const counted = countedKind(survey.status);
  return (
    <section className="card progress-chart" aria-labelledby={headingId}>
      <div className="progress-chart__head">
        <h2 id={headingId}>{heading}</h2>
        {toolbar}
      </div>
      {counted === null ? (
        <p className="muted">Progress shows here once the survey has been published.</p>
      ) : (
        <>
          <p className="muted progress-chart__note">{kindNotes[counted]}</p>
          <PillTabs
            label="Group progress"
            value={grouping}
            onValueChange={(value) => setGrouping(value === 'hour' ? 'hour' : 'day')}
            tabs={(['day', 'hour'] as const).map((value) => ({
              value,
              label: groupingLabels[value],
              // Only the chosen grouping is asked for; the other panel is empty until chosen.
              content: value === grouping ? <ProgressBars survey={survey} counted={counted} grouping={grouping} /> : null,
            }))}
          />
          {/* The quotas views have no tab of their own: the progress is where one looks for them. */}
          <p className="progress-chart__more">
            <Link to="/surveys/$surveyId/manage/quotas" params={{ surveyId: survey.id }}>Quota counts</Link>
          </p>
        </>
      )}
    </section>
  );
}

function ProgressBars({ survey, counted, grouping }: { survey: CountedSurvey; counted: CountedKind; grouping: ProgressGrouping }) {
  const [timeZone] = useState(viewerTimeZone);
  const [revision, bump] = useRevision();
  const load = useRespondentQuery<ProgressReply>({
    region: survey.region,
    query: PROGRESS_QUERY,
    variables: { surveyId: survey.id, grouping, timeZone, kind: counted },
    revision,
  });
  const live = <LiveRefresh surveyId={survey.id} region={survey.region} onChange={bump} />;
  if (load.kind === 'error') {
    return <>{live}<Alert severity="error" title="Progress could not be loaded">{load.message}</Alert></>;
  }
  const bars = load.kind === 'ready' ? progressBars(load.value.progress.periods, grouping, timeZone) : null;
  const title = `Respondents ${grouping === 'day' ? 'per day' : 'per hour'}, ${periodSpan(grouping, bars?.categories.length ?? 7)}`;
  return (
    <>
      {live}
      <BarChart title={title} categories={bars?.categories ?? []} series={bars?.series} emptyMessage={`No respondents in the ${periodSpan(grouping, 7)}`} />
    </>
  );
}
