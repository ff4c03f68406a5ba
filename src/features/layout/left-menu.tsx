// The left menu: the areas this user may reach, greyed out where not built yet, with Help and
// Profile (user settings, sign out) at the bottom. On a narrow screen the same menu is a drawer.
import { Link } from '@tanstack/react-router';
import { HelpCircle, LogOut } from 'lucide-react';
import { useLogin, useSession } from '../../app/session-context';
import { canReach, navAreas, type NavArea } from './navigation';

export function LeftMenu({ id, open, helpOpen, onToggleHelp, onChoose }: {
  id: string;
  /** Shown as an open drawer (narrow screens only; the desktop menu is always in place). */
  open: boolean;
  helpOpen: boolean;
  onToggleHelp: () => void;
  /** Hears a link followed or a button pressed in the menu, so a drawer can close. */
  onChoose: (kind: 'link' | 'button') => void;
}) {
  const login = useLogin();
  const { auth } = useSession();
  const reachable = navAreas.filter((area) => canReach(area, login));
  return (
    <nav className="left-menu" aria-label="Main" id={id} data-open={open || undefined}
      onClick={(event) => {
        const target = event.target as Element;
        if (target.closest('a[href]')) onChoose('link');
        else if (target.closest('button')) onChoose('button');
      }}>
      <Link to="/dashboard" className="brand">Fieldwork</Link>
      <ul className="menu-list">
        {reachable.filter((a) => a.place === 'top').map((area) => <MenuItem key={area.id} area={area} />)}
      </ul>
      <span id="menu-coming-soon" hidden>Coming in a later release</span>
      <ul className="menu-list menu-bottom">
        <li>
          <button type="button" className="menu-item" aria-expanded={helpOpen} onClick={onToggleHelp}>
            <HelpCircle aria-hidden size={18} /> <span>Help</span>
          </button>
        </li>
        {reachable.filter((a) => a.place === 'bottom').map((area) => <MenuItem key={area.id} area={area} />)}
        <li>
          <button type="button" className="menu-item" onClick={() => auth.send({ type: 'auth.signOut' })}>
            <LogOut aria-hidden size={18} /> <span>Sign out</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}

function MenuItem({ area }: { area: NavArea }) {
  const Icon = area.icon;
  if (!area.built) {
    return (
      <li>
        <span className="menu-item menu-item-disabled" role="link" aria-disabled="true" title="Coming in a later release"
          aria-describedby="menu-coming-soon">
          <Icon aria-hidden size={18} /> <span>{area.label}</span>
        </span>
      </li>
    );
  }
  return (
    <li>
      <Link to={area.to} className="menu-item" activeProps={{ className: 'menu-item menu-item-active', 'aria-current': 'page' }}>
        <Icon aria-hidden size={18} /> <span>{area.label}</span>
      </Link>
    </li>
  );
}
