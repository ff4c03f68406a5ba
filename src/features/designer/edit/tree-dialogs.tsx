// The survey tree's two dialogs: the confirmation a Delete key press asks for (one stray key
// should not take a question away unseen, even though undo brings it back), and the `?` list of
// every shortcut, read from the table the keys themselves are documented in.
import { Modal } from '../../../widgets/overlay';
import { Button } from '../../../widgets/feedback';
import { treeShortcuts, type TreeShortcut } from './tree-keys';

export function DeleteRowDialog({ title, onConfirm, onCancel }: { title: string; onConfirm: () => void; onCancel: () => void }) {
  return (
    <Modal open onOpenChange={(open) => !open && onCancel()} title={`Delete ${title}?`} size="sm"
      description="It is marked deleted with everything in it; Undo or Show deleted items brings it back."
      footer={(
        <>
          <Button onClick={onCancel}>Cancel</Button>
          {/* Focused first, so Delete then Enter deletes from the keyboard. */}
          <Button variant="danger" onClick={onConfirm} autoFocus>Delete</Button>
        </>
      )} />
  );
}

/** `shortcuts`: a tree whose moves differ (the routing tab) lists its own. */
export function TreeShortcutsDialog({ open, onClose, shortcuts = treeShortcuts, caption = 'Keys of the survey tree' }: {
  open: boolean; onClose: () => void; shortcuts?: readonly TreeShortcut[]; caption?: string;
}) {
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title="Keyboard shortcuts" size="sm">
      <table className="tree-shortcuts">
        <caption className="visually-hidden">{caption}</caption>
        <thead><tr><th scope="col">Keys</th><th scope="col">What they do</th></tr></thead>
        <tbody>
          {shortcuts.map((s) => <tr key={s.keys}><th scope="row"><kbd>{s.keys}</kbd></th><td>{s.does}</td></tr>)}
        </tbody>
      </table>
    </Modal>
  );
}
