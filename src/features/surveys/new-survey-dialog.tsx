// "New Survey": asks for a title, creates the survey and opens its overview.
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useApi } from '../../app/session-context';
import { ApiError } from '../../api/client';
import { Modal } from '../../widgets/overlay';
import { Button } from '../../widgets/feedback';
import { Field, requiredMessage } from '../form/field';
import { createSurvey } from './survey-api';

export function NewSurveyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const api = useApi();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

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
    <Modal open={open} onOpenChange={(next) => !next && !busy && onClose()} title="New survey" size="sm">
      <form onSubmit={submit} noValidate>
        <Field label="Survey title" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200}
          error={touched && !title.trim() ? requiredMessage : null} autoFocus />
        {failure && <p className="form-error" role="alert">{failure}</p>}
        <div className="dialog-actions">
          <Button onClick={onClose} disabled={busy}>Cancel</Button>
          <Button type="submit" variant="primary" loading={busy}>Create survey</Button>
        </div>
      </form>
    </Modal>
  );
}
