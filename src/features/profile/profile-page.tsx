// /profile: the user's name (editable), e-mail and organisation (text: only an admin changes them), a set-password link by e-mail,
// and sign out.
import { useState, type FormEvent } from 'react';
import { useLogin, useSession } from '../../app/session-context';
import { ApiError } from '../../api/client';
import { resetPassword } from '../../../schema/api/access/auth';
import { patchMe } from '../../../schema/api/access/users';
import { Field, requiredMessage } from '../form/field';

type Notice = { kind: 'success' | 'error'; text: string } | null;

export function ProfilePage() {
  const { api, auth } = useSession();
  const login = useLogin();
  const user = login?.user;
  const [firstName, setFirstName] = useState(user?.first_name ?? '');
  const [lastName, setLastName] = useState(user?.last_name ?? '');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [linkNotice, setLinkNotice] = useState<Notice>(null);
  if (!user) return null;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!firstName.trim()) return;
    setBusy(true);
    try {
      const result = await api.call(patchMe, { body: { first_name: firstName.trim(), last_name: lastName.trim() } });
      auth.send({ type: 'auth.userUpdated', user: result.user });
      setNotice({ kind: 'success', text: 'Your details were saved.' });
    } catch (error) {
      setNotice({ kind: 'error', text: error instanceof ApiError ? error.message : 'Unknown' });
    } finally {
      setBusy(false);
    }
  };

  const sendLink = async () => {
    try {
      await api.call(resetPassword, { body: { email: user.email } });
      setLinkNotice({ kind: 'success', text: `We sent a link to ${user.email} to set a new password.` });
    } catch (error) {
      setLinkNotice({ kind: 'error', text: error instanceof ApiError ? error.message : 'Unknown' });
    }
  };

  return (
    <section className="page" aria-labelledby="profile-title">
      <header className="page-header"><h1 id="profile-title">Profile</h1></header>
      <form className="card form-card" onSubmit={save} noValidate aria-labelledby="profile-details">
        <h2 id="profile-details">Your details</h2>
        <Field label="First name" value={firstName} onChange={(e) => setFirstName(e.target.value)} autoComplete="given-name"
          error={!firstName.trim() ? requiredMessage : null} />
        <Field label="Last name" value={lastName} onChange={(e) => setLastName(e.target.value)} autoComplete="family-name" />
        {/* Shown as text, not as a read-only box that looks editable: only an admin can change these. */}
        <dl className="facts profile-facts">
          <div className="fact">
            <dt id="profile-email">E-mail</dt>
            <dd aria-labelledby="profile-email">
              {user.email}
              <p className="field__hint">Only an admin can change your e-mail address.</p>
            </dd>
          </div>
          {login.org && (
            <div className="fact">
              <dt>Organisation</dt>
              <dd>{login.org.name}</dd>
            </div>
          )}
        </dl>
        {notice && <p className={notice.kind === 'success' ? 'form-success' : 'form-error'} role={notice.kind === 'success' ? 'status' : 'alert'}>{notice.text}</p>}
        <button type="submit" className="button button-primary" disabled={busy}>{busy ? 'Saving…' : 'Save'}</button>
      </form>
      <section className="card form-card" aria-labelledby="profile-password">
        <h2 id="profile-password">Password</h2>
        <p className="muted">Changing your password here is coming soon. Meanwhile we can e-mail you a single-use link to set a new one.</p>
        {linkNotice && <p className={linkNotice.kind === 'success' ? 'form-success' : 'form-error'} role="status">{linkNotice.text}</p>}
        <button type="button" className="button" onClick={sendLink}>E-mail me a link</button>
      </section>
      <section className="card form-card" aria-labelledby="profile-session">
        <h2 id="profile-session">Session</h2>
        <p className="muted">Signing out also removes every survey draft and setting Fieldwork kept in this browser.</p>
        <button type="button" className="button button-danger" onClick={() => auth.send({ type: 'auth.signOut' })}>Sign out</button>
      </section>
    </section>
  );
}
