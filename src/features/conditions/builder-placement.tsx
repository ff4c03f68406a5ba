// Where the condition builder opens (spec §5: "opens as a modal or in the side panel"): as a dialog
// over the page, or docked in a side panel beside the settings, so the survey stays in view. The
// author's choice is remembered for the browser session, for every condition field alike.
import { AppWindow, PanelRight } from 'lucide-react';
import { browserSession, recall, remember } from '../../app/session-memory';
import { Button } from '../../widgets/feedback';

export const BUILDER_PLACEMENTS = ['dialog', 'panel'] as const;
export type BuilderPlacement = (typeof BUILDER_PLACEMENTS)[number];

const STORAGE_KEY = 'fieldwork.condition-builder.placement';

const isPlacement = (value: unknown): value is BuilderPlacement => BUILDER_PLACEMENTS.includes(value as BuilderPlacement);

/** The remembered placement; the dialog until the author docks the builder once. */
export function readBuilderPlacement(storage: Storage | undefined = browserSession()): BuilderPlacement {
  const stored = recall(storage, STORAGE_KEY);
  return isPlacement(stored) ? stored : 'dialog';
}

export function rememberBuilderPlacement(placement: BuilderPlacement, storage: Storage | undefined = browserSession()): void {
  remember(storage, STORAGE_KEY, placement);
}

/** The header button that moves the open builder to the other container. */
export function PlacementToggle({ placement, onChange }: { placement: BuilderPlacement; onChange: (next: BuilderPlacement) => void }) {
  return placement === 'dialog' ? (
    <Button size="sm" variant="ghost" onClick={() => onChange('panel')}>
      <PanelRight aria-hidden size={16} /> Dock to side panel
    </Button>
  ) : (
    <Button size="sm" variant="ghost" onClick={() => onChange('dialog')}>
      <AppWindow aria-hidden size={16} /> Open as dialog
    </Button>
  );
}
