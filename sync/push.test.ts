import { describe, expect, it } from 'vitest';
import { componentOf } from './document';
import { subtreesOfRemoved } from './push';
import { component, sampleDoc } from './test-docs';

// sampleDoc: g1 > [q1 > ag1 > [a1, a2], q2]; g2 empty.
describe('what an ack removes below a removed record', () => {
  it('takes the base\'s subtree, where the reply named only the record', () => {
    expect(subtreesOfRemoved(sampleDoc(), [], ['g1']).sort()).toEqual(['a1', 'a2', 'ag1', 'q1', 'q2']);
  });

  it('keeps a child this batch moved away, and takes one it wrote below', () => {
    const doc = sampleDoc();
    const moved = { ...componentOf(doc, 'q2')!, parent: { id: 'g2', kind: 'group' as const } };
    const written = component('answer', 'a3', componentOf(doc, 'ag1')!, 2);
    expect(subtreesOfRemoved(doc, [moved, written], ['q1']).sort()).toEqual(['a1', 'a2', 'a3', 'ag1']);
    expect(subtreesOfRemoved(doc, [moved], ['g1'])).not.toContain('q2');
  });

  it('names nothing twice, nor what the reply named already', () => {
    expect(subtreesOfRemoved(sampleDoc(), [], ['q1', 'ag1', 'a1']).sort()).toEqual(['a2']);
  });
});
