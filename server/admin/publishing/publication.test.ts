import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createComponent, type Component, type ComponentOf } from '../../../schema';
import type { SurveyRow } from '../surveys/service';
import { buildPublication, fingerprintOf, type ModelComponent } from './publication';

const survey = { id: randomUUID(), name: 'S', title: 'S', default_language: 'en', additional_languages: [] } as unknown as SurveyRow;
const model = (record: Component): ModelComponent => ({ serverId: randomUUID(), clientRef: record.id, record });

describe('fingerprints', () => {
  const question = createComponent('question', { id: randomUUID(), name: 'Q1', default_language_data: { question_text: 'Hi', instruction_text: '' } });

  it('ignore where a component sits', () => {
    const moved = { ...question, id: randomUUID(), order: 4, parent: { id: randomUUID(), kind: 'group' as const } };
    expect(fingerprintOf(moved)).toBe(fingerprintOf(question));
  });

  it('change with what the component says', () => {
    expect(fingerprintOf({ ...question, default_language_data: { question_text: 'Hello', instruction_text: '' } })).not.toBe(fingerprintOf(question));
  });
});

describe('a publication', () => {
  it('rewrites references in fields and rich text to published ids, and leaves deleted subtrees out', () => {
    const q1 = createComponent('question', { id: randomUUID(), name: 'Q1' });
    const gone = createComponent('group', { id: randomUUID(), name: 'GP1', deleted: true });
    const under = createComponent('question', { id: randomUUID(), name: 'Q2', parent: { id: gone.id, kind: 'group' } });
    const q3 = createComponent('question', {
      id: randomUUID(), name: 'Q3', order: 2,
      default_language_data: { question_text: `<span dt-id="${q1.id}" dt-type="question" dt-value="label"></span>`, instruction_text: '' },
    });
    const components = [q1, gone, under, q3].map(model);
    const { snapshotJson, idMap } = buildPublication({
      survey, publishedSurveyId: randomUUID(), version: 1, launchLanguages: ['en'], components, previous: null, newId: randomUUID,
    });
    expect(Object.keys(idMap)).toEqual([components[0]!.serverId, components[3]!.serverId]);
    const snapshot = JSON.parse(snapshotJson) as { components: ComponentOf<'question'>[] };
    const [p1, p3] = snapshot.components;
    expect(p1!.id).toBe(idMap[components[0]!.serverId]);
    expect(p3!.default_language_data?.question_text).toContain(`dt-id="${p1!.id}"`);
    expect(snapshotJson).not.toContain(q1.id);
  });
});
