// What the browser needs to keep a page live (issue 14 A, hydration): every component that can
// show on the page, shown or not, so an answer that reveals a question on the same page shows it
// without a round trip. Pure, over a fielded version; the server still decides every post.
import { inTreeOrder, type Component, type ComponentOf } from '../../schema';
import type { FieldedVersion } from './fielded-version';

/**
 * The page, its routing items (exit blocks left out: the walk's, never drawn), their targets with
 * everything below them, and each target's parents up to the root (visibility needs a component's
 * parent: one whose parent is absent is not shown). In tree order, each component once.
 */
export function pageComponents(version: FieldedVersion, page: ComponentOf<'routing_page'>): Component[] {
  const out = new Map<string, Component>([[page.id, page]]);
  for (const child of version.source.children(page.id)) {
    if (child.kind !== 'routing_item') continue;
    const target = version.source.get(child.item_id);
    if (!target || target.kind !== child.item_kind || target.kind === 'exit_block') continue;
    out.set(child.id, child);
    const parents: Component[] = [];
    // The guard stops at the version's size should a broken snapshot hold a parent cycle.
    for (let parent = target.parent ? version.source.get(target.parent.id) : undefined, n = 0; parent && n < version.all.length; n++) {
      parents.unshift(parent);
      parent = parent.parent ? version.source.get(parent.parent.id) : undefined;
    }
    for (const component of [...parents, target, ...inTreeOrder(version.tree, target.id)]) out.set(component.id, component);
  }
  return [...out.values()];
}
