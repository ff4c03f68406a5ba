// What the quotas views show, from the service's reply: each definition's fill (count of target),
// and each group's and quota's fill as the sum of its definitions, so a quota reads at a glance.
// Pure, so the three views (grid, list, data) agree and are tested once.
import type { QuotaDefinitionProgress, QuotaProgress } from './quota-operations';

export interface Fill {
  readonly count: number;
  readonly target: number;
  /** count / target in percent, not clamped (a lowered target can be passed); 100 for target 0. */
  readonly percent: number;
}

export interface DefinitionView {
  readonly id: string;
  /** What an author calls it: its label, else its code, else its name, else "Definition n". */
  readonly title: string;
  readonly name: string;
  readonly code: string;
  readonly label: string;
  readonly criteria: string;
  readonly criteriaCount: number | null;
  readonly fill: Fill;
}

export interface GroupView {
  readonly id: string;
  readonly name: string;
  readonly selection: string;
  readonly fill: Fill;
  readonly definitions: readonly DefinitionView[];
}

export interface QuotaView {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly fill: Fill;
  readonly groups: readonly GroupView[];
}

/** One row of the data view: a definition with the quota and group it sits in. */
export interface DefinitionRow extends DefinitionView {
  readonly quota: string;
  readonly group: string;
}

/** A target of 0 is full from the first respondent on: it shows as full, never as a division by 0. */
export function fillOf(count: number, target: number): Fill {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`A quota count is a whole number ≥ 0, got ${count}`);
  if (!Number.isInteger(target) || target < 0) throw new RangeError(`A quota target is a whole number ≥ 0, got ${target}`);
  return { count, target, percent: target === 0 ? 100 : (count / target) * 100 };
}

/** The fill of several definitions; none (an empty group) fills nothing. */
const sumFill = (fills: readonly Fill[]): Fill =>
  fills.length === 0 ? { count: 0, target: 0, percent: 0 } : fillOf(fills.reduce((n, f) => n + f.count, 0), fills.reduce((n, f) => n + f.target, 0));

const selectionNames: Readonly<Record<string, string>> = { all: 'Select all', '': 'Select all', random: 'Random', least_fill: 'Least fill' };

/** A quota group's single selection method in words (spec §9: select all, random, least_fill). */
export function selectionWords(method: string): string {
  return selectionNames[method] ?? method;
}

// Names can be empty (a quota group is not named when created): every item still needs a name
// to be read by, its progress bar above all, so it falls back to its kind and position.
const named = (name: string, kind: string, index: number) => name.trim() || `${kind} ${index + 1}`;

function definitionView(definition: QuotaDefinitionProgress, index: number): DefinitionView {
  const code = definition.code ?? '';
  const label = definition.label ?? '';
  return {
    id: definition.id, name: definition.name, code, label,
    title: label.trim() || code.trim() || named(definition.name, 'Definition', index),
    criteria: definition.criteria, criteriaCount: definition.criteriaCount,
    fill: fillOf(definition.count, definition.target),
  };
}

export function quotaViews(quotas: readonly QuotaProgress[]): QuotaView[] {
  return quotas.map((quota, quotaIndex) => {
    const groups = quota.groups.map((group, groupIndex): GroupView => {
      const definitions = group.definitions.map(definitionView);
      return { id: group.id, name: named(group.name, 'Group', groupIndex), selection: selectionWords(group.selectionMethod), definitions, fill: sumFill(definitions.map((d) => d.fill)) };
    });
    return { id: quota.id, name: named(quota.name, 'Quota', quotaIndex), description: quota.description ?? '', groups, fill: sumFill(groups.flatMap((g) => g.definitions.map((d) => d.fill))) };
  });
}

export function definitionRows(quotas: readonly QuotaView[]): DefinitionRow[] {
  return quotas.flatMap((quota) => quota.groups.flatMap((group) => group.definitions.map((definition) => ({ ...definition, quota: quota.name, group: group.name }))));
}

/** "12 / 50 (24%)" */
export function fillText(fill: Fill): string {
  return `${fill.count} / ${fill.target} (${Math.round(fill.percent)}%)`;
}

/** The criteria count, or N/A when the service cannot count the criteria (spec §5). */
export function criteriaCountText(count: number | null): string {
  return count === null ? 'N/A' : String(count);
}
