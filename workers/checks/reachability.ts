// Reachability of the routing flow: which pages and routing groups some respondent can reach.
//
// The model (see CONTEXT.md):
// - The flow runs the root's pages and routing groups in sibling order. A page is shown; then the
//   respondent leaves the survey if the page terminates or shows an exit block, else goes on.
// - A routing group tries its routing conditions top to bottom and follows the first that holds
//   (its pages and groups, in order); then, or when none holds, the flow goes on after the group.
// - Conditions are judged on what the respondent can have answered *at that point*: a question
//   not yet shown on the path is unanswered (only values filled outside pages — hidden, collected,
//   processed questions, quota states — exist from the start).
// The analysis carries, along the flow, the set of responses each named subject can still have
// (candidates.ts: a finite set of representatives, and maybe a wildcard, as bitmasks). Taking a
// branch keeps the responses under which its condition holds and every earlier condition of the
// group fails; a page whose set of states is empty is unreachable. Subjects are tracked one by one
// (a relation between two questions is forgotten where paths join), so the sets can only be too
// large: a page reported unreachable is unreachable (reachability.property.test.ts walks random
// respondents to hold it to that); an unreachable page is missed only in rare tangled cases.
import type { Component, ComponentOf, Condition, ConditionNode } from '../../schema';
import { evaluateCondition } from '../../schema';
import { candidatesOf, type Candidate } from './candidates';
import type { CheckContext } from './check-context';
import { hasExpression, leavesOf } from './conditions';
import { itemTarget, ROUTABLE_KINDS } from './routing-rules';

interface Subject {
  /** The candidates judged by the evaluator; a wildcard, when there is one, comes last. */
  readonly candidates: readonly Candidate[];
  /** The wildcard's bit (0n: none): an answer a condition may or may not hold for. */
  readonly wild: bigint;
  readonly all: bigint;
  readonly answered: bigint;
  readonly skipped: bigint;
  readonly initial: bigint;
}

/** Subject id → the responses still possible; a subject not listed has its `initial` set. */
type State = ReadonlyMap<string, bigint>;

interface Ask {
  readonly id: string;
  /** Shown only under a visibility condition: the response from before may stand. */
  readonly conditional: boolean;
  /** May be left unanswered, whatever its answer groups say (see Analysis.mayBeSkipped). */
  readonly optional: boolean;
}
interface PageNode {
  readonly kind: 'page';
  readonly id: string;
  readonly asks: readonly Ask[];
  /** Per exit block on the page, the conditions under which it shows (none: always). */
  readonly exits: readonly (readonly ConditionNode[])[];
  readonly terminate: boolean;
}
interface GroupNode {
  readonly kind: 'group';
  readonly id: string;
  readonly branches: readonly { readonly condition: ConditionNode | null; readonly children: readonly FlowNode[] }[];
}
type FlowNode = PageNode | GroupNode;

const FLOW_KINDS = ['routing_page', 'routing_group'] as const;
const conditionOf = (tree: ConditionNode | null | undefined) => (hasExpression(tree) ? tree! : null);

/** Reads the flow tree from the root, collecting every condition it judges. */
class FlowReader {
  readonly leaves: Condition[] = [];

  constructor(private readonly ctx: CheckContext) {}

  sequence(parent: string | null): FlowNode[] {
    return this.ctx.orderedChildren(parent, FLOW_KINDS).map((child) => (child.kind === 'routing_page' ? this.page(child) : this.group(child)));
  }

  private group(group: Component): GroupNode {
    const branches = this.ctx.orderedChildren(group.id, ['routing_condition']).map((branch) => {
      const condition = conditionOf((branch as ComponentOf<'routing_condition'>).condition);
      leavesOf(condition, this.leaves);
      return { condition, children: this.sequence(branch.id) };
    });
    return { kind: 'group', id: group.id, branches };
  }

  private page(page: ComponentOf<'routing_page'>): PageNode {
    const asks: Ask[] = [];
    const exits: ConditionNode[][] = [];
    for (const item of this.ctx.orderedChildren(page.id, ['routing_item']) as ComponentOf<'routing_item'>[]) {
      const target = itemTarget(item, this.ctx);
      if (!target) continue;
      const shownIf = conditionOf(item.visibility_condition);
      const role = ROUTABLE_KINDS[target.kind as keyof typeof ROUTABLE_KINDS];
      if (role === 'question') this.asks(target, shownIf !== null, asks, new Set());
      if (role === 'exit') {
        const conditions = [shownIf, conditionOf((target as ComponentOf<'exit_block'>).visibility_condition)].filter((c) => c !== null);
        for (const condition of conditions) leavesOf(condition, this.leaves);
        exits.push(conditions);
      }
    }
    return { kind: 'page', id: page.id, asks, exits, terminate: page.terminate === true };
  }

  /** The questions a placed question, grid or group shows. */
  private asks(target: Component, conditional: boolean, out: Ask[], seen: Set<string>): void {
    if (seen.has(target.id)) return;
    seen.add(target.id);
    if (target.kind === 'question') {
      const shownIf = conditional || this.mayBeHidden(target);
      const optional = shownIf || !target.required || hasExpression(target.required_condition);
      out.push({ id: target.id, conditional: shownIf, optional });
      return;
    }
    if (target.kind !== 'group' && target.kind !== 'grid') {
      out.push({ id: target.id, conditional: true, optional: true });
      return;
    }
    for (const child of this.ctx.children(target.id, ['group', 'grid', 'question'])) this.asks(child, conditional, out, seen);
  }

  /**
   * Whether the question may not show where it is placed: it, or a group or grid holding it, shows
   * only under a condition; or something above it hides it for good as the runtime draws
   * (visibleComponents): a parent that is not there, a routing record (the page a question is
   * filed under by mistake is not drawn as a parent), a hidden question.
   */
  private mayBeHidden(question: Component): boolean {
    const seen = new Set<string>();
    for (let at: Component | undefined = question; at && !seen.has(at.id); ) {
      seen.add(at.id);
      if (hasExpression((at as { visibility_condition?: ConditionNode | null }).visibility_condition)) return true;
      if (at !== question && at.kind === 'question' && (at.hidden || at.data_collector)) return true;
      if (!at.parent) return false;
      at = this.ctx.get(at.parent.id);
      if (!at || at.kind.startsWith('routing_')) return true;
    }
    return false;
  }
}

/** What of the conditions naming a subject its candidates depend on. */
function fingerprint(leaves: readonly Condition[]): string {
  return JSON.stringify(leaves.map((leaf) => [leaf.fn, leaf.answers, leaf.value, leaf.value2]));
}

const bit = (i: number) => 1n << BigInt(i);
function maskOf(candidates: readonly Candidate[], from: number): bigint {
  let mask = 0n;
  for (let i = 0; i < candidates.length; i++) mask |= bit(from + i);
  return mask;
}

class Analysis {
  readonly reached = new Set<string>();
  private readonly subjects = new Map<string, Subject>();
  private readonly leafMasks = new Map<Condition, bigint>();

  constructor(
    leaves: readonly Condition[],
    private readonly ctx: CheckContext,
  ) {
    const bySubject = new Map<string, Condition[]>();
    for (const leaf of leaves) {
      const list = bySubject.get(leaf.question_id);
      if (list) list.push(leaf);
      else bySubject.set(leaf.question_id, [leaf]);
    }
    for (const [id, named] of bySubject) {
      // Kept between runs: building a subject's candidates reads all its answers.
      const set = ctx.memo(`candidates:${id}:${fingerprint(named)}`, () => candidatesOf(id, named, ctx));
      const candidates = [...set.skipped, ...set.answered];
      const wild = set.wild ? bit(candidates.length) : 0n;
      const skipped = maskOf(set.skipped, 0);
      const all = maskOf(candidates, 0) | wild;
      this.subjects.set(id, {
        candidates,
        wild,
        all,
        skipped,
        answered: all & ~skipped,
        initial: set.filledOutsidePages ? all : bit(0),
      });
    }
  }

  run(sequence: readonly FlowNode[], state: State | null): State | null {
    for (const node of sequence) {
      if (state === null) return null;
      this.reached.add(node.id);
      state = node.kind === 'page' ? this.page(node, state) : this.group(node, state);
    }
    return state;
  }

  private group(node: GroupNode, state: State): State | null {
    let rest: State | null = state;
    let out: State | null = null;
    for (const branch of node.branches) {
      if (rest === null) break;
      const taken = branch.condition ? this.refine(rest, branch.condition, true) : rest;
      if (taken) out = this.join(out, this.run(branch.children, taken));
      rest = branch.condition ? this.refine(rest, branch.condition, false) : null;
    }
    return this.join(out, rest);
  }

  private page(node: PageNode, state: State): State | null {
    let next: Map<string, bigint> | null = null;
    for (const ask of node.asks) {
      const subject = this.subjects.get(ask.id);
      if (!subject || subject.initial === subject.all) continue;
      // A question with no answer to give (no choices left) stays unanswered, required or not.
      let mask = ask.optional || subject.answered === 0n || this.mayBeSkipped(ask.id) ? subject.all : subject.answered;
      if (ask.conditional) mask |= state.get(ask.id) ?? subject.initial;
      (next ??= new Map(state)).set(ask.id, mask);
    }
    if (node.terminate) return null;
    let after: State | null = next ?? state;
    for (const conditions of node.exits) {
      if (after === null) return null;
      if (conditions.length === 0) return null;
      after = this.refine(after, { kind: 'group', operator: 'and', items: [...conditions] }, false);
    }
    return after;
  }

  /**
   * Whether a required question can still be left unanswered: one of its answer groups (or its
   * grid's) is optional, required only under a condition, or shown only under one. Read only for
   * questions some condition names.
   */
  private mayBeSkipped(id: string): boolean {
    const question = this.ctx.get(id);
    const owners = [id, ...(question?.parent?.kind === 'grid' ? [question.parent.id] : [])];
    return owners.some((owner) =>
      this.ctx.children(owner, ['answer_group']).some((group) => {
        const g = group as ComponentOf<'answer_group'>;
        return !g.required || hasExpression(g.required_condition) || hasExpression(g.visibility_condition);
      }),
    );
  }

  private subject(id: string): Subject {
    return this.subjects.get(id)!;
  }

  private leafMask(leaf: Condition, subject: Subject): bigint {
    let mask = this.leafMasks.get(leaf);
    if (mask === undefined) {
      mask = 0n;
      for (let i = 0; i < subject.candidates.length; i++) {
        if (evaluateCondition(leaf, { [leaf.question_id]: subject.candidates[i] })) mask |= bit(i);
      }
      this.leafMasks.set(leaf, mask);
    }
    return mask;
  }

  /** `state` narrowed to the responses under which `node` evaluates to `truth`; null when none. */
  private refine(state: State, node: ConditionNode, truth: boolean): State | null {
    if (node.kind === 'condition') {
      const subject = this.subject(node.question_id);
      const holds = this.leafMask(node, subject);
      const current = state.get(node.question_id) ?? subject.initial;
      // The wildcard is never in `holds`, so it stays on both sides.
      const next = current & (truth ? holds | subject.wild : subject.all & ~holds);
      if (next === 0n) return null;
      return next === current ? state : new Map(state).set(node.question_id, next);
    }
    const items = node.items ?? [];
    if (items.length === 0) return truth ? state : null;
    // As the evaluator: 'and' needs every item, anything else some item.
    if ((node.operator === 'and') === truth) {
      let narrowed: State | null = state;
      for (const item of items) if ((narrowed = this.refine(narrowed, item, truth)) === null) return null;
      return narrowed;
    }
    let joined: State | null = null;
    for (const item of items) joined = this.join(joined, this.refine(state, item, truth));
    return joined;
  }

  private join(a: State | null, b: State | null): State | null {
    if (a === null || a === b) return b;
    if (b === null) return a;
    const out = new Map(a);
    for (const [id, mask] of b) out.set(id, (a.get(id) ?? this.subject(id).initial) | mask);
    for (const [id, mask] of a) if (!b.has(id)) out.set(id, mask | this.subject(id).initial);
    return out;
  }
}

/** The ids of the pages, routing groups that some respondent can reach. */
export function reachableRouting(ctx: CheckContext): ReadonlySet<string> {
  const reader = new FlowReader(ctx);
  const flow = reader.sequence(null);
  const analysis = new Analysis(reader.leaves, ctx);
  analysis.run(flow, new Map());
  return analysis.reached;
}

/** Pages and routing groups no respondent can reach. */
export function unreachable(ctx: CheckContext): { item: Component; message: string }[] {
  const reached = reachableRouting(ctx);
  const hits: { item: Component; message: string }[] = [];
  for (const page of ctx.ofKind('routing_page')) if (!reached.has(page.id)) hits.push({ item: page, message: 'Page is unreachable' });
  for (const group of ctx.ofKind('routing_group')) if (!reached.has(group.id)) hits.push({ item: group, message: 'Group is unreachable' });
  return hits;
}
