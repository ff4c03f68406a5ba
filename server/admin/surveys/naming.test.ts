import { describe, expect, it } from 'vitest';
import { generateName, type Component } from '../../../schema';
import type { ComponentNode } from './component-row';
import { ComponentTree } from './component-tree';
import { Namer } from './naming';

const node = (id: string, kind: string, name: string): ComponentNode => ({ id, kind, name, order: 0, parent: null, client_ref: null, fields: {} });
const asComponents = (tree: ComponentTree) => [...tree.all()].map((n) => ({ id: n.id, kind: n.kind, name: n.name, parent: n.parent }) as Component);

describe('Namer', () => {
  it('names exactly as generateName through adds, clashing names, renames and deletes', () => {
    const tree = new ComponentTree([node('x1', 'group', 'GP2'), node('x2', 'question', 'gp4')]);
    const namer = new Namer(tree);
    let n = 0;
    const step = (action: (id: string) => void) => action(`n${n++}`);
    const addUnnamed = (id: string) => {
      const expected = generateName(asComponents(tree), 'group', null);
      const name = namer.name('group', null);
      expect(name).toBe(expected);
      tree.add(node(id, 'group', name));
    };
    for (let i = 0; i < 5; i++) step(addUnnamed);
    step((id) => tree.add(node(id, 'group', 'GP7')));
    step(addUnnamed);
    step(() => tree.remove('x1')); // frees GP2
    step(addUnnamed);
    step(() => tree.replace({ ...tree.get('n0')!, name: 'Intro' })); // frees GP1
    for (let i = 0; i < 3; i++) step(addUnnamed);
    expect([...tree.all()].map((c) => c.name).filter((name) => name.startsWith('GP')).sort()).toEqual(
      ['GP1', 'GP10', 'GP2', 'GP3', 'GP5', 'GP6', 'GP7', 'GP7', 'GP8', 'GP9'],
    );
  });
});
