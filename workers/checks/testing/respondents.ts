// Test support: respondents walking a routing flow, for the soundness test of reachability. They
// follow the flow by the schema's walk (routing-walk.ts), the one the runtime uses, answering with
// concrete random responses: whatever one of them reaches is reachable, so the property test
// holds the walk and the reachability analysis to each other.
import {
  evaluateCondition,
  firstStep,
  flowSourceOf,
  isDeletedInTree,
  shownItems,
  stepAfter,
  type Component,
  type ComponentOf,
  type ConditionNode,
  type FlowSource,
  type ResponseValue,
} from '../../../schema';
import { leavesOf } from '../conditions';
import { questionTypeDef } from '../question-types';
import { compareSiblings } from '../survey-store';
import type { Prng } from './random-survey';

type Responses = Record<string, ResponseValue | undefined>;

export class Respondents {
  private readonly byId = new Map<string, Component>();
  private readonly children = new Map<string, Component[]>();
  /** Numbers and texts the survey's conditions compare with: answers near them matter. */
  private readonly numbers: number[] = [];
  private readonly texts: string[] = ['', 'x', 'hello world'];
  private readonly source: FlowSource;

  constructor(components: Iterable<Component>, private readonly prng: Prng) {
    const all = new Map([...components].map((component) => [component.id, component]));
    for (const component of all.values()) {
      if (isDeletedInTree(component, all)) continue;
      this.byId.set(component.id, component);
      const key = component.parent?.id ?? '';
      this.children.set(key, [...(this.children.get(key) ?? []), component]);
      for (const field of ['condition', 'visibility_condition', 'required_condition'] as const) {
        for (const leaf of leavesOf((component as Partial<Record<typeof field, ConditionNode | null>>)[field])) {
          for (const value of [leaf.value, leaf.value2]) {
            if (typeof value === 'number') this.numbers.push(value - 1, value - 0.5, value, value + 0.5, value + 1);
            if (typeof value === 'string') this.texts.push(value, value.toUpperCase(), `${value}!`, `a${value}b`, ` ${value} `);
          }
        }
      }
    }
    for (const list of this.children.values()) list.sort(compareSiblings);
    this.source = flowSourceOf(all.values());
  }

  /** Ids of the pages and routing groups `count` random respondents reached. */
  walk(count: number): Set<string> {
    const reached = new Set<string>();
    for (let i = 0; i < count; i++) this.respondent(reached);
    return reached;
  }

  private kids(parent: string, kinds: readonly string[]): Component[] {
    return (this.children.get(parent) ?? []).filter((child) => kinds.includes(child.kind));
  }

  private respondent(reached: Set<string>): void {
    const responses: Responses = {};
    for (const component of this.byId.values()) {
      if (component.kind === 'quota_definition') responses[component.id] = { kind: 'quota', full: this.prng.chance(0.5) };
      if (this.filledOutside(component) && this.prng.chance(0.7)) responses[component.id] = this.response(component);
    }
    // The flow itself is the schema's walk, the one the runtime and the routing tab follow.
    for (let step = firstStep(this.source, responses); ; ) {
      for (const decision of step.decisions) reached.add(decision.group.id);
      if (step.stop.kind !== 'page') return;
      const page = step.stop.page;
      reached.add(page.id);
      for (const { target } of shownItems(this.source, page, responses)) {
        if (['question', 'grid', 'group'].includes(target.kind)) this.ask(target, responses, new Set());
      }
      step = stepAfter(this.source, page.id, responses);
    }
  }

  private ask(target: Component, responses: Responses, seen: Set<string>): void {
    if (seen.has(target.id)) return;
    seen.add(target.id);
    if (target.kind !== 'question') {
      for (const child of this.kids(target.id, ['group', 'grid', 'question'])) {
        if (evaluateCondition((child as { visibility_condition?: ConditionNode | null }).visibility_condition ?? null, responses)) this.ask(child, responses, seen);
      }
      return;
    }
    if (this.filledOutside(target) || !evaluateCondition(target.visibility_condition, responses)) return;
    const mustAnswer = target.required && !leavesOf(target.required_condition).length && !this.optionalGroups(target);
    if (mustAnswer || this.prng.chance(0.8)) responses[target.id] = this.response(target, mustAnswer);
    else delete responses[target.id];
  }

  private filledOutside(component: Component): boolean {
    if (component.kind === 'data_processor' || component.kind === 'data_collector') return true;
    if (component.kind !== 'question') return false;
    return questionTypeDef(component.question_type).filledOutsidePages || component.hidden || component.data_collector || component.development_fields.data_punch;
  }

  private groups(question: Component): ComponentOf<'answer_group'>[] {
    const owners = [question.id, ...(question.parent?.kind === 'grid' ? [question.parent.id] : [])];
    return owners.flatMap((owner) => this.kids(owner, ['answer_group']) as ComponentOf<'answer_group'>[]);
  }

  private optionalGroups(question: Component): boolean {
    return this.groups(question).some((g) => !g.required || leavesOf(g.required_condition).length > 0 || leavesOf(g.visibility_condition).length > 0);
  }

  /** A random response of the kind the subject gives; a required one is not blank. */
  private response(subject: Component, required = false): ResponseValue | undefined {
    const { prng } = this;
    const groups = this.groups(subject);
    const choices = groups.filter((g) => g.answer_group_type === 'single' || g.answer_group_type === 'multi');
    const answers = choices.flatMap((g) => this.kids(g.id, ['answer']) as ComponentOf<'answer'>[]);
    const type = subject.kind === 'question' ? questionTypeDef(subject.question_type).responses : 'single';
    const choice = (picked: ComponentOf<'answer'>[]): ResponseValue => ({ kind: 'choice', selected: picked.map((a) => ({ id: a.id, code: a.code })) });
    if (type === 'single' && choices.length <= 1) return answers.length ? choice([prng.choose(answers)]) : undefined;
    if (type === 'single' || type === 'multi') {
      if (answers.length === 0) return undefined;
      const exclusive = answers.filter((a) => a.exclusive);
      if (exclusive.length && prng.chance(0.3)) return choice([prng.choose(exclusive)]);
      const open = answers.filter((a) => !a.exclusive);
      const picked = open.filter(() => prng.chance(prng.choose([0.1, 0.3, 0.6, 0.9])));
      return picked.length ? choice(picked) : open.length ? choice([prng.choose(open)]) : choice([prng.choose(answers)]);
    }
    if (type === 'numeric') {
      const numeric = groups.filter((g): g is Extract<ComponentOf<'answer_group'>, { answer_group_type: 'numeric' }> => g.answer_group_type === 'numeric');
      const min = Math.min(...numeric.map((g) => g.min ?? -Infinity));
      const max = Math.max(...numeric.map((g) => g.max ?? Infinity));
      const whole = numeric.length > 0 && numeric.every((g) => g.decimal_places === 0);
      const pool = [...this.numbers, prng.int(-20, 20), min, max].filter((n) => Number.isFinite(n) && n >= min && n <= max && (!whole || Number.isInteger(n)));
      return pool.length ? { kind: 'number', value: prng.choose(pool) } : undefined;
    }
    if (type === 'text') {
      if (!groups.some((g) => g.answer_group_type === 'open_text')) return undefined;
      const text = prng.choose(this.texts) + (prng.chance(0.3) ? prng.choose(this.texts) : '') + ' '.repeat(prng.int(0, 2));
      return { kind: 'text', value: required && text.trim() === '' ? `${text}x` : text };
    }
    return prng.pick<ResponseValue>([{ kind: 'text', value: 'x' }, { kind: 'number', value: 1 }, choice(answers.slice(0, 1))]);
  }
}
