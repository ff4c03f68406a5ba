// /set-password?token=…: the single-use link from an invitation or reset. The password is sent
// with the link's token (PATCH /access/api/users/me); then the user is signed in with it.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { useSession } from '../../app/session-context';
import { ApiError } from '../../api/client';
import { minPasswordLength, patchMe } from '../../../schema/api/access/users';
import { Field, requiredMessage } from '../form/field';

export function passwordErrors(password: string, confirm: string): { password: string | null; confirm: string | null } {
  return {
    password: !password ? requiredMessage : password.length < minPasswordLength ? `Use at least ${minPasswordLength} characters` : null,
    confirm: !confirm ? requiredMessage : confirm !== password ? 'The passwords do not match' : null,
  };
}

export function SetPasswordPage() {
  const { api, auth } = useSession();
  const navigate = useNavigate();
  const { token } = useSearch({ from: '/set-password' });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errors = passwordErrors(password, confirm);

  if (!token) {
    return (
      <main className="public-page">
        <section className="public-card" aria-labelledby="set-password-title">
          <h1 id="set-password-title">Set your password</h1>
          <p role="alert">This page needs the link from your e-mail. Ask for a new one from the sign-in page.</p>
          <Link to="/login" className="button button-primary">Go to sign in</Link>
        </section>
      </main>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (errors.password || errors.confirm) return;
    setBusy(true);
    setFailure(null);
    try {
      const { user } = await api.call(patchMe, { body: { password }, token });
      auth.send({ type: 'auth.signIn', email: user.email, password });
      const settled = await waitFor(auth, (s) => s.matches('signedIn') || s.matches('signedOut'));
      await navigate({ to: settled.matches('signedIn') ? '/dashboard' : '/login' });
    } catch (error) {
      setFailure(error instanceof ApiError && error.status === 401
        ? 'This link has expired or has already been used. Ask for a new one from the sign-in page.'
        : error instanceof ApiError ? error.message : 'Unknown');
      setBusy(false);
    }
  };

  return (
    <main className="public-page">
      <form className="public-card" onSubmit={submit} noValidate aria-labelledby="set-password-title">
        <h1 id="set-password-title">Set your password</h1>
        <Field label="New password" type="password" autoComplete="new-password" value={password}
          onChange={(e) => setPassword(e.target.value)} error={touched ? errors.password : null}
          hint={`At least ${minPasswordLength} characters.`} />
        <Field label="Confirm password" type="password" autoComplete="new-password" value={confirm}
          onChange={(e) => setConfirm(e.target.value)} error={touched ? errors.confirm : null} />
        {failure && <p className="form-error" role="alert">{failure}</p>}
        <button type="submit" className="button button-primary" disabled={busy}>{busy ? 'Saving…' : 'Set password'}</button>
        <Link to="/login" className="button-link">Back to sign in</Link>
      </form>
    </main>
  );
}
