import { describe, expect, it } from 'vitest';
import type { Component, ComponentKind, ConditionGroup, ParentRef } from '../../schema';
import { runChecks } from './replica';
import { and, cond, make, or, ref } from './testing/builders';

// A flow is written as nested nodes; each builds its records under a given parent and order.
type Node = (parent: ParentRef | null, order: number) => Component[];

const page = (id: string, targets: string[] = [], fields: Record<string, unknown> = {}): Node => (parent, order) => {
  const p = make('routing_page', { id, parent, order, ...fields });
  return [p, ...targets.map((target, i) => make('routing_item', { id: `${id}-${i}`, parent: ref(p), order: i, item_id: target, item_kind: kindOf(target) }))];
};
const item = (id: string, target: string, visibility: ConditionGroup): Node => (parent, order) => [
  make('routing_item', { id, parent, order, item_id: target, item_kind: kindOf(target), visibility_condition: visibility }),
];
const pageWith = (id: string, ...items: Node[]): Node => (parent, order) => {
  const p = make('routing_page', { id, parent, order });
  return [p, ...items.flatMap((node, i) => node(ref(p), i))];
};
const group = (id: string, ...branches: [ConditionGroup | null, ...Node[]][]): Node => (parent, order) => {
  const g = make('routing_group', { id, parent, order });
  return [
    g,
    ...branches.flatMap(([condition, ...children], i) => {
      const c = make('routing_condition', { id: `${id}.${i}`, parent: ref(g), order: i, condition: condition ?? and() });
      return [c, ...children.flatMap((child, j) => child(ref(c), j))];
    }),
  ];
};
const flow = (...nodes: Node[]) => nodes.flatMap((node, i) => node(null, i));

/** Survey components a test names by id prefix: q* questions, x* exits. */
const kinds: Record<string, ComponentKind> = {};
const kindOf = (id: string): ComponentKind => kinds[id] ?? 'question';

const single = (id: string, answers = 3, fields: Record<string, unknown> = {}) => {
  const q = make('question', { id, name: id, question_type: 'single', ...fields });
  const ag = make('answer_group', { id: `${id}.ag`, parent: ref(q), answer_group_type: 'single' });
  return [q, ag, ...Array.from({ length: answers }, (_, i) => make('answer', { id: `${id}.a${i + 1}`, parent: ref(ag), order: i, code: String(i + 1) }))];
};
const multi = (id: string, answers: number, exclusive: number[] = []) => {
  const q = make('question', { id, name: id, question_type: 'multi' });
  const ag = make('answer_group', { id: `${id}.ag`, parent: ref(q), answer_group_type: 'multi' });
  return [q, ag, ...Array.from({ length: answers }, (_, i) => make('answer', { id: `${id}.a${i + 1}`, parent: ref(ag), order: i, code: String(i + 1), exclusive: exclusive.includes(i + 1) }))];
};
const numeric = (id: string, fields: Record<string, unknown>) => {
  const q = make('question', { id, name: id, question_type: 'numeric' });
  return [q, make('answer_group', { id: `${id}.ag`, parent: ref(q), answer_group_type: 'numeric', ...fields } as never)];
};
const openText = (id: string) => {
  const q = make('question', { id, name: id, question_type: 'open_text' });
  return [q, make('answer_group', { id: `${id}.ag`, parent: ref(q), answer_group_type: 'open_text' })];
};
const exit = (id: string, fields: Record<string, unknown> = {}) => {
  kinds[id] = 'exit_block';
  return [make('exit_block', { id, terminate_status: 'screened', ...fields })];
};

const unreachable = (components: Component[]) =>
  runChecks(components).filter((finding) => finding.code === 'routing_unreachable').map((finding) => finding.itemId);

describe('reachability: the flow', () => {
  it('reaches every page in order', () => {
    expect(unreachable([...single('q1'), ...flow(page('p1', ['q1']), page('p2'), page('p3'))])).toEqual([]);
  });

  it('stops after a terminating page', () => {
    expect(unreachable(flow(page('p1'), page('p2', [], { terminate: true }), page('p3')))).toEqual(['p3']);
  });

  it('stops after a page showing an exit, unless the exit shows under a condition', () => {
    expect(unreachable([...single('q1'), ...exit('x1'), ...flow(page('p1', ['q1', 'x1']), page('p2'))])).toEqual(['p2']);
    const conditional = flow(page('p1', ['q1']), pageWith('p2', item('i', 'x1', and(cond('q1', { answers: [['q1.a1']] })))), page('p3'));
    expect(unreachable([...single('q1'), ...exit('x1'), ...conditional])).toEqual([]);
  });

  it('reports pages and groups hanging outside the flow', () => {
    const stray = make('routing_page', { id: 'p9', parent: { id: 'gone', kind: 'routing_condition' } });
    const strayGroup = make('routing_group', { id: 'g9', parent: { id: 'p1', kind: 'routing_page' } });
    expect(unreachable([...flow(page('p1')), stray, strayGroup])).toEqual(['g9', 'p9']);
  });

  it('skips every branch after one that always holds', () => {
    const components = [...single('q1'), ...flow(page('p1', ['q1']), group('g', [null, page('p2')], [and(cond('q1')), page('p3'), group('g2', [null, page('p4')])]))];
    expect(unreachable(components)).toEqual(['g2', 'p3', 'p4']);
  });

  it('goes on after a group whether or not a branch was taken', () => {
    const components = [...single('q1'), ...flow(page('p1', ['q1']), group('g', [and(cond('q1', { answers: [['q1.a1']] })), page('p2')]), page('p3'))];
    expect(unreachable(components)).toEqual([]);
  });
});

describe('reachability: what has been answered', () => {
  it('knows a required question asked earlier is answered', () => {
    const components = [...single('q1'), ...flow(page('p1', ['q1']), group('g', [and(cond('q1')), page('p2')], [and(cond('q1', { negate: true })), page('p3')]))];
    expect(unreachable(components)).toEqual(['p3']);
  });

  it('lets an optional question be unanswered', () => {
    const components = [...single('q1', 3, { required: false }), ...flow(page('p1', ['q1']), group('g', [and(cond('q1')), page('p2')], [and(cond('q1', { negate: true })), page('p3')]))];
    expect(unreachable(components)).toEqual([]);
  });

  it('knows a question not yet shown is unanswered', () => {
    const components = [
      ...single('q1'),
      ...flow(group('g', [and(cond('q1')), page('p1')]), group('h', [and(cond('q1', { negate: true })), page('p2')]), page('p3', ['q1'])),
    ];
    expect(unreachable(components)).toEqual(['p1']);
  });

  it('lets a required question go unanswered when an answer group of it is optional', () => {
    const [q, ag, ...answers] = single('q1');
    const components = [q!, { ...ag!, required: false } as Component, ...answers, ...flow(page('p1', ['q1']), group('g', [and(cond('q1', { negate: true })), page('p2')]))];
    expect(unreachable(components)).toEqual([]);
  });

  it('treats hidden questions as filled from the start', () => {
    const components = [...single('q1', 3, { hidden: true }), ...flow(group('g', [and(cond('q1')), page('p1')]), page('p2'))];
    expect(unreachable(components)).toEqual([]);
  });

  it('joins what branches asked: after a group, a question asked in one branch may or may not be answered', () => {
    const components = [
      ...single('q1'),
      ...single('q2'),
      ...flow(
        page('p1', ['q1']),
        group('g', [and(cond('q1', { answers: [['q1.a1']] })), page('p2', ['q2'])]),
        group('h', [and(cond('q2')), page('p3')], [and(cond('q2', { negate: true })), page('p4')]),
      ),
    ];
    expect(unreachable(components)).toEqual([]);
  });

  it('never satisfies a condition on a missing question, always its negation', () => {
    const components = flow(page('p0'), group('g', [and(cond('gone')), page('p1')]), group('h', [and(cond('gone', { negate: true })), page('p2')]));
    expect(unreachable(components)).toEqual(['p1']);
  });
});

describe('reachability: conditions that can never be true', () => {
  const after = (subject: Component[], ...branches: [ConditionGroup, string][]) => [
    ...subject,
    ...flow(page('p0', [subject[0]!.id]), group('g', ...branches.map(([c, p]): [ConditionGroup, Node] => [c, page(p)]))),
  ];

  it('knows a single question has one answer', () => {
    expect(unreachable(after(single('q1'), [and(cond('q1', { answers: [['q1.a1', 'q1.a2']] })), 'p1']))).toEqual(['p1']);
    expect(unreachable(after(single('q1'), [and(cond('q1', { answers: [['q1.a1'], ['q1.a2']] })), 'p1']))).toEqual([]);
  });

  it('lets a single question with two choice groups hold an answer of each', () => {
    const [q, ag, ...answers] = single('q1', 2);
    const second = make('answer_group', { id: 'q1.ag2', parent: ref(q!), answer_group_type: 'single' });
    const b1 = make('answer', { id: 'q1.b1', parent: ref(second), code: '30' });
    const components = [q!, ag!, ...answers, second, b1, ...flow(page('p0', ['q1']), group('g', [and(cond('q1', { answers: [['q1.a1', 'q1.b1']] })), page('p1')], [and(cond('q1', { fn: 'greaterThan', value: 25 })), page('p2')]))];
    expect(unreachable(components)).toEqual([]);
  });

  it('compares single answers by code', () => {
    expect(unreachable(after(single('q1', 2), [and(cond('q1', { fn: 'greaterThan', value: 2 })), 'p1']))).toEqual(['p1']);
    expect(unreachable(after(single('q1', 3), [and(cond('q1', { fn: 'greaterThan', value: 2 })), 'p1']))).toEqual([]);
  });

  it('keeps numbers within their bounds and decimals', () => {
    expect(unreachable(after(numeric('n', { max: 5 }), [and(cond('n', { fn: 'greaterThan', value: 10 })), 'p1']))).toEqual(['p1']);
    const between = and(cond('n', { fn: 'greaterThan', value: 5 }), cond('n', { fn: 'lessThan', value: 6 }));
    expect(unreachable(after(numeric('n', {}), [between, 'p1']))).toEqual(['p1']);
    expect(unreachable(after(numeric('n', { decimal_places: 1 }), [between, 'p1']))).toEqual([]);
  });

  it('lets a multi question be answered without any answer a condition names', () => {
    expect(unreachable(after(multi('m', 3), [and(cond('m', { answers: [['m.a1'], ['m.a2']] })), 'p1'], [and(cond('m')), 'p2']))).toEqual([]);
    expect(unreachable(after(multi('m', 2), [and(cond('m', { answers: [['m.a1'], ['m.a2']] })), 'p1'], [and(cond('m')), 'p2']))).toEqual(['p2']);
  });

  it('counts multi answers and keeps an exclusive answer alone', () => {
    expect(unreachable(after(multi('m', 2), [and(cond('m', { fn: 'answerCount', value: 3 })), 'p1']))).toEqual(['p1']);
    expect(unreachable(after(multi('m', 3), [and(cond('m', { fn: 'answerCount', value: 3 })), 'p1']))).toEqual([]);
    expect(unreachable(after(multi('m', 3, [1]), [and(cond('m', { answers: [['m.a1', 'm.a2']] })), 'p1']))).toEqual(['p1']);
    expect(unreachable(after(multi('m', 3, [1]), [and(cond('m', { answers: [['m.a2', 'm.a3']] })), 'p1']))).toEqual([]);
  });

  it('judges texts: contradictions, and needles that may overlap', () => {
    const contains = (value: string, negate = false) => cond('t', { fn: 'contains', value, negate });
    expect(unreachable(after(openText('t'), [and(contains('abc'), contains('b', true)), 'p1']))).toEqual(['p1']);
    expect(unreachable(after(openText('t'), [and(cond('t', { fn: 'equalTo', value: 'Yes' }), cond('t', { fn: 'equalTo', value: 'no' })), 'p1']))).toEqual(['p1']);
    expect(unreachable(after(openText('t'), [and(cond('t', { fn: 'equalTo', value: ' YES ' }), contains('es')), 'p1']))).toEqual([]);
    const overlap = and(contains('ab'), contains('bc'), cond('t', { fn: 'characterCount', value: 3 }));
    expect(unreachable(after(openText('t'), [overlap, 'p1']))).toEqual([]);
  });

  it('tries conditions top to bottom: a later one repeating an earlier one never holds', () => {
    const a1 = and(cond('q1', { answers: [['q1.a1']] }));
    expect(unreachable(after(single('q1'), [a1, 'p1'], [a1, 'p2']))).toEqual(['p2']);
    expect(unreachable(after(single('q1'), [a1, 'p1'], [or(cond('q1', { answers: [['q1.a1']] }), cond('q1', { answers: [['q1.a2']] })), 'p2']))).toEqual([]);
  });

  it('carries a branch condition into nested groups', () => {
    const components = [
      ...single('q1'),
      ...flow(page('p0', ['q1']), group('g', [and(cond('q1', { answers: [['q1.a1']] })), group('h', [and(cond('q1', { answers: [['q1.a2']] })), page('p1')])])),
    ];
    expect(unreachable(components)).toEqual(['p1']);
  });

  it('carries what an exit ruled out: past an exit shown for a1, no respondent chose a1', () => {
    const screen = pageWith('p1', item('i', 'x1', and(cond('q1', { answers: [['q1.a1']] }))));
    const components = [...single('q1'), ...exit('x1'), ...flow(page('p0', ['q1']), screen, group('g', [and(cond('q1', { answers: [['q1.a1']] })), page('p2')]))];
    expect(unreachable(components)).toEqual(['p2']);
  });

  it('lets quota states go either way', () => {
    const quota = [make('quota_definition', { id: 'qd' })];
    const components = [...quota, ...flow(page('p0'), group('g', [and(cond('qd', { fn: 'quotaFull' })), page('p1')], [and(cond('qd', { fn: 'quotaFull', negate: true })), page('p2')]))];
    expect(unreachable(components)).toEqual([]);
  });
});
