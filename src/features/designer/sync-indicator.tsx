// How saving goes (spec §4 change flags; issue: saved, saving, offline with N waiting, error),
// with the unsaved-changes mark. Announced politely to screen readers.
import { CheckCircle2, CloudOff, Loader2, TriangleAlert } from 'lucide-react';
import { useSyncStatus } from '../drafts/use-draft';
import type { SyncStatus } from '../../../sync/status';

const changes = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'}`;

export function syncText(status: SyncStatus): string {
  switch (status.kind) {
    case 'loading': return 'Reading the local draft…';
    case 'saved': return 'All changes saved';
    case 'saving': return `Saving ${changes(status.waiting)}…`;
    case 'offline': return `Offline: ${changes(status.waiting)} waiting`;
    case 'error': return `Not saved: ${status.reason}${status.waiting ? ` (${changes(status.waiting)} waiting)` : ''}`;
  }
}

export function SyncIndicator() {
  const status = useSyncStatus();
  const Icon = { loading: Loader2, saved: CheckCircle2, saving: Loader2, offline: CloudOff, error: TriangleAlert }[status.kind];
  return (
    <span className={`sync-indicator sync-${status.kind}`} role="status" aria-live="polite">
      {status.kind !== 'saved' && status.kind !== 'loading' && <span className="unsaved-mark" title="Unsaved changes" aria-hidden>●</span>}
      <Icon aria-hidden size={16} /> {syncText(status)}
    </span>
  );
}
