import { describe, expect, it } from 'vitest';
import { getAt, setAt } from '../../../../sync/paths';
import { componentSchema, createComponent, emptyConditionGroup, type Component, type Condition } from '../../../../schema';
import { answerGroupTypeChanges } from './answer-group-settings';
import { settingsSections } from './component-settings';
import { conditionSummary } from './condition-setting';
import { kindSettings, settingsTitle } from './kind-settings';
import { allSamples, sampleAnswerGroup, sampleComponent } from './sample-components';
import { languagePath, type SettingChange } from './setting-change';

const fieldsOf = (component: Component) => settingsSections(component, true)
    .flatMap((section) => section.fields)
    .filter((def) => def.shown?.(component) ?? true);
const apply = (component: Component, changes: readonly SettingChange[]) =>
  componentSchema.parse(changes.reduce<Record<string, unknown>>((record, change) => setAt(record, change.path, change.value), component));

describe('the kind table', () => {
  it('has an entry for every kind', () => {
    expect(Object.keys(kindSettings).sort()).toEqual(allSamples().map((c) => c.kind).filter((k, i, all) => all.indexOf(k) === i).sort());
  });

  it.each(allSamples().map((c) => [c.kind === 'answer_group' ? `answer_group ${c.answer_group_type}` : c.kind, c] as const))(
    'names only fields the %s record has, among those it shows',
    (_name, component) => {
      for (const def of fieldsOf(component)) {
        if (def.language) {
          // The schema strips unknown keys, so a wrong language key would not survive parsing.
          const written = apply(component, [{ path: languagePath('default', def.path), value: 'x' }]);
          expect(getAt(written, languagePath('default', def.path)), def.label).toBe('x');
        } else {
          expect(getAt(component, def.path), def.label).not.toBeUndefined();
        }
      }
    },
  );
});

describe('settingsTitle', () => {
  it('names the kind and the component', () => {
    expect(settingsTitle(sampleComponent('question', 'Q3'))).toBe('Question Q3 settings');
    expect(settingsTitle(sampleComponent('exit_block', 'EB1'))).toBe('Exit block EB1 settings');
  });

  it('falls back to the code, or to the kind alone', () => {
    const definition = createComponent('quota_definition', { id: 'd1', code: 'M18' });
    expect(settingsTitle(definition)).toBe('Quota definition M18 settings');
    expect(settingsTitle(sampleComponent('routing_group'))).toBe('Routing group settings');
  });
});

describe('answerGroupTypeChanges', () => {
  it('resets the display to the new type default and drops the old type settings', () => {
    const single = { ...sampleAnswerGroup('single'), display: 'rating', icon: 'thumbs-up' } as Component;
    if (single.kind !== 'answer_group') throw new Error('fixture');
    const changes = answerGroupTypeChanges(single, 'numeric');
    expect(changes).toContainEqual({ path: ['answer_group_type'], value: 'numeric' });
    expect(changes).toContainEqual({ path: ['display'], value: 'text' });
    expect(changes).toContainEqual({ path: ['icon'] });
    expect(changes).toContainEqual({ path: ['presentation'] });
    expect(apply(single, changes)).toMatchObject({ answer_group_type: 'numeric', display: 'text', decimal_places: 0 });
  });

  it('keeps shared fields and the answer order between choice types', () => {
    const single = { ...sampleAnswerGroup('single'), required: false, child_list_order: 'rotate' } as Component;
    if (single.kind !== 'answer_group') throw new Error('fixture');
    const changes = answerGroupTypeChanges(single, 'multi');
    expect(changes.map((c) => c.path[0])).not.toContain('required');
    expect(apply(single, changes)).toMatchObject({ display: 'checkbox', child_list_order: 'rotate', required: false });
  });

  it('changes nothing for the same type', () => {
    const group = sampleAnswerGroup('date');
    if (group.kind !== 'answer_group') throw new Error('fixture');
    expect(answerGroupTypeChanges(group, 'date')).toEqual([]);
  });
});

describe('conditionSummary', () => {
  it('counts conditions, or says what holds without one', () => {
    const condition: Condition = { kind: 'condition', question_id: 'q1', negate: false, fn: 'answered', answers: [] };
    expect(conditionSummary(null, 'Always shown')).toBe('Always shown');
    expect(conditionSummary(emptyConditionGroup(), 'Always shown')).toBe('Always shown');
    expect(conditionSummary({ kind: 'group', operator: 'and', items: [condition] }, '')).toBe('1 condition');
    expect(conditionSummary({ kind: 'group', operator: 'or', items: [condition, { kind: 'group', operator: 'and', items: [condition] }] }, '')).toBe('2 conditions');
  });
});
