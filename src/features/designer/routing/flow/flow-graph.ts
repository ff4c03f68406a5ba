// The routing flow as a graph to draw: a pure function of the survey's routing components.
//
// The semantics are the walk's (schema/survey/routing-walk.ts): the root and each branch hold pages
// and routing groups in order; a page is shown, then the respondent leaves by the first exit block
// on it that shows, or because the page terminates, or goes on; a routing group tries its branches
// top to bottom and follows the first that holds, then the flow goes on after the group; when none
// holds it goes on directly ("Otherwise"). Past the last page the flow ends.
//
// Built in one pass in flow order: each step hands on its loose ends (edges still waiting for
// whatever comes next) and the next node picks them up, so a branch that ends joins the flow after
// its group, and a branch without pages leads straight there.
import type { Component, ComponentOf, ConditionNode, ExitStatus, FlowSource } from '../../../../../schema';
import { itemTargetOf } from '../../../../../schema';
import { ALWAYS_WORDS, componentVocabulary, conditionWords, type ConditionVocabulary } from '../../../conditions/condition-words';

type Page = ComponentOf<'routing_page'>;
type Group = ComponentOf<'routing_group'>;
type Item = ComponentOf<'routing_item'>;

export const START_ID = 'flow-start';
export const END_ID = 'flow-end';
/** How many of a page's items its node lists; the rest are counted. */
export const PAGE_ITEM_LINES = 3;

export interface ItemLine {
  readonly role: 'question' | 'exit' | 'quota' | 'missing';
  readonly text: string;
}

export type FlowNode =
  | { readonly kind: 'start'; readonly id: typeof START_ID }
  | {
      readonly kind: 'page';
      /** The page's cid. */
      readonly id: string;
      /** Its position in the flow, from 1, counting every page in flow order. */
      readonly number: number;
      readonly name: string;
      readonly items: readonly ItemLine[];
      /** Items beyond the listed ones. */
      readonly more: number;
      readonly quota: boolean;
    }
  | { readonly kind: 'group'; readonly id: string; readonly number: number; readonly name: string; readonly branches: number }
  | {
      readonly kind: 'exit';
      /** `exit:<item cid>` for an exit block on a page, `terminate:<page cid>` for a terminating page. */
      readonly id: string;
      /** What choosing the node selects: the routing item, or the terminating page. */
      readonly select: string;
      readonly status: ExitStatus;
      /** "EB1 · Thank you", or "Page 4 terminates". */
      readonly label: string;
    }
  | { readonly kind: 'end'; readonly id: typeof END_ID };
export type FlowNodeKind = FlowNode['kind'];

export type FlowEdgeKind = 'sequence' | 'branch' | 'otherwise' | 'exit';

export interface FlowEdge {
  readonly id: string;
  readonly kind: FlowEdgeKind;
  readonly source: string;
  readonly target: string;
  /** The condition in words, prefixed "If" / "Else if"; "Otherwise"; null for a plain sequence. */
  readonly label: string | null;
  /** The routing condition a branch edge follows. */
  readonly branch: string | null;
  /** Never taken whatever the answers: an earlier branch, or an earlier exit, always holds. */
  readonly never: boolean;
}

export interface FlowGraph {
  /** In flow order (the order a keyboard visits them). */
  readonly nodes: readonly FlowNode[];
  readonly edges: readonly FlowEdge[];
  /** The node that stands for a routing component not drawn as a node itself (items, branches). */
  readonly owners: ReadonlyMap<string, string>;
}

/** The cid a node selects in the questions view; null for the start and end. */
export function selectionOf(node: FlowNode): string | null {
  switch (node.kind) {
    case 'start':
    case 'end':
      return null;
    case 'page':
    case 'group':
      return node.id;
    case 'exit':
      return node.select;
  }
}

/** The node standing for `cid`: its own, or the page or group holding the item or branch. */
export function nodeFor(graph: FlowGraph, cid: string | null): string | null {
  if (cid === null) return null;
  const own = graph.nodes.find((node) => selectionOf(node) === cid);
  return own?.id ?? graph.owners.get(cid) ?? null;
}

/** An edge still waiting for its target. */
type LooseEnd = Omit<FlowEdge, 'target' | 'id'> & { readonly key: string };

const FLOW_KINDS: ReadonlySet<string> = new Set(['routing_page', 'routing_group']);
const isLive = (tree: ConditionNode | null | undefined) => !!tree && (tree.kind === 'condition' || tree.items.length > 0);

function plainText(html: unknown): string {
  if (typeof html !== 'string') return '';
  // Block boundaries become spaces; inline markup vanishes, so "<b>age</b>?" reads "age?".
  return html.replace(/<\/?(?:p|div|br|li|h\d)\b[^>]*>/gi, ' ').replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/\s+/g, ' ').trim();
}

const textOf = (component: Component, field: string) => plainText((component as { default_language_data?: Record<string, unknown> }).default_language_data?.[field]);
const named = (name: string, text: string) => [name.trim(), text].filter(Boolean).join(' · ');

class GraphBuilder {
  readonly nodes: FlowNode[] = [{ kind: 'start', id: START_ID }];
  readonly edges: FlowEdge[] = [];
  readonly owners = new Map<string, string>();
  private pages = 0;
  private groups = 0;
  private readonly vocabulary: ConditionVocabulary;

  constructor(private readonly source: FlowSource) {
    this.vocabulary = componentVocabulary((id) => source.get(id));
  }

  /** Connects the loose ends to `target`. */
  private land(ends: readonly LooseEnd[], target: string): void {
    for (const { key, ...end } of ends) this.edges.push({ ...end, id: `${end.kind}:${key}`, target });
  }

  /** The pages and groups under `parent`, in order; returns the loose ends left after the last. */
  sequence(parent: string | null, incoming: readonly LooseEnd[]): LooseEnd[] {
    let ends = [...incoming];
    const children = this.source.children(parent).filter((c): c is Page | Group => FLOW_KINDS.has(c.kind));
    for (const child of children) {
      this.land(ends, child.id);
      ends = child.kind === 'routing_page' ? this.page(child) : this.group(child);
    }
    return ends;
  }

  private page(page: Page): LooseEnd[] {
    const number = ++this.pages;
    const items = this.source.children(page.id).filter((c): c is Item => c.kind === 'routing_item');
    const lines: ItemLine[] = [];
    const exits: { item: Item; exit: ComponentOf<'exit_block'> }[] = [];
    for (const item of items) {
      this.owners.set(item.id, page.id);
      const target = itemTargetOf(this.source, item);
      if (target?.kind === 'exit_block') exits.push({ item, exit: target });
      if (lines.length < PAGE_ITEM_LINES) lines.push(this.line(item, target));
    }
    this.nodes.push({ kind: 'page', id: page.id, number, name: page.name, items: lines, more: items.length - lines.length, quota: page.quota });

    // The first exit that shows wins; once one always shows, nothing after it on the page happens.
    const ends: LooseEnd[] = [];
    let always = false;
    let conditional = false;
    for (const { item, exit } of exits) {
      const conditions = [item.visibility_condition, exit.visibility_condition].filter(isLive);
      const id = `exit:${item.id}`;
      this.nodes.push({ kind: 'exit', id, select: item.id, status: exit.terminate_status, label: named(exit.name, textOf(exit, 'exit_text')) });
      this.owners.set(item.id, id);
      const label = conditions.length === 0 ? null : `If ${conditions.map((c) => conditionWords(c, this.vocabulary)).join(' and ')}`;
      this.edges.push({ id: `exit:${item.id}`, kind: 'exit', source: page.id, target: id, label, branch: null, never: always });
      if (conditions.length === 0) always = true;
      else conditional = true;
    }
    if (always) return ends;
    const otherwise = conditional ? 'Otherwise' : null;
    if (page.terminate) {
      const id = `terminate:${page.id}`;
      // As the walk: a terminating page without a status ends as complete.
      this.nodes.push({ kind: 'exit', id, select: page.id, status: page.terminate_status ?? 'complete', label: `Page ${number} terminates` });
      this.edges.push({ id, kind: 'exit', source: page.id, target: id, label: otherwise, branch: null, never: false });
      return ends;
    }
    ends.push({ key: page.id, kind: 'sequence', source: page.id, label: otherwise, branch: null, never: false });
    return ends;
  }

  private line(item: Item, target: Component | undefined): ItemLine {
    if (!target) return { role: 'missing', text: `Missing ${item.item_kind.replace(/_/g, ' ')}` };
    switch (target.kind) {
      case 'exit_block':
        return { role: 'exit', text: named(target.name, textOf(target, 'exit_text')) || 'Exit block' };
      case 'quota':
        return { role: 'quota', text: named(target.name, String((target as { description?: unknown }).description ?? '')) || 'Quota' };
      default:
        return { role: 'question', text: named(target.name, textOf(target, 'question_text')) || 'Question' };
    }
  }

  private group(group: Group): LooseEnd[] {
    const number = ++this.groups;
    const branches = this.source.children(group.id).filter((c): c is ComponentOf<'routing_condition'> => c.kind === 'routing_condition');
    this.nodes.push({ kind: 'group', id: group.id, number, name: group.name, branches: branches.length });
    const ends: LooseEnd[] = [];
    let always = false;
    branches.forEach((branch, i) => {
      this.owners.set(branch.id, group.id);
      const words = conditionWords(branch.condition, this.vocabulary);
      const label = words === ALWAYS_WORDS ? `${i === 0 ? 'Always' : 'Else always'} (no condition)` : `${i === 0 ? 'If' : 'Else if'} ${words}`;
      const edge: LooseEnd = { key: branch.id, kind: 'branch', source: group.id, label, branch: branch.id, never: always };
      ends.push(...this.sequence(branch.id, [edge]));
      // An empty condition holds for everyone: later branches and "Otherwise" are never taken.
      if (!isLive(branch.condition)) always = true;
    });
    ends.push({ key: group.id, kind: 'otherwise', source: group.id, label: 'Otherwise', branch: null, never: always });
    return ends;
  }

  finish(ends: readonly LooseEnd[]): FlowGraph {
    if (ends.length > 0) {
      this.nodes.push({ kind: 'end', id: END_ID });
      this.land(ends, END_ID);
    }
    return { nodes: this.nodes, edges: this.edges, owners: this.owners };
  }
}

/** The flow of the survey `source` reads, from the start to every exit and the end. */
export function flowGraph(source: FlowSource): FlowGraph {
  const builder = new GraphBuilder(source);
  const start: LooseEnd = { key: START_ID, kind: 'sequence', source: START_ID, label: null, branch: null, never: false };
  return builder.finish(builder.sequence(null, [start]));
}
