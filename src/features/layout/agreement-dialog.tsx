// The welcome/agreement message (spec §4): shown until accepted; acceptance is stored on the
// user (development_fields.user_agreement_accepted) so it is asked once per account.
import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../app/session-context';
import { ApiError } from '../../api/client';
import { patchMe } from '../../../schema/api/access/users';

export function AgreementDialog({ firstName }: { firstName: string }) {
  const { api, auth } = useSession();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const accept = useRef<HTMLButtonElement>(null);
  useEffect(() => accept.current?.focus(), []);

  const onAccept = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { user } = await api.call(patchMe, { body: { development_fields: { user_agreement_accepted: true } } });
      auth.send({ type: 'auth.userUpdated', user });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'Unknown');
      setBusy(false);
    }
  };

  return (
    <div className="dialog-backdrop">
      <div className="dialog" role="dialog" aria-modal="true" aria-labelledby="agreement-title" aria-describedby="agreement-body">
        <h2 id="agreement-title">Welcome to Fieldwork{firstName ? `, ${firstName}` : ''}</h2>
        <div id="agreement-body">
          <p>Fieldwork is in early access, and early access is free. Before you start, please read and accept how we work:</p>
          <ul>
            <li>You keep ownership of your surveys and of the answers you collect; we process them only to run the service for you.</li>
            <li>Respondent data stays in the region you choose for each survey (United Kingdom, Europe or Australia).</li>
            <li>You will only survey people who agreed to be contacted, and you will honour unsubscribes.</li>
            <li>Features may change during early access; we will tell you before anything you rely on is removed.</li>
          </ul>
          <p>A demo survey is waiting in Surveys for you to explore.</p>
        </div>
        {failure && <p className="form-error" role="alert">{failure}</p>}
        <button ref={accept} type="button" className="button button-primary" onClick={onAccept} disabled={busy}>
          {busy ? 'Saving…' : 'Accept and continue'}
        </button>
      </div>
    </div>
  );
}
