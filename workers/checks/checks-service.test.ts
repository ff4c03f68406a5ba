import { MessageChannel } from 'node:worker_threads';
import { expose, wrap, type Endpoint } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { createChecksService, type ChecksService } from './checks-service';
import type { Finding } from './finding';
import type { FindingsChange } from './findings-change';
import { columnFindings } from './findings-column';
import { edit, validSurvey } from './testing/builders';

const ids = (findings: readonly Finding[]) => findings.map((f) => f.id);
/** The findings of the one check a delta replaced whole. */
const replacedFindings = (change: FindingsChange | null) => {
  if (change?.type !== 'delta' || change.replaced?.length !== 1) throw new Error(`expected one check replaced, got ${JSON.stringify(change)}`);
  return columnFindings(change.replaced[0]!);
};
const whole = (change: FindingsChange | null) => {
  if (change?.type !== 'all') throw new Error(`expected the whole list, got ${JSON.stringify(change)}`);
  return change.findings;
};

describe('checks service', () => {
  it('answers a load with the whole list and each change with what it changed, echoing the caller\'s version', () => {
    const service = createChecksService();
    const s = validSurvey();
    expect(service.reset(s.components, [], 1)).toMatchObject({ version: 1, change: { type: 'all', findings: [] } });
    const reply = service.apply([{ type: 'upsert', components: [edit(s.q1, { name: '', default_language_data: {} })] }], 2);
    expect(reply.version).toBe(2);
    expect(reply.change).toMatchObject({ type: 'delta', changed: [], removed: [] });
    expect(reply.change?.type === 'delta' && ids(reply.change.added)).toEqual(['missing_question_text:q1']);
    expect(ids(whole(service.findings(3).change))).toEqual(['missing_question_text:q1']);
  });

  it('loads a survey from the JSON of its base\'s chunks and the changes on top, as a reset of the same survey', () => {
    const s = validSurvey();
    const changed = [{ type: 'upsert' as const, components: [edit(s.q1, { name: '', default_language_data: {} })] }, { type: 'remove' as const, ids: ['eb2'] }];
    const half = Math.ceil(s.components.length / 2);
    const chunks = [JSON.stringify(s.components.slice(0, half)), JSON.stringify(s.components.slice(half))];
    const fromChunks = createChecksService().resetFromChunks(chunks, changed, ['fr'], 4);
    const direct = createChecksService();
    direct.reset(s.components, ['fr'], 1);
    direct.apply(changed, 2);
    expect(fromChunks).toMatchObject({ version: 4, change: { type: 'all' } });
    expect(ids(whole(fromChunks.change))).toContain('missing_question_text:q1');
    expect(ids(whole(fromChunks.change))).toContain('no_closed_exit');
    expect(whole(fromChunks.change)).toEqual(whole(direct.findings(3).change));
  });

  it('loads the chunks sent ahead of a reset with it, and forgets those of another version', () => {
    const s = validSurvey();
    const changed = [{ type: 'upsert' as const, components: [edit(s.q1, { name: '', default_language_data: {} })] }];
    const third = Math.ceil(s.components.length / 3);
    const [a, b, c] = [s.components.slice(0, third), s.components.slice(third, 2 * third), s.components.slice(2 * third)].map((part) => JSON.stringify(part));
    const direct = createChecksService();
    direct.reset(s.components, ['fr'], 1);
    direct.apply(changed, 2);
    const expected = whole(direct.findings(3).change);
    const service = createChecksService();
    // A reset given up after its first piece: its chunks must not join the next one's.
    service.addChunks([a!], 7);
    service.addChunks([a!], 8);
    service.addChunks([b!], 8);
    expect(whole(service.resetFromChunks([c!], changed, ['fr'], 8).change)).toEqual(expected);
    // Taken by that reset: a reset of the same version again starts from what it is given.
    service.addChunks([a!, b!], 9);
    service.reset(s.components, ['fr'], 10);
    expect(whole(service.resetFromChunks([a!, b!, c!], changed, ['fr'], 9).change)).toEqual(expected);
  });

  it('answers null when an edit changed no finding', () => {
    const service = createChecksService();
    const s = validSurvey();
    const loaded = service.reset(s.components, [], 1);
    const same = service.apply([{ type: 'upsert', components: [edit(s.q1, { default_language_data: { question_text: 'How old?' } })] }], 2);
    expect(same).toMatchObject({ version: 2, revision: loaded.revision, change: null });
    const changed = service.apply([{ type: 'remove', ids: ['eb2'] }], 3);
    expect(changed.revision).toBeGreaterThan(loaded.revision);
    expect(changed.change).toEqual({ type: 'delta', added: [expect.objectContaining({ id: 'no_closed_exit' })], changed: [], removed: [] });
  });

  it('sends a check replaced whole by a language change as a column, and item edits after it by id', () => {
    const service = createChecksService();
    const s = validSurvey();
    service.reset(s.components, [], 1);
    const added = service.apply([{ type: 'setLanguages', additionalLanguages: ['fr', 'de'] }], 2).change;
    expect(added).toMatchObject({ type: 'delta', added: [], changed: [], removed: [] });
    expect(replacedFindings(added).map((f) => `${f.id} ${f.message}`)).toEqual([
      'missing_translation:a1 Answer is not translated into fr, de',
      'missing_translation:a2 Answer is not translated into fr, de',
      'missing_translation:eb1 Exit block is not translated into fr, de',
      'missing_translation:eb2 Exit block is not translated into fr, de',
      'missing_translation:q1 Question is not translated into fr, de',
    ]);
    // The column's findings are the replica's, field for field.
    expect(replacedFindings(added)).toEqual(whole(service.findings(3).change).filter((f) => f.code === 'missing_translation'));
    const translated = edit(s.q1, { additional_language_data: { de: { question_text: 'Wie alt?' } } });
    expect(service.apply([{ type: 'upsert', components: [translated] }], 4).change).toEqual({
      type: 'delta', added: [], removed: [], changed: [expect.objectContaining({ id: 'missing_translation:q1', message: 'Question is not translated into fr' })],
    });
    const dropped = service.apply([{ type: 'setLanguages', additionalLanguages: ['de'] }], 5).change;
    expect(replacedFindings(dropped).map((f) => `${f.id} ${f.message}`)).toEqual([
      'missing_translation:a1 Answer is not translated into de',
      'missing_translation:a2 Answer is not translated into de',
      'missing_translation:eb1 Exit block is not translated into de',
      'missing_translation:eb2 Exit block is not translated into de',
    ]);
    // A language change that leaves the check's findings as they were sends nothing.
    service.apply([{ type: 'upsert', components: [edit(translated, { additional_language_data: { de: { question_text: 'Wie alt?' }, it: { question_text: 'Quanti anni?' } } })] }], 6);
    expect(service.apply([{ type: 'setLanguages', additionalLanguages: ['de', 'it'] }], 7).change?.type).toBe('delta');
    expect(service.apply([{ type: 'setLanguages', additionalLanguages: ['de', 'it'] }], 8).change).toBeNull();
  });

  it('sends the whole list after a reset among the changes, and after findings()', () => {
    const service = createChecksService();
    const s = validSurvey();
    service.reset(s.components, [], 1);
    const reply = service.apply([{ type: 'reset', components: [], additionalLanguages: [] }], 2);
    expect(ids(whole(reply.change))).toContain('no_questions');
    service.apply([{ type: 'reset', components: s.components, additionalLanguages: [] }], 3);
    // What findings() sent is known to the caller: the next delta starts from it.
    expect(whole(service.findings(4).change)).toEqual([]);
    expect(service.apply([], 5).change).toBeNull();
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

  it('crosses a message port with structured clones of the changes', async () => {
    const channel = new MessageChannel();
    channels.push(channel);
    expose(createChecksService(), channel.port1 as unknown as Endpoint);
    const remote = wrap<ChecksService>(channel.port2 as unknown as Endpoint);
    const s = validSurvey();
    await remote.reset(s.components, ['fr'], 1);
    const reply = await remote.apply([{ type: 'remove', ids: ['eb2'] }], 2);
    expect(reply.change?.type).toBe('delta');
    const added = reply.change?.type === 'delta' ? reply.change.added : [];
    expect(added.map((f) => f.code)).toContain('no_closed_exit');
    expect(added.every((f) => typeof f.message === 'string')).toBe(true);
  });
});
