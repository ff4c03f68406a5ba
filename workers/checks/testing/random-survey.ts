// Test support: seeded random surveys and random edit sequences, for the property test. Surveys
// are small, deliberately messy (invalid parents, dangling references, contradictory conditions,
// deleted records), and always of a valid shape: every record goes through the schema.
import {
  allowedConditionFunctions,
  ANSWER_GROUP_TYPES,
  canBeChildOf,
  COMPONENT_KINDS,
  CONDITION_FUNCTIONS,
  componentSchema,
  EXIT_STATUSES,
  QUESTION_TYPES,
  type Component,
  type ComponentKind,
  type ComponentOf,
  type ConditionNode,
  type ParentRef,
} from '../../../schema';
import type { CheckChange } from '../changes';
import { Prng } from './prng';

export { Prng };

/** The kinds a random survey is made of, weighted towards the ones checks look at. */
const WEIGHTS: Readonly<Record<ComponentKind, number>> = {
  group: 2, grid: 2, question: 6, answer_group: 5, answer: 8, data_collector: 1, data_processor: 1, exit_block: 2,
  conditional_text: 1, quota: 1, quota_group: 1, quota_definition: 1,
  routing_group: 3, routing_condition: 4, routing_page: 5, routing_item: 6,
};
const LANGUAGES = ['fr', 'de', 'es'] as const;

export class RandomSurvey {
  /** The survey as the test's oracle keeps it: the replica must agree with a full check of it. */
  readonly components = new Map<string, Component>();
  languages: string[] = [];
  private nextId = 0;

  constructor(private readonly prng: Prng) {}

  /** A fresh random survey of about `size` records. */
  generate(size: number): Component[] {
    for (let i = 0; i < size; i++) this.store(this.randomComponent());
    this.languages = LANGUAGES.filter(() => this.prng.chance(0.3));
    return [...this.components.values()];
  }

  /**
   * A survey as an author builds one: questions with their answers, exit blocks, quota cells,
   * conditional texts, and a routing flow of pages and groups whose conditions name those
   * questions and answers. The conditions are mostly ones the builder could make.
   */
  generateFlow(): Component[] {
    const { prng } = this;
    const make = (kind: ComponentKind, fields: Record<string, unknown>) => {
      const record = componentSchema.parse({ id: this.id(), kind, ...fields });
      this.store(record);
      return record;
    };
    const targets: Component[] = [];
    for (let n = prng.int(2, 6); n > 0; n--) {
      const type = prng.choose(['single', 'multi', 'numeric', 'open_text', 'info'] as const);
      const question = make('question', { name: `Q${n}`, question_type: type, required: prng.chance(0.7) });
      targets.push(question);
      if (type === 'info') continue;
      const group = make('answer_group', { parent: { id: question.id, kind: 'question' }, answer_group_type: type, ...(type === 'numeric' ? { max: prng.int(3, 9) } : {}) });
      if (type !== 'single' && type !== 'multi') continue;
      for (let a = prng.int(2, 4); a > 0; a--) make('answer', { parent: { id: group.id, kind: 'answer_group' }, order: a, code: String(a), exclusive: prng.chance(0.15) });
    }
    for (const status of ['complete', 'closed', 'screened'] as const) targets.push(make('exit_block', { terminate_status: status, visibility_condition: prng.chance(0.3) ? this.builderCondition(1) : null }));
    // Quota cells counting answers (and each other being full), now and then broken.
    if (prng.chance(0.6)) {
      const quota = make('quota', { name: 'QUOTA1' });
      const cells = make('quota_group', { parent: { id: quota.id, kind: 'quota' } });
      for (let d = prng.int(1, 3); d > 0; d--) make('quota_definition', { parent: { id: cells.id, kind: 'quota_group' }, order: d, code: String(d), criteria: this.someCondition(1) });
    }
    // Texts shown inside questions, answers and exit blocks under a condition.
    for (const host of [...this.components.values()].filter((c) => ['question', 'answer', 'exit_block'].includes(c.kind) && prng.chance(0.2))) {
      make('conditional_text', { parent: { id: host.id, kind: host.kind }, visibility_condition: this.someCondition(1), default_language_data: { text: 'x' } });
    }
    const sequence = (parent: ParentRef | null, depth: number) => {
      for (let order = parent ? 0 : 1, n = order + prng.int(1, depth > 1 ? 4 : 2); order < n; order++) {
        if (depth > 0 && prng.chance(0.35)) {
          const group = make('routing_group', { parent, order });
          for (let c = 0, m = prng.int(1, 3); c < m; c++) {
            const branch = make('routing_condition', { parent: { id: group.id, kind: 'routing_group' }, order: c, condition: prng.chance(0.85) ? this.builderCondition(2) : this.condition(2) });
            sequence({ id: branch.id, kind: 'routing_condition' }, depth - 1);
          }
        } else {
          const page = make('routing_page', { parent, order, terminate: prng.chance(0.05) });
          for (let i = prng.int(1, 2); i > 0; i--) this.itemOn(page, i);
        }
      }
    };
    // Most flows open with a page of questions, so that later conditions ask about answers given.
    if (prng.chance(0.8)) {
      const first = make('routing_page', { order: 0 });
      const asked = targets.filter((t) => t.kind === 'question' && prng.chance(0.7));
      asked.forEach((question, i) => make('routing_item', { parent: { id: first.id, kind: 'routing_page' }, order: i, item_id: question.id, item_kind: 'question' }));
    }
    sequence(null, 3);
    this.languages = LANGUAGES.filter(() => prng.chance(0.2));
    return [...this.components.values()];
  }

  /** A routing item on `page` naming a live question or, less often, an exit block (usually shown under a condition). */
  private itemOn(page: Component, order: number): Component {
    const exit = this.prng.chance(0.15);
    const pool = [...this.components.values()].filter((c) => c.kind === (exit ? 'exit_block' : 'question'));
    const target = pool.length ? this.prng.choose(pool) : { id: 'ghost', kind: 'question' as const };
    const item = componentSchema.parse({
      id: this.id(), kind: 'routing_item', parent: { id: page.id, kind: 'routing_page' }, order,
      item_id: target.id, item_kind: target.kind, visibility_condition: this.prng.chance(exit ? 0.7 : 0.15) ? this.builderCondition(1) : null,
    });
    this.store(item);
    return item;
  }

  /** A random edit, applied to the oracle, as the change the replica receives. */
  edit(): CheckChange {
    const { prng } = this;
    const existing = [...this.components.values()];
    const pages = existing.filter((c) => c.kind === 'routing_page');
    const roll = prng.next();
    if (roll < 0.06 && pages.length) return { type: 'upsert', components: [this.itemOn(prng.choose(pages), prng.int(0, 3))] };
    if (roll < 0.14 || existing.length === 0) {
      const records = Array.from({ length: prng.int(1, 3) }, () => this.randomComponent());
      for (const record of records) this.store(record);
      return { type: 'upsert', components: records };
    }
    if (roll < 0.16) {
      const ids = [prng.choose(existing).id, ...(prng.chance(0.2) ? ['ghost'] : [])];
      for (const id of this.subtree(ids)) this.components.delete(id);
      return { type: 'remove', ids };
    }
    if (roll < 0.2) {
      this.languages = LANGUAGES.filter(() => prng.chance(0.4));
      return { type: 'setLanguages', additionalLanguages: this.languages };
    }
    if (roll < 0.21) {
      this.generate(prng.int(0, 5));
      return { type: 'reset', components: [...this.components.values()], additionalLanguages: this.languages };
    }
    const records = Array.from({ length: prng.chance(0.15) ? 2 : 1 }, () => this.mutate(prng.choose(existing)));
    for (const record of records) this.store(record);
    return { type: 'upsert', components: records };
  }

  private store(record: Component): void {
    this.components.set(record.id, record);
  }

  /** `ids` and every record below them, as the replica's removal takes them. */
  private subtree(ids: readonly string[]): string[] {
    const out = [...new Set(ids)];
    for (let i = 0; i < out.length; i++) {
      for (const component of this.components.values()) if (component.parent?.id === out[i] && !out.includes(component.id)) out.push(component.id);
    }
    return out;
  }

  private id(): string {
    return `c${this.prng.int(0, 3)}-${++this.nextId}`;
  }

  /** An id that usually exists, sometimes never did. */
  private someId(kind?: ComponentKind): string {
    const pool = [...this.components.values()].filter((c) => !kind || c.kind === kind);
    return pool.length && this.prng.chance(0.85) ? this.prng.choose(pool).id : this.prng.choose(['ghost', 'gone', '']);
  }

  private someParent(kind: ComponentKind): ParentRef | null {
    const { prng } = this;
    if (prng.chance(0.2)) return null;
    const parents = [...this.components.values()];
    const fitting = parents.filter((c) => canBeChildOf(kind, c.kind));
    const pool = fitting.length && prng.chance(0.85) ? fitting : parents;
    if (pool.length === 0 || prng.chance(0.05)) return { id: 'ghost', kind: prng.choose(COMPONENT_KINDS) };
    const parent = prng.choose(pool);
    return { id: parent.id, kind: parent.kind };
  }

  private randomKind(): ComponentKind {
    const entries = Object.entries(WEIGHTS) as [ComponentKind, number][];
    let roll = this.prng.next() * entries.reduce((sum, [, w]) => sum + w, 0);
    for (const [kind, weight] of entries) if ((roll -= weight) < 0) return kind;
    return 'question';
  }

  private randomComponent(): Component {
    const kind = this.randomKind();
    const base = { id: this.id(), parent: this.someParent(kind), order: this.prng.int(0, 4) };
    return componentSchema.parse({ ...base, kind, ...this.kindFields(kind) });
  }

  private text(): string {
    return this.prng.choose(['', 'Text', '<p><br></p>', ' &nbsp;', '<p>Hello</p>', '<span dt-id="x"></span>']);
  }

  private languageData(field: string) {
    const data: Record<string, unknown> = { default_language_data: { [field]: this.text() } };
    if (this.prng.chance(0.5)) {
      data.additional_language_data = Object.fromEntries(LANGUAGES.filter(() => this.prng.chance(0.5)).map((l) => [l, { [field]: this.text() }]));
    }
    return data;
  }

  private kindFields(kind: ComponentKind): Record<string, unknown> {
    const { prng } = this;
    const condition = () => (prng.chance(0.5) ? this.condition(2) : null);
    switch (kind) {
      case 'question':
        return { name: `Q${prng.int(1, 6)}`, question_type: prng.choose(QUESTION_TYPES), required: prng.chance(0.7), hidden: prng.chance(0.1), visibility_condition: condition(), ...this.languageData('question_text') };
      case 'grid':
        return { visibility_condition: condition(), ...this.languageData('question_text') };
      case 'group':
        return { visibility_condition: condition() };
      case 'answer_group': {
        const type = prng.choose(ANSWER_GROUP_TYPES);
        const extra = type === 'numeric' ? { min: prng.chance(0.5) ? prng.int(-5, 5) : null, max: prng.chance(0.5) ? prng.int(6, 20) : null, decimal_places: prng.int(0, 1) } : {};
        return { answer_group_type: type, visibility_condition: condition(), ...extra };
      }
      case 'answer':
        return { code: String(prng.int(1, 9)), exclusive: prng.chance(0.2), visibility_condition: condition(), ...this.languageData('label') };
      case 'exit_block':
        return { terminate_status: prng.choose(EXIT_STATUSES), visibility_condition: condition(), ...this.languageData('exit_text') };
      case 'conditional_text':
        return { visibility_condition: prng.chance(0.8) ? this.someCondition(2) : null, ...this.languageData('text') };
      case 'routing_condition':
        return { condition: prng.chance(0.15) ? { kind: 'group', items: [] } : prng.chance(0.5) ? this.builderCondition(2) : this.condition(3) };
      case 'routing_page':
        return { terminate: prng.chance(0.1) };
      case 'routing_item': {
        const itemKind = prng.choose(['question', 'question', 'exit_block', 'quota', 'grid', 'group', 'answer'] as const);
        return { item_id: this.someId(prng.chance(0.8) ? itemKind : undefined), item_kind: itemKind, visibility_condition: prng.chance(0.2) ? this.condition(1) : null };
      }
      case 'quota_definition':
        return { code: String(prng.int(1, 3)), criteria: prng.chance(0.8) ? this.someCondition(2) : null };
      default:
        return {};
    }
  }

  /** Mostly a tree the builder could make, sometimes a random (usually broken) one. */
  private someCondition(depth: number): ConditionNode & { kind: 'group' } {
    return this.prng.chance(0.7) ? this.builderCondition(depth) : this.condition(depth);
  }

  /**
   * A condition tree the condition builder could make: live questions, functions their types
   * allow, their own answers, values near the ones that matter; now and then a quota definition
   * being full.
   */
  private builderCondition(depth: number): ConditionNode & { kind: 'group' } {
    const { prng } = this;
    const questions = [...this.components.values()].filter((c): c is ComponentOf<'question'> => c.kind === 'question' && !c.deleted);
    const cells = [...this.components.values()].filter((c) => c.kind === 'quota_definition' && !c.deleted);
    const items: ConditionNode[] = [];
    for (let n = prng.int(1, 2); n > 0 && questions.length; n--) {
      if (depth > 1 && prng.chance(0.2)) {
        items.push(this.builderCondition(depth - 1));
        continue;
      }
      if (cells.length && prng.chance(0.15)) {
        items.push({ kind: 'condition', question_id: prng.choose(cells).id, negate: prng.chance(0.3), fn: 'quotaFull', answers: [] });
        continue;
      }
      const question = prng.choose(questions);
      const fn = prng.choose(allowedConditionFunctions(question.question_type));
      const answers = [...this.components.values()].filter((a) => a.kind === 'answer' && [...this.components.values()].some((g) => g.id === a.parent?.id && g.parent?.id === question.id));
      const set = () => Array.from({ length: prng.int(1, 2) }, () => prng.choose(answers).id);
      const sets = answers.length && (fn === 'answered' ? prng.chance(0.6) : fn === 'equalTo') ? Array.from({ length: prng.int(1, 2) }, set) : [];
      const text = ['numeric', 'single'].includes(question.question_type) || fn === 'answerCount' || fn === 'characterCount' ? null : prng.choose(['a', 'ab', 'b', 'yes', 'no']);
      const value = fn === 'answered' || fn === 'quotaFull' ? undefined : text ?? prng.int(-1, 6);
      items.push({
        kind: 'condition', question_id: question.id, negate: prng.chance(0.3), fn, answers: sets,
        ...(value === undefined ? {} : { value }), ...(fn === 'between' || prng.chance(0.2) ? { value2: prng.int(0, 8) } : {}),
      });
    }
    return { kind: 'group', operator: prng.chance(0.5) ? 'and' : 'or', items };
  }

  /** A random condition tree naming random (mostly live) questions, answers and quota definitions. */
  private condition(depth: number): ConditionNode & { kind: 'group' } {
    const { prng } = this;
    const items: ConditionNode[] = [];
    for (let n = prng.int(0, 3); n > 0; n--) {
      if (depth > 1 && prng.chance(0.25)) {
        items.push(this.condition(depth - 1));
        continue;
      }
      const quota = prng.chance(0.1);
      const subject = this.someId(quota ? 'quota_definition' : prng.chance(0.9) ? 'question' : undefined);
      const answers = prng.chance(0.4) ? [Array.from({ length: prng.int(1, 2) }, () => this.someId('answer'))] : [];
      items.push({
        kind: 'condition',
        question_id: subject,
        negate: prng.chance(0.3),
        fn: quota && prng.chance(0.7) ? 'quotaFull' : prng.choose(CONDITION_FUNCTIONS),
        answers,
        ...(prng.chance(0.6) ? { value: prng.chance(0.7) ? prng.int(0, 6) : prng.choose(['ab', 'b', 'yes', '']) } : {}),
        ...(prng.chance(0.3) ? { value2: prng.int(0, 8) } : {}),
      });
    }
    return { kind: 'group', operator: prng.chance(0.5) ? 'and' : 'or', items };
  }

  /** The record with one thing changed, parsed again as the draft engine would. */
  private mutate(record: Component): Component {
    const { prng } = this;
    const fields = this.kindFields(record.kind);
    const keys = Object.keys(fields);
    const roll = prng.next();
    if (roll < 0.08) return componentSchema.parse({ ...record, deleted: !record.deleted });
    if (roll < 0.25) return componentSchema.parse({ ...record, parent: this.someParent(record.kind) });
    if (roll < 0.35) return componentSchema.parse({ ...record, order: prng.int(0, 4) });
    if (roll < 0.4 && record.kind === 'question') return componentSchema.parse({ ...record, name: `Q${prng.int(1, 6)}` });
    if (keys.length === 0) return componentSchema.parse({ ...record, name: `N${prng.int(1, 3)}` });
    const key = prng.choose(keys);
    const parsed = componentSchema.safeParse({ ...record, [key]: fields[key] });
    if (parsed.success) return parsed.data;
    // The change made the old settings invalid (a numeric group's negative min on a multi): start over.
    const { id, kind, name, order, parent } = record;
    return componentSchema.parse({ id, kind, name, order, parent, ...fields });
  }
}
