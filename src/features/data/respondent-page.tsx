// A respondent's page (/surveys/{id}/manage/data/{respondentId}): every answer by question, each
// editable with the widget its value kind needs. Saving sends the changed questions
// (`updateRespondent`), which makes the respondent screened with reason Manual (spec §4): the page
// says so before saving. Delete asks for confirmation in a modal. A refusal is shown beside its
// question when the server names one, else above the form; nothing typed is lost.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import type { RespondentDataRegion } from '../../../schema/api/respondent-data';
import { respondentData } from '../../api/respondent-data';
import { ApiError } from '../../api/client';
import { useApi } from '../../app/session-context';
import { Alert, Button, LoadingIndicator } from '../../widgets/feedback';
import { AnswerGroupEditor } from './answer-group-editor';
import { DeleteRespondent } from './delete-respondent';
import { respondentTime } from './data-columns';
import { DELETE_RESPONDENT, RESPONDENT_QUERY, UPDATE_RESPONDENT } from './respondent-operations';
import { answersToSave, draftsOf, questionModels, type GroupDraft } from './respondent-answers';
import type { RespondentRow } from './respondent-data-types';
import { RespondentStatusBeacon } from './respondent-status-beacon';
import { useHeaders, type Loaded } from './use-respondent-page';
import './data.css';

export interface RespondentPageProps {
  readonly surveyId: string;
  readonly respondentId: string;
  readonly region: RespondentDataRegion;
  readonly canEdit: boolean;
  /** Back to the table (after a delete too). */
  readonly onClose: () => void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Unknown');

function useRespondent(surveyId: string, id: string, region: RespondentDataRegion): [Loaded<RespondentRow | null>, (row: RespondentRow) => void] {
  const api = useApi();
  const [state, setState] = useState<{ key: string; load: Loaded<RespondentRow | null> }>({ key: '', load: { kind: 'loading' } });
  const key = `${region}/${surveyId}/${id}`;
  useEffect(() => {
    const controller = new AbortController();
    respondentData<{ respondent: RespondentRow | null }>(api, region, RESPONDENT_QUERY, { surveyId, id }, { signal: controller.signal })
      .then((data) => setState({ key, load: { kind: 'ready', value: data.respondent } }))
      .catch((error: unknown) => { if (!controller.signal.aborted) setState({ key, load: { kind: 'error', message: messageOf(error) } }); });
    return () => controller.abort();
  }, [api, region, surveyId, id, key]);
  const load = state.key === key ? state.load : { kind: 'loading' as const };
  return [load, (row) => setState({ key, load: { kind: 'ready', value: row } })];
}

export function RespondentPage({ surveyId, respondentId, region, canEdit, onClose }: RespondentPageProps) {
  const [respondent, setRespondent] = useRespondent(surveyId, respondentId, region);
  const row = respondent.kind === 'ready' ? respondent.value : null;
  return (
    <section className="respondent-page" aria-labelledby="respondent-title">
      <p><Link to="/surveys/$surveyId/manage/data" params={{ surveyId }} search={(prev) => prev}>← Back to the data</Link></p>
      <h2 id="respondent-title">Respondent {respondentId.slice(0, 8)}</h2>
      {respondent.kind === 'loading' && <LoadingIndicator />}
      {respondent.kind === 'error' && <Alert severity="error" title="The respondent could not be loaded">{respondent.message}</Alert>}
      {respondent.kind === 'ready' && !row && <Alert severity="warning">This respondent no longer exists.</Alert>}
      {row && <RespondentForm key={row.id} surveyId={surveyId} region={region} row={row} canEdit={canEdit} onSaved={setRespondent} onDeleted={onClose} />}
    </section>
  );
}

interface FormProps {
  readonly surveyId: string;
  readonly region: RespondentDataRegion;
  readonly row: RespondentRow;
  readonly canEdit: boolean;
  readonly onSaved: (row: RespondentRow) => void;
  readonly onDeleted: () => void;
}

function RespondentForm({ surveyId, region, row, canEdit, onSaved, onDeleted }: FormProps) {
  const api = useApi();
  const headers = useHeaders(surveyId, region, row.version);
  const questions = useMemo(() => (headers.kind === 'ready' ? questionModels(headers.value) : []), [headers]);
  const [drafts, setDrafts] = useState<Map<string, GroupDraft> | null>(null);
  const current = useMemo(() => drafts ?? draftsOf(row, questions), [drafts, row, questions]);
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  const edit = (questionId: string, key: string, draft: GroupDraft) => {
    setDrafts(new Map(current).set(key, draft));
    setChanged(new Set(changed).add(questionId));
    setSaved(false);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const result = answersToSave(questions, current, changed);
    if (!result.ok) { setErrors(result.errors); return; }
    setErrors(new Map());
    setFormError(null);
    setSaving(true);
    try {
      const reply = await respondentData<{ updateRespondent: RespondentRow }>(api, region, UPDATE_RESPONDENT, { surveyId, id: row.id, update: { answers: result.answers } });
      // The saved row becomes the form's starting point (no remount, so the notice stays).
      setDrafts(null);
      setChanged(new Set());
      setSaved(true);
      onSaved(reply.updateRespondent);
    } catch (error) {
      // The service names the question (its id in the respondent's version) of a refused answer.
      const details = error instanceof ApiError ? (error.details as { questionId?: unknown } | undefined) : undefined;
      const answer = row.answers.find((a) => a.questionId === details?.questionId || a.designQuestionId === details?.questionId);
      const group = questions.find((q) => q.questionId === (answer?.designQuestionId ?? details?.questionId))?.groups[0];
      if (group) setErrors(new Map([[group.key, messageOf(error)]]));
      else setFormError(messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    await respondentData(api, region, DELETE_RESPONDENT, { surveyId, id: row.id });
    onDeleted();
  };

  return (
    <>
      <dl className="respondent-facts">
        <div><dt>Status</dt><dd><RespondentStatusBeacon status={row.status} reason={row.screenedReason} /></dd></div>
        <div><dt>Started</dt><dd>{respondentTime(row.surveyStart) || '—'}</dd></div>
        <div><dt>Ended</dt><dd>{respondentTime(row.surveyEnd) || '—'}</dd></div>
        <div><dt>Language</dt><dd>{row.languageId}</dd></div>
        <div><dt>Rows</dt><dd>{row.isTest ? 'Test' : 'Live'}</dd></div>
        <div><dt>Version</dt><dd>{row.version}</dd></div>
        <div><dt>ID</dt><dd className="respondent-facts__id">{row.id}</dd></div>
      </dl>
      {saved && <Alert severity="success">Saved. The respondent is now screened, with reason Manual.</Alert>}
      {headers.kind === 'error' && <Alert severity="error" title="The questions could not be loaded">{headers.message}</Alert>}
      {headers.kind === 'loading' && <LoadingIndicator />}
      <form className="respondent-answers" onSubmit={(event) => void save(event)} aria-label="Answers">
        {questions.map((question) => (
          <fieldset key={question.questionId} className="respondent-answer" disabled={!canEdit || saving}>
            <legend><span className="respondent-answer__name">{question.name}</span> {question.text}</legend>
            {question.groups.map((group) => (
              <AnswerGroupEditor key={group.key} group={group} disabled={!canEdit || saving}
                label={question.groups.length > 1 ? `${question.name} ${group.name}` : question.name}
                draft={current.get(group.key)!} error={errors.get(group.key) ?? null}
                onChange={(draft) => edit(question.questionId, group.key, draft)} />
            ))}
          </fieldset>
        ))}
        {canEdit && (
          <div className="respondent-answers__actions">
            {formError && <Alert severity="error" title="The answers were not saved">{formError}</Alert>}
            <Alert severity="warning">Saving changes this respondent's status to screened, with reason Manual.</Alert>
            <Button type="submit" variant="primary" loading={saving} disabled={changed.size === 0}>Save answers</Button>
            <DeleteRespondent onDelete={remove} />
          </div>
        )}
      </form>
    </>
  );
}
