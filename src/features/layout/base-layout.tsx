// The authenticated base layout: left menu, the page, and the welcome/agreement message that
// stands in front of everything until the user accepts it.
import { Outlet } from '@tanstack/react-router';
import { useLogin } from '../../app/session-context';
import { LeftMenu } from './left-menu';
import { AgreementDialog } from './agreement-dialog';

export function BaseLayout() {
  const login = useLogin();
  const accepted = login?.user.development_fields.user_agreement_accepted === true;
  return (
    <>
      {/* Until the agreement is accepted nothing behind the message can be reached. */}
      <div className="app-shell" inert={!accepted || undefined}>
        <LeftMenu />
        <main className="app-main" id="main">
          <Outlet />
        </main>
      </div>
      {login && !accepted && <AgreementDialog firstName={login.user.first_name} />}
    </>
  );
}
