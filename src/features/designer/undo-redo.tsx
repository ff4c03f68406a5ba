// Undo and redo of the designer (per tab), with Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z. Inside a text
// field or the rich-text editor the keys stay with that field's own undo.
import { useCallback, useEffect } from 'react';
import { Redo2, Undo2 } from 'lucide-react';
import { Button } from '../../widgets/feedback';
import { useUndoRedo } from '../drafts/use-draft';
import { flushPendingEdits } from './settings/edit-coalescer';

function isTextTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function UndoRedo({ disabled }: { disabled: boolean }) {
  const history = useUndoRedo();
  const { canUndo, canRedo } = history;
  // What is typed but still waiting for its pause becomes the entry that undo takes back first.
  const undo = useCallback(() => {
    flushPendingEdits();
    history.undo();
  }, [history]);
  const redo = useCallback(() => {
    flushPendingEdits();
    history.redo();
  }, [history]);
  useEffect(() => {
    if (disabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z' || isTextTarget(event.target)) return;
      event.preventDefault();
      if (event.shiftKey) redo();
      else undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [disabled, undo, redo]);
  return (
    <span className="undo-redo">
      <Button size="sm" variant="ghost" onClick={() => undo()} disabled={disabled || !canUndo} aria-keyshortcuts="Control+Z Meta+Z">
        <Undo2 aria-hidden size={16} /> Undo
      </Button>
      <Button size="sm" variant="ghost" onClick={() => redo()} disabled={disabled || !canRedo} aria-keyshortcuts="Shift+Control+Z Shift+Meta+Z">
        <Redo2 aria-hidden size={16} /> Redo
      </Button>
    </span>
  );
}
