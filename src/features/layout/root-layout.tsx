// The root of every page: the document title and the announcement of scheduled maintenance.
import { useEffect } from 'react';
import { Outlet, isNotFound, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useSession } from '../../app/session-context';
import { documentTitle } from '../../app/route-data';
import { formatScheduledFor, isUpcoming } from '../maintenance/scheduled-for';

export function RootLayout() {
  useDocumentTitle();
  return (
    <>
      <MaintenanceNotice />
      <Outlet />
    </>
  );
}

function useDocumentTitle() {
  const title = useRouterState({
    // A path no route matches leaves only the root matched; a guard's notFound() marks its match.
    select: (state) => (state.matches.length <= 1 || state.matches.some((m) => m.status === 'notFound' || isNotFound(m.error))
      ? 'Page not found'
      : state.matches.findLast((m) => m.staticData.title)?.staticData.title),
  });
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

function MaintenanceNotice() {
  const { maintenance } = useSession();
  // Re-evaluated on each poll (every 5 s), so a past schedule disappears on its own.
  const scheduledFor = useSelector(maintenance, (s) => (s.matches('available') && isUpcoming(s.context.scheduledFor) ? s.context.scheduledFor : null));
  if (!scheduledFor) return null;
  return (
    <div className="maintenance-notice" role="status">
      Maintenance is scheduled for {formatScheduledFor(scheduledFor)}. Fieldwork will be unavailable for a short while.
    </div>
  );
}
