// Shown while the product is under maintenance; the root layout leaves it when the poll says
// the product is back (to the dashboard when signed in, else to sign-in).
import { useSelector } from '@xstate/react';
import { Wrench } from 'lucide-react';
import { useSession } from '../../app/session-context';
import { formatScheduledFor } from './scheduled-for';

export function MaintenancePage() {
  const { maintenance } = useSession();
  const scheduledFor = useSelector(maintenance, (s) => s.context.scheduledFor);
  return (
    <main className="public-page">
      <section className="public-card" aria-labelledby="maintenance-title">
        <Wrench aria-hidden size={40} />
        <h1 id="maintenance-title">Fieldwork is down for maintenance</h1>
        <p>We are improving Fieldwork and will be back shortly. Nothing you saved is lost.</p>
        {scheduledFor && <p>Maintenance started or was planned for {formatScheduledFor(scheduledFor)}.</p>}
        <p className="muted" role="status">This page checks every few seconds and takes you back as soon as Fieldwork is available.</p>
      </section>
    </main>
  );
}
