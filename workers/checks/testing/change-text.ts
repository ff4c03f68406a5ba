// A check change as one line of a property test's failure report (which seed did what).
import type { CheckChange } from '../changes';

export function describeChange(change: CheckChange): string {
  switch (change.type) {
    case 'upsert': return `upsert ${change.components.map((c) => `${c.kind} ${c.id}${c.deleted ? ' (deleted)' : ''}`).join(', ')}`;
    case 'remove': return `remove ${change.ids.join(', ')}`;
    case 'setLanguages': return `languages ${change.additionalLanguages.join(', ') || '(none)'}`;
    case 'reset': return `reset to ${change.components.length} components`;
  }
}
