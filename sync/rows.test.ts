import { describe, expect, it } from 'vitest';
import { componentSchema } from '../schema';
import { mapRows, type ServerRow } from './rows';

/** A whole answer as the server holds it: every field the model gives an answer. */
const fullAnswer = (): ServerRow => ({
  ...componentSchema.parse({ id: 's-a', kind: 'answer', name: 'A1', code: '1', order: 0, parent: { id: 's-ag', kind: 'answer_group' } }),
  client_ref: 'cid-a',
}) as ServerRow;

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

  it('takes a row with exactly its kind\'s fields as it came, named by cid', () => {
    const row = fullAnswer();
    const { components, invalid } = mapRows([row]);
    expect(invalid).toEqual([]);
    const { client_ref: _ref, ...record } = row;
    expect(components).toEqual([{ ...record, id: 'cid-a' }]);
  });

  it('parses a row with a field the model lacks, which drops it', () => {
    const { components } = mapRows([{ ...fullAnswer(), stray: 1 } as ServerRow]);
    expect(components[0]).not.toHaveProperty('stray');
    expect(components[0]).toMatchObject({ id: 'cid-a', kind: 'answer' });
  });

  it('parses a row missing a field, which fills its default', () => {
    const { exclusive: _exclusive, ...row } = fullAnswer() as ServerRow & { exclusive: boolean };
    const { components } = mapRows([row as ServerRow]);
    expect(components[0]).toMatchObject({ id: 'cid-a', exclusive: false });
  });

  it('parses every row when asked to validate all, refusing a value the model refuses', () => {
    const row = { ...fullAnswer(), exclusive: 'yes' } as ServerRow;
    expect(mapRows([row]).invalid).toEqual([]);
    expect(mapRows([row], { validate: 'all' }).invalid.map((i) => i.id)).toEqual(['s-a']);
  });
});
