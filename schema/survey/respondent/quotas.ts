// Quota matching (spec §3 quotas, §9 selection methods), pure: which quota definitions a
// respondent qualifies for, which of them they are counted in, and whether one of those is full.
// The server counts (server/respondent/quota-counter.ts); this module only reads counts, so the
// runtime can make the same decision offline and the server stays the authority at completion.
//
// Counts are keyed by the *design* id of a definition (the designer's component id, through the
// version's id-map), not by the version's id: a new version that edits a definition gives it a
// new published id, and its count must carry over.
import { evaluateCondition, type ResponseValue, type Responses } from '../condition-evaluator';
import type { ConditionGroup } from '../condition';
import type { Component } from '../components/component';
import type { QuotaSelectionMethod } from '../components/quota-group';
import { childrenByParent, childrenOfKind, ROOT } from './tree';

/** One quota definition as matched and counted. */
export interface QuotaCell {
  /** The version's id: what conditions (quotaFull) and the routing name. */
  readonly id: string;
  /** The design component's id: what counts are kept under. */
  readonly designId: string;
  /** The version's id of the quota the definition belongs to (quota values are stored per quota). */
  readonly quotaId: string;
  readonly groupId: string;
  readonly code: string;
  readonly label: string;
  readonly target: number;
  readonly criteria: ConditionGroup | null;
}

export interface QuotaGroupPlan {
  readonly id: string;
  readonly quotaId: string;
  /** null: select all (the respondent counts in every definition they match). */
  readonly method: QuotaSelectionMethod | null;
  /** In the designer's order: least_fill breaks ties by it. */
  readonly cells: readonly QuotaCell[];
}

/** A version's quotas, built once per version (see `quotaPlanOf`). */
export interface QuotaPlan {
  readonly groups: readonly QuotaGroupPlan[];
  /** By version id. */
  readonly cells: ReadonlyMap<string, QuotaCell>;
}

/** Respondents counted so far, by design definition id; a definition never counted is missing (0). */
export type QuotaCounts = ReadonlyMap<string, number>;

/** The quota groups' choices for one respondent: the definitions they match and those they count in. */
export interface QuotaSelection {
  readonly group: QuotaGroupPlan;
  readonly matches: readonly QuotaCell[];
  readonly selected: readonly QuotaCell[];
}

/**
 * What a quota-flagged page decides: `open` counts the respondent in `counted` at completion;
 * `full` ends them as quota_full (`full` names the definitions that had no room).
 */
export type QuotaDecision =
  | { readonly kind: 'open'; readonly counted: readonly QuotaCell[] }
  | { readonly kind: 'full'; readonly full: readonly QuotaCell[]; readonly counted: readonly QuotaCell[] };

/**
 * The quotas of a version's components (quota > quota group > quota definition, siblings by
 * order). `designIds` maps a version id to its design id (the inverse of the version's id-map);
 * an id it does not name is its own design id (the designer's preview walks the draft itself).
 * Components marked deleted, and everything under them, are left out.
 */
export function quotaPlanOf(components: readonly Component[], designIds: ReadonlyMap<string, string> = new Map()): QuotaPlan {
  const tree = childrenByParent(components.filter((component) => !component.deleted));
  const groups: QuotaGroupPlan[] = [];
  const cells = new Map<string, QuotaCell>();
  for (const quota of childrenOfKind(tree, ROOT, 'quota')) {
    for (const group of childrenOfKind(tree, quota.id, 'quota_group')) {
      const groupCells = childrenOfKind(tree, group.id, 'quota_definition').map((definition): QuotaCell => ({
        id: definition.id,
        designId: designIds.get(definition.id) ?? definition.id,
        quotaId: quota.id,
        groupId: group.id,
        code: definition.code,
        label: definition.label,
        target: definition.target,
        criteria: definition.criteria,
      }));
      for (const cell of groupCells) cells.set(cell.id, cell);
      groups.push({ id: group.id, quotaId: quota.id, method: group.single_selection_method, cells: groupCells });
    }
  }
  return { groups, cells };
}

const countOf = (cell: QuotaCell, counts: QuotaCounts) => counts.get(cell.designId) ?? 0;

/** Full when its count has reached its target; a target of 0 takes no one. */
export function isCellFull(cell: QuotaCell, counts: QuotaCounts): boolean {
  return countOf(cell, counts) >= cell.target;
}

/**
 * Whether the respondent matches a definition. A definition without criteria (null, or an empty
 * group) matches everyone: the spec gives criteria no other meaning than the condition language,
 * where no tree constrains nothing (visibility, routing), and a criteria-less cell is how an
 * author writes a total ("n = 500 completes"). The survey checks flag an empty condition group.
 */
export function qualifies(cell: QuotaCell, responses: Responses): boolean {
  return evaluateCondition(cell.criteria, responses);
}

/** FNV-1a (32 bit): a seeded choice that is the same in the browser and on the server. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const fillOf = (cell: QuotaCell, counts: QuotaCounts) => (cell.target > 0 ? countOf(cell, counts) / cell.target : Infinity);

function select(group: QuotaGroupPlan, matches: readonly QuotaCell[], counts: QuotaCounts, seed: string): QuotaCell[] {
  if (matches.length === 0) return [];
  const method = group.method;
  switch (method) {
    case null:
      return [...matches];
    case 'random': {
      // Among the matches with room when there is one: a respondent who fits an open cell is not
      // turned away because the draw fell on a full one. The seed (stable per respondent) and the
      // group id make the draw repeatable, page after page, and independent between groups.
      const open = matches.filter((cell) => !isCellFull(cell, counts));
      const pool = open.length > 0 ? open : matches;
      return [pool[hashOf(`${seed}\u0000${group.id}`) % pool.length]!];
    }
    case 'least_fill': {
      // Lowest count/target; a full cell (ratio ≥ 1, or a target of 0) comes last by itself.
      // Ties go to the first in the designer's order (a strict < keeps the earlier one).
      let best = matches[0]!;
      for (const cell of matches.slice(1)) if (fillOf(cell, counts) < fillOf(best, counts)) best = cell;
      return [best];
    }
    default:
      throw new Error(`Quota group ${group.id} has unknown selection method ${String(method satisfies never)}`);
  }
}

/**
 * Per quota group (of the quotas named in `quotaIds`, or all of them): the definitions the
 * respondent matches and those selected by the group's method. `seed` must be stable per
 * respondent (their id); `counts` are the current counts (random and least_fill read them).
 */
export function quotaSelections(plan: QuotaPlan, responses: Responses, counts: QuotaCounts, seed: string, quotaIds?: readonly string[]): QuotaSelection[] {
  const only = quotaIds === undefined ? null : new Set(quotaIds);
  return plan.groups
    .filter((group) => only === null || only.has(group.quotaId))
    .map((group) => {
      const matches = group.cells.filter((cell) => qualifies(cell, responses));
      return { group, matches, selected: select(group, matches, counts, seed) };
    });
}

/**
 * The decision of a quota-flagged page (and of completion): full when any definition the
 * respondent is selected into has reached its target, else open with the definitions to count.
 * Counts read here may be stale by the time the respondent completes: the server's claim
 * (a conditional update) is what decides in the end, so a cell filled meanwhile still turns them away.
 */
export function quotaDecision(plan: QuotaPlan, responses: Responses, counts: QuotaCounts, seed: string, quotaIds?: readonly string[]): QuotaDecision {
  const counted = quotaSelections(plan, responses, counts, seed, quotaIds).flatMap((selection) => selection.selected);
  const full = counted.filter((cell) => isCellFull(cell, counts));
  return full.length > 0 ? { kind: 'full', full, counted } : { kind: 'open', counted };
}

/**
 * The fill state of every definition as the condition evaluator reads it (quotaFull), keyed by
 * the version's definition id; merge it into the question responses:
 * `{ ...toResponses(...), ...quotaResponses(plan, counts) }`.
 */
export function quotaResponses(plan: QuotaPlan, counts: QuotaCounts): Record<string, ResponseValue> {
  const responses: Record<string, ResponseValue> = {};
  for (const cell of plan.cells.values()) responses[cell.id] = { kind: 'quota', full: isCellFull(cell, counts) };
  return responses;
}
