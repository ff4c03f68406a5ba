// Sign-in (spec §2 /login), with "Forgot password?" sending a single-use link by e-mail.
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { waitFor } from 'xstate';
import { useSession } from '../../app/session-context';
import { safeRedirect } from '../../app/safe-redirect';
import { Field, requiredMessage } from '../form/field';
import { ForgotPassword } from './forgot-password';

export function LoginPage() {
  const { auth } = useSession();
  const navigate = useNavigate();
  const { redirect } = useSearch({ from: '/login' });
  const signingIn = useSelector(auth, (s) => s.matches('signingIn'));
  const serverError = useSelector(auth, (s) => s.context.error);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [forgot, setForgot] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!email.trim() || !password) return;
    auth.send({ type: 'auth.signIn', email: email.trim(), password });
    const settled = await waitFor(auth, (s) => s.matches('signedIn') || s.matches('signedOut'));
    if (settled.matches('signedIn')) await navigate({ href: safeRedirect(redirect) });
  };

  if (forgot) return <ForgotPassword initialEmail={email} onBack={() => setForgot(false)} />;

  return (
    <main className="public-page">
      <form className="public-card" onSubmit={submit} noValidate aria-labelledby="login-title">
        <h1 id="login-title">Sign in to Fieldwork</h1>
        <Field label="E-mail" type="email" name="email" autoComplete="username" value={email}
          onChange={(e) => setEmail(e.target.value)} error={touched && !email.trim() ? requiredMessage : null} />
        <Field label="Password" type="password" name="password" autoComplete="current-password" value={password}
          onChange={(e) => setPassword(e.target.value)} error={touched && !password ? requiredMessage : null} />
        {serverError && <p className="form-error" role="alert">{serverError}</p>}
        <button type="submit" className="button button-primary" disabled={signingIn}>
          {signingIn ? 'Signing in…' : 'Sign in'}
        </button>
        <button type="button" className="button-link" onClick={() => setForgot(true)}>Forgot password?</button>
      </form>
    </main>
  );
}
