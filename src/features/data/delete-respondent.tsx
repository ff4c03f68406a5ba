// Deleting a respondent, confirmed in a modal; a refusal stays in the modal with the server's words.
import { useState } from 'react';
import { Alert, Button } from '../../widgets/feedback';
import { Modal } from '../../widgets/overlay';

export function DeleteRespondent({ onDelete }: { onDelete: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onDelete();
      setOpen(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Unknown');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>Delete respondent</Button>
      <Modal open={open} onOpenChange={(next) => { if (!busy) setOpen(next); }} title="Delete this respondent?" size="sm"
        description="Their answers are removed for good; this cannot be undone."
        footer={<>
          <Button onClick={() => setOpen(false)} disabled={busy}>Cancel</Button>
          <Button variant="danger" loading={busy} onClick={() => void confirm()}>Delete</Button>
        </>}>
        {error && <Alert severity="error" title="The respondent was not deleted">{error}</Alert>}
      </Modal>
    </>
  );
}
