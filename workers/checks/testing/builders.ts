// Test support: short builders for components and conditions, and a small survey that passes
// every check, for tests to break one thing at a time.
import {
  createComponent,
  type Component,
  type ComponentKind,
  type ComponentOf,
  type Condition,
  type ConditionGroup,
  type ConditionNode,
  type NewComponent,
  type ParentRef,
} from '../../../schema';

type Fields<K extends ComponentKind> = Omit<NewComponent<K>, 'id'> & { id?: string };

let sequence = 0;

/** A component of `kind` with the spec's defaults; the id defaults to `<kind>-<n>`. */
export function make<K extends ComponentKind>(kind: K, fields: Fields<K>): ComponentOf<K> {
  return createComponent(kind, { ...fields, id: fields.id ?? `${kind}-${++sequence}` } as NewComponent<K>);
}

export const ref = (component: Component): ParentRef => ({ id: component.id, kind: component.kind });

export const cond = (question_id: string, fields: Partial<Condition> = {}): Condition => ({
  kind: 'condition',
  question_id,
  negate: false,
  fn: 'answered',
  answers: [],
  ...fields,
});
export const and = (...items: ConditionNode[]): ConditionGroup => ({ kind: 'group', operator: 'and', items });
export const or = (...items: ConditionNode[]): ConditionGroup => ({ kind: 'group', operator: 'or', items });

/** A record with some fields replaced, parsed again as the draft engine does. */
export function edit<C extends Component>(component: C, fields: Partial<Record<string, unknown>>): C {
  return createComponent(component.kind, { ...component, ...fields } as never) as C;
}

export interface ValidSurvey {
  readonly components: Component[];
  readonly q1: ComponentOf<'question'>;
  readonly ag1: ComponentOf<'answer_group'>;
  readonly a1: ComponentOf<'answer'>;
  readonly a2: ComponentOf<'answer'>;
  readonly complete: ComponentOf<'exit_block'>;
  readonly closed: ComponentOf<'exit_block'>;
  readonly page1: ComponentOf<'routing_page'>;
  readonly item1: ComponentOf<'routing_item'>;
  readonly page2: ComponentOf<'routing_page'>;
  readonly exitItem: ComponentOf<'routing_item'>;
}

/**
 * One single-choice question (two answers), a complete and a closed exit block; routing: a page
 * with the question, then a page with the complete exit. Every text written.
 */
export function validSurvey(): ValidSurvey {
  const q1 = make('question', { id: 'q1', name: 'Q1', question_type: 'single', default_language_data: { question_text: 'Age?' } });
  const ag1 = make('answer_group', { id: 'ag1', name: 'AG1', answer_group_type: 'single', parent: ref(q1) });
  const a1 = make('answer', { id: 'a1', name: 'A1', code: '1', parent: ref(ag1), default_language_data: { label: 'Young' } });
  const a2 = make('answer', { id: 'a2', name: 'A2', code: '2', order: 1, parent: ref(ag1), default_language_data: { label: 'Old' } });
  const complete = make('exit_block', { id: 'eb1', name: 'EB1', terminate_status: 'complete', default_language_data: { exit_text: 'Thanks' } });
  const closed = make('exit_block', { id: 'eb2', name: 'EB2', order: 1, terminate_status: 'closed', default_language_data: { exit_text: 'Closed' } });
  const page1 = make('routing_page', { id: 'p1' });
  const item1 = make('routing_item', { id: 'i1', parent: ref(page1), item_id: q1.id, item_kind: 'question' });
  const page2 = make('routing_page', { id: 'p2', order: 1 });
  const exitItem = make('routing_item', { id: 'i2', parent: ref(page2), item_id: complete.id, item_kind: 'exit_block' });
  return {
    components: [q1, ag1, a1, a2, complete, closed, page1, item1, page2, exitItem],
    q1, ag1, a1, a2, complete, closed, page1, item1, page2, exitItem,
  };
}

/** `components` with records replaced by id (and new ones added). */
export function replaced(components: readonly Component[], ...records: Component[]): Component[] {
  const byId = new Map(records.map((record) => [record.id, record]));
  const out = components.map((component) => byId.get(component.id) ?? component);
  for (const record of records) if (!components.some((component) => component.id === record.id)) out.push(record);
  return out;
}

export const without = (components: readonly Component[], ...ids: string[]) => components.filter((c) => !ids.includes(c.id));
