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
    expect(serverIds).toEqual(new Map([['s-g', 's-g'], ['cid-q', 's-q']]));
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

  it('judges each row by its own keys, whatever rows of its kind came before', () => {
    const whole = fullAnswer();
    const { exclusive: _exclusive, ...lacking } = { ...fullAnswer(), id: 's-b', client_ref: 'cid-b' } as ServerRow & { exclusive: boolean };
    // The same number of keys as a whole answer, one of them not the model's.
    const { exclusive: _default, ...renamed } = { ...fullAnswer(), id: 's-c', client_ref: 'cid-c', stray: 1 } as ServerRow & { exclusive: boolean; stray: number };
    const { components } = mapRows([whole, lacking as ServerRow, renamed as ServerRow, { ...fullAnswer(), id: 's-d', client_ref: 'cid-d' }]);
    expect(components.map((c) => c.id)).toEqual(['cid-a', 'cid-b', 'cid-c', 'cid-d']);
    expect(components[1]).toMatchObject({ exclusive: false });
    expect(components[2]).not.toHaveProperty('stray');
    expect(components[2]).toMatchObject({ exclusive: false });
    // Taken as it came, its keys in the row's order and the id and parent by cid in their places.
    expect(Object.keys(components[3]!)).toEqual(Object.keys(whole).filter((key) => key !== 'client_ref'));
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
