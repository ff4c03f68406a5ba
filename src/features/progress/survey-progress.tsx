// The progress chart as the overview and the dashboard show it: loaded with its own chunk (visx
// draws it, and nothing else on those first screens needs visx), a loading card meanwhile.
import { lazy, Suspense } from 'react';
import { LoadingIndicator } from '../../widgets/feedback';
import type { ProgressChartProps } from './progress-chart';

const ProgressChart = lazy(() => import('./progress-chart').then((module) => ({ default: module.ProgressChart })));

export function SurveyProgress(props: ProgressChartProps) {
  return (
    <Suspense fallback={<section className="card" aria-label={props.heading ?? 'Progress'}><LoadingIndicator label="Loading progress" /></section>}>
      <ProgressChart {...props} />
    </Suspense>
  );
}
