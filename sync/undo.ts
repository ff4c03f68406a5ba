// Undo and redo for one tab: a stack of inverse operations grouped by gesture. Undoing records the
// inverse operations as ordinary new operations (they sync like any edit), and each one is a
// compare-and-set, so an undo never overwrites what someone else changed since.
import type { Op } from './operations';

export interface UndoEntry {
  readonly gestureId: string;
  /** Operations that take the gesture back, in the order to apply them. */
  readonly ops: readonly Op[];
}

export const MAX_UNDO_ENTRIES = 200;

export class UndoHistory {
  private undoStack: UndoEntry[] = [];
  private redoStack: UndoEntry[] = [];

  constructor(private readonly limit = MAX_UNDO_ENTRIES) {}

  get canUndo(): boolean {
    return this.undoStack.length > 0;
  }

  get canRedo(): boolean {
    return this.redoStack.length > 0;
  }

  /**
   * Records a new gesture's inverses (`inverses[i]` undoes the i-th operation). Operations of the
   * gesture on top of the stack join it; any new gesture clears the redo stack.
   */
  record(gestureId: string, inverses: readonly (readonly Op[])[]): void {
    const ops = inverseOrder(inverses);
    if (!ops.length) return;
    this.redoStack = [];
    const top = this.undoStack.at(-1);
    if (top?.gestureId === gestureId) this.undoStack[this.undoStack.length - 1] = { gestureId, ops: [...ops, ...top.ops] };
    else push(this.undoStack, { gestureId, ops }, this.limit);
  }

  /** The entry to undo now (removed from the stack). */
  takeUndo(): UndoEntry | undefined {
    return this.undoStack.pop();
  }

  takeRedo(): UndoEntry | undefined {
    return this.redoStack.pop();
  }

  /** After undoing: what redoes it. */
  pushRedo(gestureId: string, inverses: readonly (readonly Op[])[]): void {
    const ops = inverseOrder(inverses);
    if (ops.length) push(this.redoStack, { gestureId, ops }, this.limit);
  }

  /** After redoing: what undoes it again (the redo stack stays). */
  pushUndo(gestureId: string, inverses: readonly (readonly Op[])[]): void {
    const ops = inverseOrder(inverses);
    if (ops.length) push(this.undoStack, { gestureId, ops }, this.limit);
  }

  clear(): void {
    this.undoStack = [];
    this.redoStack = [];
  }
}

/** Inverses are applied last operation first. */
function inverseOrder(inverses: readonly (readonly Op[])[]): Op[] {
  return [...inverses].reverse().flat();
}

function push(stack: UndoEntry[], entry: UndoEntry, limit: number): void {
  stack.push(entry);
  if (stack.length > limit) stack.shift();
}
