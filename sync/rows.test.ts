import { describe, expect, it } from 'vitest';
import { mapRows } from './rows';

describe('mapRows', () => {
  it('names rows by client_ref or server id, parents included', () => {
    const { components, serverIds } = mapRows([
      { id: 's-g', kind: 'group', name: 'GP1', order: 0, parent: null, client_ref: null },
      { id: 's-q', kind: 'question', name: 'Q1', order: 0, parent: { id: 's-g', kind: 'group' }, client_ref: 'cid-q' },
    ]);
    expect(components.find((c) => c.id === 'cid-q')).toMatchObject({ id: 'cid-q', parent: { id: 's-g', kind: 'group' }, question_type: 'info' });
    expect(serverIds).toEqual({ 's-g': 's-g', 'cid-q': 's-q' });
  });

  it('keeps a row the model refuses out of the draft', () => {
    const { components, invalid } = mapRows([{ id: 'x', kind: 'answer', name: 'A1', order: 0, parent: null, client_ref: null }]);
    expect(components).toEqual([]);
    expect(invalid[0]!.id).toBe('x');
  });
});
