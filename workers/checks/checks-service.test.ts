import { MessageChannel } from 'node:worker_threads';
import { expose, wrap, type Endpoint } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { createChecksService, type ChecksService } from './checks-service';
import { edit, validSurvey } from './testing/builders';

describe('checks service', () => {
  it('answers a load, then each change, with every finding and the caller\'s version', () => {
    const service = createChecksService();
    const s = validSurvey();
    expect(service.reset(s.components, [], 1)).toMatchObject({ version: 1, findings: [] });
    const reply = service.apply([{ type: 'upsert', components: [edit(s.q1, { name: '', default_language_data: {} })] }], 2);
    expect(reply.version).toBe(2);
    expect(reply.findings?.map((f) => f.id)).toEqual(['missing_question_text:q1']);
    expect(service.findings(3).findings).toEqual(reply.findings);
  });

  it('leaves the list out of a reply when it did not change', () => {
    const service = createChecksService();
    const s = validSurvey();
    const loaded = service.reset(s.components, [], 1);
    const same = service.apply([{ type: 'upsert', components: [edit(s.q1, { default_language_data: { question_text: 'How old?' } })] }], 2);
    expect(same).toMatchObject({ version: 2, revision: loaded.revision, findings: null });
    const changed = service.apply([{ type: 'remove', ids: ['eb2'] }], 3);
    expect(changed.revision).toBeGreaterThan(loaded.revision);
    expect(changed.findings?.map((f) => f.id)).toEqual(['no_closed_exit']);
    expect(service.findings(4).findings).toEqual(changed.findings);
  });

  it('refuses changes before a survey is loaded, naming the call to make', () => {
    expect(() => createChecksService().apply([], 1)).toThrow(/call reset\(\)/);
  });
});

describe('checks service over Comlink', () => {
  const channels: MessageChannel[] = [];
  afterEach(() => {
    for (const channel of channels.splice(0)) {
      channel.port1.close();
      channel.port2.close();
    }
  });

  it('crosses a message port with structured clones of the findings', async () => {
    const channel = new MessageChannel();
    channels.push(channel);
    expose(createChecksService(), channel.port1 as unknown as Endpoint);
    const remote = wrap<ChecksService>(channel.port2 as unknown as Endpoint);
    const s = validSurvey();
    await remote.reset(s.components, ['fr'], 1);
    const reply = await remote.apply([{ type: 'remove', ids: ['eb2'] }], 2);
    expect(reply.findings?.map((f) => f.code)).toContain('no_closed_exit');
    expect(reply.findings?.every((f) => typeof f.message === 'string')).toBe(true);
  });
});
