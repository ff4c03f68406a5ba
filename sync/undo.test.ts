import { describe, expect, it } from 'vitest';
import type { Op } from './operations';
import { UndoHistory } from './undo';

const op = (name: string): Op => ({ type: 'setFields', cid: 'q1', kind: 'question', changes: [{ path: ['name'], value: name }] });

describe('UndoHistory', () => {
  it('undoes a gesture last operation first', () => {
    const history = new UndoHistory();
    history.record('g1', [[op('undo a')], [op('undo b')]]);
    expect(history.takeUndo()?.ops).toEqual([op('undo b'), op('undo a')]);
    expect(history.canUndo).toBe(false);
  });

  it('joins operations of the same gesture into one step', () => {
    const history = new UndoHistory();
    history.record('typing', [[op('1')]]);
    history.record('typing', [[op('2')]]);
    history.record('other', [[op('3')]]);
    expect(history.takeUndo()?.ops).toEqual([op('3')]);
    expect(history.takeUndo()?.ops).toEqual([op('2'), op('1')]);
  });

  it('clears redo on a new gesture but keeps it while redoing', () => {
    const history = new UndoHistory();
    history.record('g1', [[op('1')]]);
    history.takeUndo();
    history.pushRedo('u1', [[op('redo 1')]]);
    expect(history.canRedo).toBe(true);
    history.takeRedo();
    history.pushUndo('r1', [[op('1 again')]]);
    history.pushRedo('u2', [[op('x')]]);
    history.record('g2', [[op('2')]]);
    expect(history.canRedo).toBe(false);
  });

  it('keeps at most its limit of steps', () => {
    const history = new UndoHistory(2);
    for (const name of ['1', '2', '3']) history.record(name, [[op(name)]]);
    expect(history.takeUndo()?.gestureId).toBe('3');
    expect(history.takeUndo()?.gestureId).toBe('2');
    expect(history.takeUndo()).toBeUndefined();
  });
});
