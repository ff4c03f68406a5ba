// The runtime form's components as the server writes them (RUNTIME_FORM_FORMAT): a tree that
// says what it can for them, read back by the browser with page-reply.ts's FormReader. Kept apart
// from the reader so the respondent's bundle carries only the reading.
import type { Component } from '../../survey/components/component';
import type { WireComponent } from './page-reply';

/** Fields the tree says or every component says for itself: never a kind's default. */
const OWN_FIELDS = new Set(['id', 'kind', 'parent', 'order']);

/**
 * Per kind, each field every component of the kind has, with its most frequent value (a value no
 * two components share is no default: it would only move bytes around).
 */
function kindDefaults(components: readonly Component[]): Map<string, Map<string, string>> {
  const byKind = new Map<string, Component[]>();
  for (const component of components) {
    const members = byKind.get(component.kind);
    if (members) members.push(component);
    else byKind.set(component.kind, [component]);
  }
  const defaults = new Map<string, Map<string, string>>();
  for (const [kind, members] of byKind) {
    const chosen = new Map<string, string>();
    const fields = Object.keys(members[0]!).filter((field) => !OWN_FIELDS.has(field) && members.every((member) => Object.hasOwn(member, field)));
    for (const field of fields) {
      const counts = new Map<string, number>();
      for (const member of members) {
        const json = JSON.stringify((member as unknown as Record<string, unknown>)[field]);
        counts.set(json, (counts.get(json) ?? 0) + 1);
      }
      const [json, count] = [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
      if (count >= 2 && json !== undefined) chosen.set(field, json);
    }
    defaults.set(kind, chosen);
  }
  return defaults;
}

/** Whether `component` sits under `parent` exactly as the tree would say it: its parent ref is `{ id, kind }` of it. */
function nestsUnder(component: Component, parent: Component | undefined): parent is Component {
  const ref = component.parent as Readonly<Record<string, unknown>> | null;
  return parent !== undefined && ref !== null && Object.keys(ref).length === 2
    && ref.id === parent.id && ref.kind === parent.kind && Object.hasOwn(component, 'order');
}

/**
 * The components as the runtime form carries them (RUNTIME_FORM_FORMAT, `expandedComponents`
 * reads it back): a tree, each component under its parent's `children` in order, so its parent
 * and (where it is its place among them) its order go without saying; its id written as the
 * part after its parent's (`idTail`) where it starts with it; and of its other fields only those
 * that differ from its kind's default. The largest survey's 50,000 answers are mostly their
 * code, name and label this way (the ids and refs were most of the form).
 */
export function wireTree(components: readonly Component[]): { defaults: Record<string, Record<string, unknown>>; components: WireComponent[] } {
  const defaultJson = kindDefaults(components);
  const byId = new Map(components.map((component) => [component.id, component]));
  const roots: Component[] = [];
  const children = new Map<string, Component[]>();
  for (const component of components) {
    const parent = component.parent ? byId.get(component.parent.id) : undefined;
    if (!nestsUnder(component, parent)) {
      roots.push(component);
      continue;
    }
    const siblings = children.get(parent.id);
    if (siblings) siblings.push(component);
    else children.set(parent.id, [component]);
  }
  const wire = (component: Component, parentId: string | null, place: number, seen: Set<string>): WireComponent => {
    const shared = defaultJson.get(component.kind)!;
    const out: Record<string, unknown> = { kind: component.kind };
    if (parentId !== null && component.id.length > parentId.length && component.id.startsWith(parentId)) out.idTail = component.id.slice(parentId.length);
    else out.id = component.id;
    for (const [field, value] of Object.entries(component)) {
      if (field === 'id' || field === 'kind') continue;
      if (parentId !== null && (field === 'parent' || (field === 'order' && value === place))) continue;
      if (!OWN_FIELDS.has(field) && shared.get(field) === JSON.stringify(value)) continue;
      out[field] = value;
    }
    // A parent cycle in a broken snapshot is cut where it closes.
    seen.add(component.id);
    const below = (children.get(component.id) ?? []).filter((child) => !seen.has(child.id));
    // Stable: siblings with the same order keep the version's order (and say their order).
    below.sort((a, b) => a.order - b.order);
    if (below.length > 0) out.children = below.map((child, index) => wire(child, component.id, index, seen));
    return out as WireComponent;
  };
  const seen = new Set<string>();
  const tree = roots.map((root) => wire(root, null, -1, seen));
  // Components only a parent cycle reaches (a broken snapshot) stand at the top, refs and all.
  for (const component of components) if (!seen.has(component.id)) tree.push(wire(component, null, -1, seen));
  const defaults = Object.fromEntries([...defaultJson].map(([kind, fields]) => [kind, Object.fromEntries([...fields].map(([field, json]) => [field, JSON.parse(json) as unknown]))]));
  return { defaults, components: tree };
}
