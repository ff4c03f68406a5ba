import { describe, expect, it } from 'vitest';
import { createComponent, type Component } from './components/component';
import { generateName, isNamedKind, nextFreeName, nextGridQuestionName } from './names';

const question = (id: string, name: string, parent: Component['parent'] = null) =>
  createComponent('question', { id, name, parent });

describe('generated names', () => {
  it('uses the prefix and the next free number', () => {
    expect(nextFreeName('Q', [])).toBe('Q1');
    expect(nextFreeName('Q', ['Q1', 'Q2'])).toBe('Q3');
  });

  it('reuses a freed number before counting on', () => {
    expect(nextFreeName('Q', ['Q1', 'Q3'])).toBe('Q2');
  });

  it('treats names differing only in case as taken', () => {
    expect(nextFreeName('Q', ['q1'])).toBe('Q2');
  });

  it('does not confuse QUOTA1 with Q1', () => {
    expect(nextFreeName('Q', ['QUOTA1'])).toBe('Q1');
  });

  it('names grid questions after the grid: GD1_1, GD1_2', () => {
    expect(nextGridQuestionName('GD1', [])).toBe('GD1_1');
    expect(nextGridQuestionName('GD1', ['GD1_1'])).toBe('GD1_2');
  });

  it('gives each kind its prefix', () => {
    const prefixes = { group: 'GP1', grid: 'GD1', question: 'Q1', data_processor: 'DP1', answer_group: 'AG1', answer: 'A1', exit_block: 'EB1', quota: 'QUOTA1' } as const;
    for (const [kind, name] of Object.entries(prefixes)) {
      expect(generateName([], kind as keyof typeof prefixes, kind === 'answer' ? { id: 'ag', kind: 'answer_group' } : null)).toBe(name);
    }
  });

  it('numbers questions across the whole survey', () => {
    const components = [question('q1', 'Q1', { id: 'g1', kind: 'group' }), question('q2', 'Q2')];
    expect(generateName(components, 'question', { id: 'g2', kind: 'group' })).toBe('Q3');
  });

  it('numbers questions inside a grid after the grid', () => {
    const grid = createComponent('grid', { id: 'gd', name: 'GD1' });
    const components = [grid, question('r1', 'GD1_1', { id: 'gd', kind: 'grid' })];
    expect(generateName(components, 'question', { id: 'gd', kind: 'grid' })).toBe('GD1_2');
  });

  it('numbers answers among their siblings only', () => {
    const answer = (id: string, name: string, parentId: string) =>
      createComponent('answer', { id, name, code: '1', parent: { id: parentId, kind: 'answer_group' } });
    const components = [answer('a1', 'A1', 'ag1'), answer('a2', 'A2', 'ag1'), answer('b1', 'A1', 'ag2')];
    expect(generateName(components, 'answer', { id: 'ag1', kind: 'answer_group' })).toBe('A3');
    expect(generateName(components, 'answer', { id: 'ag2', kind: 'answer_group' })).toBe('A2');
  });

  it('throws naming the grid when a grid parent is missing', () => {
    expect(() => generateName([], 'question', { id: 'gone', kind: 'grid' })).toThrow(/gone/);
  });

  it('knows which kinds are named', () => {
    expect(isNamedKind('question')).toBe(true);
    expect(isNamedKind('routing_item')).toBe(false);
  });
});
