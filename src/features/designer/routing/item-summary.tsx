// At the top of a routing item's settings: what the item shows on its page (a question, an exit
// block, a quota), or that it names something gone, which the checks report as critical.
import type { ComponentOf } from '../../../../schema';
import { KIND_LABELS } from '../../../../workers/checks';
import { useComponent } from '../../drafts/use-draft';
import { componentLabel } from '../edit/tree-rows';

export function ItemSummary({ item }: { item: ComponentOf<'routing_item'> }) {
  const target = useComponent(item.item_id);
  if (!target || target.deleted) {
    return <p className="routing-item-summary routing-row-missing" role="note">This item names a {KIND_LABELS[item.item_kind].toLowerCase()} that is missing or deleted: delete the item, or restore it on the Edit tab.</p>;
  }
  const text = componentLabel(target);
  return (
    <p className="routing-item-summary" role="note">
      Shows {KIND_LABELS[target.kind].toLowerCase()} <strong>{target.name}</strong>{text ? `: ${text}` : ''}. Its visibility condition below decides whether it shows on this page.
    </p>
  );
}
