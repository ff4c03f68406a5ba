// Asks the server to e-mail a single-use set-password link. The answer is the same whether or
// not the account exists, so this form cannot be used to find out who has one.
import { useState, type FormEvent } from 'react';
import { useApi } from '../../app/session-context';
import { ApiError } from '../../api/client';
import { resetPassword } from '../../../schema/api/access/auth';
import { Field, requiredMessage } from '../form/field';

export function ForgotPassword({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const api = useApi();
  const [email, setEmail] = useState(initialEmail);
  const [state, setState] = useState<{ kind: 'idle' | 'sending' } | { kind: 'sent' | 'error'; message: string }>({ kind: 'idle' });
  const [touched, setTouched] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!email.trim()) return;
    setState({ kind: 'sending' });
    try {
      const { message } = await api.call(resetPassword, { body: { email: email.trim() } });
      setState({ kind: 'sent', message });
    } catch (error) {
      setState({ kind: 'error', message: error instanceof ApiError ? error.message : 'Unknown' });
    }
  };

  return (
    <main className="public-page">
      <form className="public-card" onSubmit={submit} noValidate aria-labelledby="forgot-title">
        <h1 id="forgot-title">Set a new password</h1>
        <p>Enter your e-mail and we will send you a link to choose a new password.</p>
        <Field label="E-mail" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)}
          error={touched && !email.trim() ? requiredMessage : null} />
        {state.kind === 'sent' && <p className="form-success" role="status">{state.message}</p>}
        {state.kind === 'error' && <p className="form-error" role="alert">{state.message}</p>}
        <button type="submit" className="button button-primary" disabled={state.kind === 'sending'}>
          {state.kind === 'sending' ? 'Sending…' : 'Send link'}
        </button>
        <button type="button" className="button-link" onClick={onBack}>Back to sign in</button>
      </form>
    </main>
  );
}
