// The authenticated base layout: left menu, the page, and the welcome/agreement message that
// stands in front of everything until the user accepts it.
import { useState } from 'react';
import { Outlet } from '@tanstack/react-router';
import { useLogin } from '../../app/session-context';
import { LeftMenu } from './left-menu';
import { AgreementDialog } from './agreement-dialog';
import { HelpDock } from '../help/help-dock';

export function BaseLayout() {
  const login = useLogin();
  const accepted = login?.user.development_fields.user_agreement_accepted === true;
  const [helpOpen, setHelpOpen] = useState(false);
  return (
    <>
      {/* Until the agreement is accepted nothing behind the message can be reached. */}
      <div className="app-shell" inert={!accepted || undefined}>
        <LeftMenu helpOpen={helpOpen} onToggleHelp={() => setHelpOpen((open) => !open)} />
        <main className="app-main" id="main">
          <Outlet />
        </main>
        <HelpDock open={helpOpen} onOpenChange={setHelpOpen} />
      </div>
      {login && !accepted && <AgreementDialog firstName={login.user.first_name} />}
    </>
  );
}
