import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../api/client';
import type { PublishedSurvey } from '../../../api/types';
import type { DraftReadiness } from './draft-readiness';
import type { PublishRequest } from './launch-api';
import { publishMachine } from './publish.machine';

const version: PublishedSurvey = {
  version: 3, published_survey_id: 'p3', is_active: true, development_fields: { launch_languages: ['en'] }, created_by: null, created_at: '2026-05-01T10:00:00Z',
};
const request: PublishRequest = { launchLanguages: ['en'], setActive: true };

function start(options: { readiness?: DraftReadiness; publish?: (input: PublishRequest) => Promise<PublishedSurvey> } = {}) {
  const calls: PublishRequest[] = [];
  let announced = 0;
  const actor = createActor(publishMachine.provide({
    actors: {
      draftSaved: fromPromise(async () => options.readiness ?? { ok: true }),
      publishVersion: fromPromise(async ({ input }: { input: PublishRequest }) => {
        calls.push(input);
        return (options.publish ?? (async () => version))(input);
      }),
    },
    actions: { announce: () => void announced++ },
  })).start();
  return { actor, calls, announced: () => announced };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => !s.matches('saving') && !s.matches('publishing'));

describe('publish machine', () => {
  it('publishes once the draft is saved and announces the new version', async () => {
    const { actor, calls, announced } = start();
    actor.send({ type: 'publish.request', request });
    const done = await settled(actor);
    expect(done.value).toBe('published');
    expect(done.context.published).toEqual(version);
    expect(calls).toEqual([request]);
    expect(announced()).toBe(1);
  });

  it('does not publish when the draft cannot be saved, and says why', async () => {
    const { actor, calls } = start({ readiness: { ok: false, reason: 'offline', message: 'You are offline: 2 changes are waiting to be saved.' } });
    actor.send({ type: 'publish.request', request });
    const done = await settled(actor);
    expect(done.value).toBe('blocked');
    expect(done.context).toMatchObject({ blockedBy: 'offline', message: expect.stringContaining('offline') });
    expect(calls).toEqual([]);
  });

  it('lists the critical findings of a refusal', async () => {
    const findings = [{ code: 'no_questions', level: 'critical', area: 'survey', message: 'The survey has no questions', item_id: null, item_kind: null, item_name: null, client_ref: null }];
    const { actor, announced } = start({ publish: async () => { throw new ApiError(422, 'Cannot be published', 'critical_findings', findings); } });
    actor.send({ type: 'publish.request', request });
    const done = await settled(actor);
    expect(done.value).toBe('refused');
    expect(done.context.findings).toEqual(findings);
    expect(announced()).toBe(0);
  });

  it('keeps the message and details of another failure, and can publish again', async () => {
    let fail = true;
    const { actor } = start({
      publish: async () => {
        if (fail) throw new ApiError(400, 'Invalid body: development_fields.launch_languages: xx', 'bad_request', [{ field: 'development_fields.launch_languages' }]);
        return version;
      },
    });
    actor.send({ type: 'publish.request', request });
    const failed = await settled(actor);
    expect(failed.value).toBe('failed');
    expect(failed.context).toMatchObject({ message: expect.stringContaining('launch_languages'), details: [{ field: 'development_fields.launch_languages' }] });
    fail = false;
    actor.send({ type: 'publish.request', request });
    const again = await settled(actor);
    expect(again.value).toBe('published');
    expect(again.context.message).toBeNull();
  });

  it('ignores a second request while one is on its way', async () => {
    let release: (v: PublishedSurvey) => void = () => {};
    const { actor, calls } = start({ publish: () => new Promise((resolve) => { release = resolve; }) });
    actor.send({ type: 'publish.request', request });
    await waitFor(actor, (s) => s.matches('publishing'));
    actor.send({ type: 'publish.request', request: { launchLanguages: ['en'], setActive: false } });
    release(version);
    expect((await settled(actor)).value).toBe('published');
    expect(calls).toEqual([request]);
  });
});
