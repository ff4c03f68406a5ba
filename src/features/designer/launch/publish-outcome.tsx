// What came of a publish (publish.machine.ts end states): the new version; the critical findings it
// was refused for, each a link to where the author fixes it; why the draft could not be saved
// first (with the conflicts to review); or the failure's message and details (spec §8).
import { Link } from '@tanstack/react-router';
import type { PublishRefusalFinding } from '../../../api/types';
import { Alert, Button } from '../../../widgets/feedback';
import { useConflicts } from '../../drafts/use-draft';
import { designerTabs } from '../designer-tabs';
import type { PublishContext } from './publish.machine';

type Outcome = 'published' | 'refused' | 'blocked' | 'failed';

export function PublishOutcome({ surveyId, outcome, context }: { surveyId: string; outcome: Outcome; context: PublishContext }) {
  switch (outcome) {
    case 'published':
      return (
        <Alert severity="success" title={`Version ${context.published?.version} published`}>
          {context.published?.is_active ? 'It is now the active version: respondents get it. ' : 'Make it the active version when respondents should get it. '}
          <Link to="/surveys/$surveyId/launch" params={{ surveyId }}>See all versions</Link>
        </Alert>
      );
    case 'refused':
      return (
        <Alert severity="critical" title="The survey cannot be published yet">
          <p>{context.message}. Fix these, then publish again:</p>
          <ul className="launch-findings" aria-label="Critical findings">
            {context.findings.map((finding, index) => <li key={index}><FindingLink surveyId={surveyId} finding={finding} /></li>)}
          </ul>
        </Alert>
      );
    case 'blocked':
      return (
        <Alert severity="warning" title="Not published">
          <p>{context.message}</p>
          {context.blockedBy === 'conflicts' && <ConflictList />}
        </Alert>
      );
    case 'failed':
      return (
        <Alert severity="error" title="The version could not be published">
          {context.message}
          {context.details != null && <pre className="launch-details">{JSON.stringify(context.details, null, 2)}</pre>}
        </Alert>
      );
  }
}

const routingBuilt = designerTabs.some((tab) => tab.id === 'routing' && tab.built);

/**
 * Takes the author to where a finding is fixed: the item in the question editor (named by its
 * cid, `client_ref ?? id`, as the draft names it); routing findings to the routing tab once it
 * exists; survey-wide findings to the editor, whose checks panel lists them.
 */
function FindingLink({ surveyId, finding }: { surveyId: string; finding: PublishRefusalFinding }) {
  const text = finding.item_name ? `${finding.item_name}: ${finding.message}` : finding.message;
  const item = finding.item_id ? finding.client_ref ?? finding.item_id : undefined;
  if (finding.area === 'routing' && routingBuilt) return <Link to="/surveys/$surveyId/routing" params={{ surveyId }} search={item ? { item } : {}}>{text}</Link>;
  return <Link to="/surveys/$surveyId/edit" params={{ surveyId }} search={item && finding.area === 'survey' ? { item } : {}}>{text}</Link>;
}

/** The author's changes the server refused: read them, then dismiss them to publish. */
function ConflictList() {
  const { conflicts, dismiss } = useConflicts();
  if (conflicts.length === 0) return <p>Every conflict is dismissed: publish again.</p>;
  return (
    <ul className="launch-conflicts" aria-label="Changes not saved">
      {conflicts.map((conflict) => (
        <li key={conflict.id}>
          {conflict.message}{' '}
          <Button size="xs" variant="ghost" onClick={() => void dismiss(conflict.id)}>Dismiss</Button>
        </li>
      ))}
    </ul>
  );
}
