// Deleting a survey asks first: it removes the survey, its questions and routing for everyone.
import { useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import type { SurveySummary } from '../../api/types';
import { ApiError } from '../../api/client';
import { useApi } from '../../app/session-context';
import { Modal } from '../../widgets/overlay';
import { Button } from '../../widgets/feedback';
import { deleteSurvey } from './survey-api';

export function DeleteSurveyDialog({ survey, onClose }: { survey: SurveySummary; onClose: () => void }) {
  const api = useApi();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    try {
      await deleteSurvey(api, survey.id);
      await router.invalidate();
      onClose();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'Unknown');
      setBusy(false);
    }
  };

  return (
    <Modal open onOpenChange={(next) => !next && !busy && onClose()} title={`Delete “${survey.title}”?`} size="sm"
      description="The survey, its questions, routing and settings are deleted for everyone. This cannot be undone."
      footer={(
        <>
          <Button onClick={onClose} disabled={busy}>Cancel</Button>
          <Button variant="danger" loading={busy} onClick={() => void confirm()}>Delete survey</Button>
        </>
      )}>
      {failure && <p className="form-error" role="alert">{failure}</p>}
    </Modal>
  );
}
