// The "Routing questions" toolbar: add a page or a routing group (after the selected row, or into
// a selected branch), place every unplaced question on a page of its own, show deleted rows, and
// the survey's placement of new questions.
import { ListPlus, Plus, Split } from 'lucide-react';
import { Button } from '../../../widgets/feedback';
import { PlacementSelect } from './placement-select';

export function RoutingToolbar({ readOnly, showDeleted, onShowDeleted, onAddPage, onAddGroup, onAddUnplaced, onFailure }: {
  readOnly: boolean;
  showDeleted: boolean;
  onShowDeleted: (show: boolean) => void;
  onAddPage: () => void;
  onAddGroup: () => void;
  onAddUnplaced: () => void;
  onFailure: (message: string) => void;
}) {
  return (
    <div className="edit-toolbar" role="toolbar" aria-label="Routing questions">
      <Button variant="primary" size="sm" disabled={readOnly} onClick={onAddPage}>
        <Plus aria-hidden size={16} /> Add page
      </Button>
      <Button size="sm" disabled={readOnly} onClick={onAddGroup}>
        <Split aria-hidden size={16} /> Add routing group
      </Button>
      <Button size="sm" disabled={readOnly} onClick={onAddUnplaced}>
        <ListPlus aria-hidden size={16} /> Add all unplaced questions as new pages
      </Button>
      <label className="toggle">
        <input type="checkbox" checked={showDeleted} onChange={(e) => onShowDeleted(e.target.checked)} />
        Show deleted items
      </label>
      <PlacementSelect readOnly={readOnly} onFailure={onFailure} />
    </div>
  );
}
