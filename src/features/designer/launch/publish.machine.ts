// Publishing a version (spec §4, §8): wait until the draft is on the server, ask the server to
// publish, and show what came of it: the new version, the critical findings it was refused for,
// why the draft could not be saved first, or the failure's message and details. Any end state can
// publish again. The page provides the actors (draft store, API) and `announce` (refresh screens).
import { assign, fromPromise, setup } from 'xstate';
import type { PublishedSurvey, PublishRefusalFinding } from '../../../api/types';
import type { DraftReadiness } from './draft-readiness';
import { refusalFindings, type PublishRequest } from './launch-api';

export type PublishEvent = { type: 'publish.request'; request: PublishRequest };

export interface PublishContext {
  readonly request: PublishRequest | null;
  readonly published: PublishedSurvey | null;
  readonly findings: readonly PublishRefusalFinding[];
  /** Why saving or publishing did not happen (blocked, failed). */
  readonly message: string | null;
  /** The server's error details of a failed publish, when it sent some. */
  readonly details: unknown;
  readonly blockedBy: Exclude<DraftReadiness, { ok: true }>['reason'] | null;
}

const initial: PublishContext = { request: null, published: null, findings: [], message: null, details: null, blockedBy: null };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Unknown');
const detailsOf = (error: unknown) => (error && typeof error === 'object' && 'details' in error ? error.details : null);

export const publishMachine = setup({
  types: {
    context: {} as PublishContext,
    events: {} as PublishEvent,
  },
  actors: {
    draftSaved: fromPromise<DraftReadiness>(async () => ({ ok: true })),
    publishVersion: fromPromise<PublishedSurvey, PublishRequest>(async () => {
      throw new Error('publishVersion is provided by the page');
    }),
  },
  guards: {
    isSaved: (_, readiness: DraftReadiness) => readiness.ok,
    isRefusal: (_, error: unknown) => refusalFindings(error) !== null,
  },
  actions: {
    /** The page refreshes what a new version changes: the status beacon, the versions lists. */
    announce: () => {},
    start: assign(({ event }) => ({ ...initial, request: event.request })),
  },
}).createMachine({
  id: 'publish',
  context: initial,
  initial: 'idle',
  on: {
    'publish.request': { target: '.saving', actions: 'start' },
  },
  states: {
    idle: {},
    saving: {
      on: { 'publish.request': {} }, // one publish at a time
      invoke: {
        src: 'draftSaved',
        onDone: [
          { guard: { type: 'isSaved', params: ({ event }) => event.output }, target: 'publishing' },
          {
            target: 'blocked',
            actions: assign(({ event }) => (event.output.ok ? {} : { message: event.output.message, blockedBy: event.output.reason })),
          },
        ],
        onError: { target: 'failed', actions: assign(({ event }) => ({ message: messageOf(event.error) })) },
      },
    },
    publishing: {
      on: { 'publish.request': {} },
      invoke: {
        src: 'publishVersion',
        input: ({ context }) => context.request!,
        onDone: { target: 'published', actions: [assign(({ event }) => ({ published: event.output })), 'announce'] },
        onError: [
          {
            guard: { type: 'isRefusal', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'refused',
            actions: assign(({ event }) => ({ findings: refusalFindings(event.error) ?? [], message: messageOf(event.error) })),
          },
          { target: 'failed', actions: assign(({ event }) => ({ message: messageOf(event.error), details: detailsOf(event.error) })) },
        ],
      },
    },
    published: {},
    refused: {},
    blocked: {},
    failed: {},
  },
});
