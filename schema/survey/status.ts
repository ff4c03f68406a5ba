import { z } from 'zod';
import type { SurveyStatus } from './survey';

/**
 * What can move a survey's deployment status. Events are named explicitly, never inferred by
 * comparing an old and a new status.
 */
export const statusEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('publish'),
    /** Publish and make the new version the active one. */
    setActive: z.boolean(),
  }),
  z.object({ type: z.literal('setActiveVersion') }),
]);
export type StatusEvent = z.infer<typeof statusEventSchema>;

/** The table's columns: publish splits on setActive. */
export type StatusEventKey = 'publish' | 'publishActive' | 'setActiveVersion';

/**
 * Spec §4: publishing while draft → test; publishing with set-active → live; setting the active
 * version → live if not already. Publishing a plain version never demotes a test or live survey.
 * Closed has no specified transitions, so every event leaves it closed.
 */
export const STATUS_TRANSITIONS = {
  draft: { publish: 'test', publishActive: 'live', setActiveVersion: 'live' },
  test: { publish: 'test', publishActive: 'live', setActiveVersion: 'live' },
  live: { publish: 'live', publishActive: 'live', setActiveVersion: 'live' },
  closed: { publish: 'closed', publishActive: 'closed', setActiveVersion: 'closed' },
} as const satisfies { readonly [S in SurveyStatus]: { readonly [E in StatusEventKey]: SurveyStatus } };

export function statusEventKey(event: StatusEvent): StatusEventKey {
  if (event.type === 'setActiveVersion') return 'setActiveVersion';
  return event.setActive ? 'publishActive' : 'publish';
}

/** The status a survey in `current` has after `event`. */
export function nextStatus(current: SurveyStatus, event: StatusEvent): SurveyStatus {
  return STATUS_TRANSITIONS[current][statusEventKey(event)];
}

/** Whether `event` changes the status, i.e. whether a status save must follow it. */
export function changesStatus(current: SurveyStatus, event: StatusEvent): boolean {
  return nextStatus(current, event) !== current;
}
