// "New Survey": asks for a title, creates the survey and opens its overview.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useApi } from '../../app/session-context';
import { ApiError } from '../../api/client';
import { Field, requiredMessage } from '../form/field';
import { createSurvey } from './survey-api';

export function NewSurveyDialog({ onClose }: { onClose: () => void }) {
  const api = useApi();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!title.trim()) return;
    setBusy(true);
    try {
      const survey = await createSurvey(api, title.trim());
      await navigate({ to: '/surveys/$surveyId/overview', params: { surveyId: survey.id } });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'Unknown');
      setBusy(false);
    }
  };

  return (
    <dialog ref={dialog} className="dialog" aria-labelledby="new-survey-title" onClose={onClose} onCancel={() => !busy && onClose()}>
      <form onSubmit={submit} noValidate>
        <h2 id="new-survey-title">New survey</h2>
        <Field label="Survey title" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200}
          error={touched && !title.trim() ? requiredMessage : null} autoFocus />
        {failure && <p className="form-error" role="alert">{failure}</p>}
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose} disabled={busy}>Cancel</button>
          <button type="submit" className="button button-primary" disabled={busy}>{busy ? 'Creating…' : 'Create survey'}</button>
        </div>
      </form>
    </dialog>
  );
}
