// The authenticated base layout: left menu, the page, and the welcome/agreement message that
// stands in front of everything until the user accepts it. On a narrow screen the menu is a
// drawer opened by the Menu button of a top bar (a disclosure: Esc, a click beside it or
// choosing a place closes it).
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, Outlet, useLocation } from '@tanstack/react-router';
import { Menu } from 'lucide-react';
import { useLogin } from '../../app/session-context';
import { Button } from '../../widgets/feedback';
import { LeftMenu } from './left-menu';
import { AgreementDialog } from './agreement-dialog';
import { HelpDock } from '../help/help-dock';
import { useNarrowScreen } from './narrow-screen';

const MENU_ID = 'main-menu';

export function BaseLayout() {
  const login = useLogin();
  const accepted = login?.user.development_fields.user_agreement_accepted === true;
  const [helpOpen, setHelpOpen] = useState(false);
  const narrow = useNarrowScreen();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const main = useRef<HTMLElement>(null);
  // A new page (a link, Back, a redirect) closes the drawer: it was opened to go somewhere.
  const pathname = useLocation({ select: (location) => location.pathname });
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }
  // The drawer exists only on a narrow screen; widening the window puts the menu back in place.
  const drawerOpen = narrow && menuOpen;

  /** Opens the drawer with focus on its first place, so the keyboard continues into the menu. */
  const openMenu = () => {
    flushSync(() => setMenuOpen(true));
    document.getElementById(MENU_ID)?.querySelector<HTMLElement>('.menu-list a[href], .menu-list button')?.focus();
  };
  /** Closes the drawer and puts focus where the author continues: back on the Menu button, or on
   *  the page they chose (the link that had focus disappears with the drawer). */
  const closeMenu = (focus: 'button' | 'page') => {
    flushSync(() => setMenuOpen(false));
    (focus === 'button' ? menuButton : main).current?.focus();
  };

  return (
    <>
      {/* Until the agreement is accepted nothing behind the message can be reached. */}
      <div className="app-shell" inert={!accepted || undefined}
        onKeyDown={(event) => {
          if (drawerOpen && event.key === 'Escape' && !event.defaultPrevented) closeMenu('button');
        }}>
        <header className="app-topbar">
          <Button ref={menuButton} variant="ghost" aria-expanded={drawerOpen} aria-controls={MENU_ID}
            onClick={() => (drawerOpen ? closeMenu('button') : openMenu())}>
            <Menu aria-hidden size={20} /> Menu
          </Button>
          <Link to="/dashboard" className="brand">Fieldwork</Link>
        </header>
        <LeftMenu id={MENU_ID} open={drawerOpen} helpOpen={helpOpen}
          onToggleHelp={() => setHelpOpen((open) => !open)}
          onChoose={(kind) => drawerOpen && closeMenu(kind === 'link' ? 'page' : 'button')} />
        {drawerOpen && <div className="menu-backdrop" aria-hidden="true" onClick={() => closeMenu('button')} />}
        {/* Focusable (by script only) on a narrow screen, to take focus from a closing drawer. */}
        <main className="app-main" id="main" tabIndex={narrow ? -1 : undefined} ref={main} inert={drawerOpen || undefined}>
          <Outlet />
        </main>
        <HelpDock open={helpOpen} onOpenChange={setHelpOpen} />
      </div>
      {login && !accepted && <AgreementDialog firstName={login.user.first_name} />}
    </>
  );
}
