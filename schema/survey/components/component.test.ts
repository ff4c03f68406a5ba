import { describe, expect, it } from 'vitest';
import {
  canBeChildOf,
  COMPONENT_KINDS,
  componentKinds,
  componentSchema,
  createComponent,
  isComponentKind,
  isKind,
  type ComponentKind,
} from './component';
import { createRoutingGroup } from './routing-group';

/** The fields a kind cannot do without; everything else has a default. */
const required: { [K in ComponentKind]?: Record<string, unknown> } = {
  answer_group: { answer_group_type: 'single' },
  answer: { code: '1' },
  routing_item: { item_id: 'q1', item_kind: 'question' },
};
const minimal = (kind: ComponentKind) => ({ id: `${kind}-1`, kind, ...required[kind] });

describe('component union', () => {
  it('parses a minimal component of every kind with the common defaults', () => {
    for (const kind of COMPONENT_KINDS) {
      const component = componentSchema.parse(minimal(kind));
      expect(component).toMatchObject({ id: `${kind}-1`, kind, name: '', order: 0, parent: null });
      expect(component.development_fields).toBeTypeOf('object');
    }
  });

  it('round-trips a parsed component unchanged', () => {
    for (const kind of COMPONENT_KINDS) {
      const once = componentSchema.parse(minimal(kind));
      expect(componentSchema.parse(JSON.parse(JSON.stringify(once)))).toEqual(once);
    }
  });

  it('defaults a question to info, required, not hidden', () => {
    expect(createComponent('question', { id: 'q1' })).toMatchObject({
      question_type: 'info',
      required: true,
      hidden: false,
      data_collector: false,
      fix_position: false,
      child_list_order: 'as_displayed',
      visibility_condition: null,
      required_condition: null,
      development_fields: { data_punch: false, data_punch_settings: { variables: [], script: '' } },
    });
  });

  it('defaults the other kinds as the spec says', () => {
    expect(createComponent('grid', { id: 'g' }).presentation).toEqual({ explode: false, orientation: 'auto', show_instruction_text: true });
    expect(createComponent('exit_block', { id: 'e' }).terminate_status).toBe('complete');
    expect(createComponent('data_collector', { id: 'd' })).toMatchObject({
      source: 'query_string',
      query_string: { param_name: '', is_unique: false, case_sensitive: false },
    });
    expect(createComponent('data_processor', { id: 'p' }).processor_type).toBe('feedback_analytics');
    expect(createComponent('quota_group', { id: 'qg' }).single_selection_method).toBeNull();
    expect(createComponent('quota_definition', { id: 'qd' })).toMatchObject({ target: 0, development_fields: { count: 0 } });
    expect(createComponent('routing_page', { id: 'p' })).toMatchObject({ quota: false, terminate: false, terminate_status: null });
    expect(createComponent('routing_condition', { id: 'c' }).condition).toEqual({ kind: 'group', operator: 'and', items: [] });
  });

  it('gives answers unticked flags and the default button colours', () => {
    expect(createComponent('answer', { id: 'a', code: '1' })).toMatchObject({
      exclusive: false,
      other: false,
      other_required: false,
      disabled: false,
      development_fields: { button_settings: { bg: 'E5E9ED', hover_bg: 'C1CAD4', active_bg: '153DFF', active_text: 'FFFFFF' } },
    });
  });

  it('keeps per-language texts for the default and each additional language', () => {
    const question = createComponent('question', {
      id: 'q1',
      default_language_data: { question_text: '<p>How old are you?</p>' },
      additional_language_data: { fr: { question_text: '<p>Quel âge avez-vous ?</p>' } },
    });
    expect(question.default_language_data?.question_text).toBe('<p>How old are you?</p>');
    expect(question.additional_language_data?.['fr']?.question_text).toContain('âge');
  });

  it('rejects an unknown kind on the kind field', () => {
    expect(componentSchema.safeParse({ id: 'x', kind: 'slider' }).error?.issues[0]?.path).toEqual(['kind']);
  });

  it('rejects bad fields with a path naming the field', () => {
    const cases: [Record<string, unknown>, PropertyKey[]][] = [
      [{ ...minimal('question'), required: 'yes' }, ['required']],
      [{ ...minimal('question'), question_type: 'slider' }, ['question_type']],
      [{ ...minimal('question'), order: -1 }, ['order']],
      [{ ...minimal('question'), parent: { id: 'g1', kind: 'page' } }, ['parent', 'kind']],
      [{ ...minimal('answer'), code: '' }, ['code']],
      [{ ...minimal('answer'), development_fields: { button_settings: { bg: '#fff' } } }, ['development_fields', 'button_settings', 'bg']],
      [{ ...minimal('exit_block'), terminate_status: 'done' }, ['terminate_status']],
      [{ ...minimal('grid'), presentation: { orientation: 'diagonal' } }, ['presentation', 'orientation']],
      [{ ...minimal('grid'), additional_language_data: { French: {} } }, ['additional_language_data', 'French']],
      [{ ...minimal('quota_definition'), target: 1.5 }, ['target']],
      [{ id: '', kind: 'group' }, ['id']],
    ];
    for (const [input, path] of cases) {
      expect(componentSchema.safeParse(input).error?.issues[0]?.path, JSON.stringify(input)).toEqual(path);
    }
  });

  it('narrows by kind', () => {
    const component = componentSchema.parse(minimal('answer'));
    expect(isKind(component, 'answer') && component.code).toBe('1');
    expect(isKind(component, 'question')).toBe(false);
    expect(isComponentKind('answer')).toBe(true);
    expect(isComponentKind('page')).toBe(false);
  });
});

describe('kind table', () => {
  it('has the name prefixes of the spec', () => {
    const prefixes = Object.fromEntries(COMPONENT_KINDS.map((kind) => [kind, componentKinds[kind].namePrefix]));
    expect(prefixes).toMatchObject({ group: 'GP', grid: 'GD', question: 'Q', data_processor: 'DP', answer_group: 'AG', answer: 'A', exit_block: 'EB', quota: 'QUOTA' });
  });

  it('allows questions at the root, in groups and in grids, but not in answers', () => {
    expect(canBeChildOf('question', null)).toBe(true);
    expect(canBeChildOf('question', 'group')).toBe(true);
    expect(canBeChildOf('question', 'grid')).toBe(true);
    expect(canBeChildOf('question', 'answer')).toBe(false);
  });

  it('keeps answers under answer groups and answer groups under questions or grids', () => {
    expect(canBeChildOf('answer', 'answer_group')).toBe(true);
    expect(canBeChildOf('answer', null)).toBe(false);
    expect(canBeChildOf('answer_group', 'question')).toBe(true);
    expect(canBeChildOf('answer_group', 'grid')).toBe(true);
    expect(canBeChildOf('answer_group', 'group')).toBe(false);
  });

  it('nests quotas as quota > quota group > quota definition', () => {
    expect(canBeChildOf('quota', null)).toBe(true);
    expect(canBeChildOf('quota_group', 'quota')).toBe(true);
    expect(canBeChildOf('quota_definition', 'quota_group')).toBe(true);
    expect(canBeChildOf('quota_definition', 'quota')).toBe(false);
  });

  it('creates a routing group with two conditions under it', () => {
    let n = 0;
    const [group, first, second] = createRoutingGroup({ id: 'rg', order: 2, parent: null, newId: () => `c${++n}` });
    expect(group).toMatchObject({ id: 'rg', kind: 'routing_group', order: 2 });
    expect([first, second].map((c) => [c.id, c.order, c.parent])).toEqual([
      ['c1', 0, { id: 'rg', kind: 'routing_group' }],
      ['c2', 1, { id: 'rg', kind: 'routing_group' }],
    ]);
  });
});

describe('deleted components', () => {
  it('start not deleted, and count as deleted when an ancestor is', async () => {
    const { isDeletedInTree } = await import('./common');
    const group = createComponent('group', { id: 'g', parent: null, order: 0 });
    expect(group.deleted).toBe(false);
    const question = createComponent('question', { id: 'q', parent: { id: 'g', kind: 'group' }, order: 0 });
    type Node = { deleted?: boolean; parent: typeof question.parent };
    const byId = new Map<string, Node>([['g', { ...group, deleted: true }], ['q', question]]);
    expect(isDeletedInTree(question, byId)).toBe(true);
    expect(isDeletedInTree(question, new Map<string, Node>([['g', group], ['q', question]]))).toBe(false);
  });
});
