// The overview's line on publishing: the newest version (number, date, whether respondents get
// it), or that the survey was never published.
import { Link } from '@tanstack/react-router';
import { Tag } from '../../../widgets/feedback';
import { formatSurveyDate } from '../../../widgets/format';
import type { VersionsLoad } from './launch-api';

export function LastVersion({ surveyId, versions }: { surveyId: string; versions: VersionsLoad }) {
  if (!versions.ok) return <span className="muted">The versions could not be loaded: {versions.message}</span>;
  // Newest first, as the server lists them.
  const last = versions.versions[0];
  if (!last) return <span className="muted">Not published yet</span>;
  return (
    <span className="last-version">
      <Link to="/surveys/$surveyId/launch" params={{ surveyId }}>Version {last.version}</Link>
      {`, published ${formatSurveyDate(last.created_at)} `}
      {last.is_active ? <Tag tone="success">Active</Tag> : <Tag>Not active</Tag>}
    </span>
  );
}
