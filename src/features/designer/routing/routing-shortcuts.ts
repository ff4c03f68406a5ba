// The routing tree's `?` list: the survey tree's keys, with the moves in the routing flow's terms.
import { treeShortcuts, type TreeShortcut } from '../edit/tree-keys';

const routingMoves: Readonly<Record<string, string>> = {
  'Alt+Up / Alt+Down': 'Move the page, group, branch or item up / down among its siblings',
  'Alt+Right': 'Move the page or group into the routing group above it (its last branch); an item to the next page',
  'Alt+Left': 'Move the page or group out of its branch, after the group; an item to the page before',
  'Tab': 'The focused row\'s buttons (add, preview, settings, move …), then out of the tree',
  'Enter': 'Open the row\'s settings: a page\'s ending, a branch\'s condition, an item\'s visibility (Esc comes back)',
};

export const routingShortcuts: readonly TreeShortcut[] = treeShortcuts.map((s) => (routingMoves[s.keys] ? { keys: s.keys, does: routingMoves[s.keys]! } : s));
