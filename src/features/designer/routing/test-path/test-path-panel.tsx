// "Preview from here" (#13): the author steps through the routing flow from a chosen page as a
// respondent would, answering in the preview's own widgets, and sees which branch each routing
// group takes and why (each branch tried, its condition in words, whether it held). The steps are
// the schema's walk, shared with the respondent runtime.
import { useCallback, useMemo, useState } from 'react';
import { NO_ANSWERS, setAnswer, settleVisibility, shownItems } from '../../../../../schema';
import type { AnswerValue, Component, FlowStep, GroupDecision } from '../../../../../schema';
import { componentOf, type Cid, type DraftDoc } from '../../../../../sync/document';
import { Button } from '../../../../widgets/feedback';
import { componentVocabulary, conditionWords, type ConditionVocabulary } from '../../../conditions/condition-words';
import { useDraftDoc } from '../../../drafts/use-draft';
import { SurveyPage, dynamicTextSources } from '../../../../survey-runtime';
import { draftFlowSource } from '../flow/flow-source';
import { routingName } from '../routing-rows';
import { advance, back, currentPage, pathComponents, startPath, type TestPath } from './test-path';
import './test-path.css';

export interface TestPathPanelProps {
  /** The routing page (cid) the walk starts from. */
  readonly fromPage: string;
  readonly onClose: () => void;
  /** Shows a routing component (page, group, branch) in the questions view. */
  readonly onSelect: (cid: string) => void;
}

export function TestPathPanel({ fromPage, onClose, onSelect }: TestPathPanelProps) {
  const doc = useDraftDoc();
  // A new starting page starts a new path (state follows the prop, as forms follow outside values).
  const [start, setStart] = useState(fromPage);
  const [path, setPath] = useState<TestPath>(() => startPath(fromPage));
  const [answers, setAnswers] = useState(NO_ANSWERS);
  if (start !== fromPage) {
    setStart(fromPage);
    setPath(startPath(fromPage));
    setAnswers(NO_ANSWERS);
  }

  const source = useMemo(() => draftFlowSource(doc), [doc]);
  const vocabulary = useMemo(() => componentVocabulary((id) => source.get(id)), [source]);
  const components = useMemo(() => pathComponents(doc, source, path), [doc, source, path]);
  const { visible, responses } = useMemo(() => settleVisibility(components, answers), [components, answers]);
  const onAnswer = useCallback(
    (questionId: string, groupId: string, value: AnswerValue) => setAnswers((old) => setAnswer(old, questionId, groupId, value)),
    [],
  );

  const here = currentPage(path);
  const survey = doc.survey as { default_language?: string } | null;
  const language = survey?.default_language ?? 'en';
  // The page's own items: its visible items' targets, in item order (null: not in the flow).
  const items: Component[] | null = useMemo(() => {
    const page = source.get(here.pageId);
    if (page?.kind !== 'routing_page') return null;
    const shown = new Set(visible.map((c) => c.id));
    return shownItems(source, page, responses).map((s) => s.target).filter((t) => shown.has(t.id) && t.kind !== 'exit_block');
  }, [here.pageId, visible, source, responses]);
  const sources = useMemo(() => dynamicTextSources(components), [components]);

  const name = (cid: Cid) => routingName(doc, cid) || 'Page';
  return (
    <section className="test-path" aria-labelledby="test-path-title">
      <header className="test-path__header">
        <h2 id="test-path-title">Preview from {name(fromPage)}</h2>
        <Button variant="ghost" onClick={onClose}>Close preview</Button>
      </header>
      <p className="test-path__hint">Answer as a respondent would; the path below shows which branch each routing group takes, and why.</p>
      <ol className="test-path__steps" aria-label="Path so far">
        {path.pages.map((step, i) => (
          <li key={`${step.pageId}-${i}`}>
            {step.decisions.map((decision) => <Decision key={decision.group.id} decision={decision} doc={doc} vocabulary={vocabulary} onSelect={onSelect} />)}
            <button type="button" className="link-button" onClick={() => onSelect(step.pageId)}>{name(step.pageId)}</button>
          </li>
        ))}
        {path.end && (
          <li>
            {path.end.decisions.map((decision) => <Decision key={decision.group.id} decision={decision} doc={doc} vocabulary={vocabulary} onSelect={onSelect} />)}
            <Ending step={path.end} doc={doc} onSelect={onSelect} />
          </li>
        )}
      </ol>
      {!path.end && (
        <div className="test-path__page">
          <h3>{name(here.pageId)}</h3>
          {items ? (
            <SurveyPage
              className="test-path__survey"
              components={visible}
              items={items}
              answers={answers}
              responses={responses}
              lang={{ language, defaultLanguage: language }}
              sources={sources}
              onAnswer={onAnswer}
            >
              {items.length ? null : <p>Nothing on this page shows for these answers.</p>}
            </SurveyPage>
          ) : (
            <p role="alert">This page is no longer in the routing flow.</p>
          )}
        </div>
      )}
      <div className="test-path__actions">
        <Button onClick={() => setPath(back(path))} disabled={!path.end && path.pages.length === 1}>Previous page</Button>
        {!path.end && items && <Button variant="primary" onClick={() => setPath(advance(path, source, responses))}>Next page</Button>}
        <Button variant="ghost" onClick={() => { setPath(startPath(fromPage)); setAnswers(NO_ANSWERS); }}>Start again</Button>
      </div>
    </section>
  );
}

function Decision({ decision, doc, vocabulary, onSelect }: {
  readonly decision: GroupDecision;
  readonly doc: DraftDoc;
  readonly vocabulary: ConditionVocabulary;
  readonly onSelect: (cid: string) => void;
}) {
  const group = routingName(doc, decision.group.id) || 'Routing group';
  return (
    <div className="test-path__decision">
      <button type="button" className="link-button" onClick={() => onSelect(decision.group.id)}>{group}</button>
      <ul aria-label={`${group}: branches tried`}>
        {decision.trials.map(({ branch, holds }) => (
          <li key={branch.id} data-holds={holds}>
            <button type="button" className="link-button" onClick={() => onSelect(branch.id)}>{routingName(doc, branch.id) || 'Branch'}</button>
            {' '}({conditionWords(branch.condition, vocabulary)}): {holds ? 'holds, taken' : 'does not hold'}
          </li>
        ))}
      </ul>
      {decision.taken ? null : <p>No branch holds: the flow goes on after the group.</p>}
    </div>
  );
}

const STATUS_WORDS = { complete: 'Complete', screened: 'Screened', quota_full: 'Quota full', closed: 'Closed' } as const;

function Ending({ step, doc, onSelect }: { readonly step: FlowStep; readonly doc: DraftDoc; readonly onSelect: (cid: string) => void }) {
  const stop = step.stop;
  switch (stop.kind) {
    case 'exit': {
      const exit: Component | undefined = componentOf(doc, stop.exit.id);
      return <p role="status">The respondent leaves by exit {exit?.name ?? ''} as {STATUS_WORDS[stop.status]}.</p>;
    }
    case 'terminate':
      return (
        <p role="status">
          <button type="button" className="link-button" onClick={() => onSelect(stop.page.id)}>{routingName(doc, stop.page.id)}</button>
          {' '}ends the survey as {STATUS_WORDS[stop.status]}.
        </p>
      );
    case 'flow_end':
      return <p role="status">The flow ends here without an exit block.</p>;
    case 'page':
      return null;
    default: {
      const never: never = stop;
      throw new RangeError(`Unexpected stop ${JSON.stringify(never)}`);
    }
  }
}
