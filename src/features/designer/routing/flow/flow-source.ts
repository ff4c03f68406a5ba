// The draft seen as the walk sees a survey (schema's FlowSource): live components only, children
// in sibling order. Reads go through the document's persistent maps, so building the flow costs
// the routing components and what their items name, never a pass over the whole survey.
import { isDeletedInTree, type Component, type FlowSource } from '../../../../../schema';
import { childrenOf, componentOf, lookupOf, type DraftDoc } from '../../../../../sync/document';

export function draftFlowSource(doc: DraftDoc): FlowSource {
  const lookup = lookupOf(doc);
  const live = new Map<string, Component | undefined>();
  return {
    get(id) {
      if (live.has(id)) return live.get(id);
      const component = componentOf(doc, id);
      const found = component && !isDeletedInTree(component, lookup) ? component : undefined;
      live.set(id, found);
      return found;
    },
    // Asked only of live parents while walking down, so a child not marked deleted itself is live.
    children: (parent) => childrenOf(doc, parent).filter((child) => !child.deleted),
  };
}
