// @vitest-environment jsdom
import '../../widgets/feedback/dom-test-setup';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import type { Session } from '../../app/session';
import { SessionContext } from '../../app/session-context';
import { ProfilePage } from './profile-page';

function renderProfile() {
  const login = {
    user: { id: 'u1', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', is_admin: false },
    org: { id: 'o1', name: 'Analytical Engines' },
  };
  const auth = createActor(createMachine({ context: { login } })).start();
  const session = { api: {}, auth } as unknown as Session;
  render(<SessionContext value={session}><ProfilePage /></SessionContext>);
}

describe('ProfilePage', () => {
  it('keeps the name editable', () => {
    renderProfile();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
  });

  // Issue 12: the e-mail looked like a field one could edit, though only an admin can change it.
  it('shows the e-mail as text with who can change it, not as a text box', () => {
    renderProfile();
    expect(screen.queryByRole('textbox', { name: /e-mail/i })).toBeNull();
    expect(screen.getByRole('definition', { name: 'E-mail' })).toHaveTextContent('ada@example.com');
    expect(screen.getByText('Only an admin can change your e-mail address.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Organisation' })).toBeNull();
    expect(screen.getByText('Analytical Engines')).toBeInTheDocument();
  });
});
