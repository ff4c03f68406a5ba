import { describe, expect, it } from 'vitest';
import { componentSchema } from '../../schema';
import { demoRouting, demoSurveyRows, demoSurveyTree } from './demo-survey';

type Node = (typeof demoSurveyTree)[number];

function flatten(nodes: readonly Node[], parent: { id: string; kind: string } | null, out: unknown[] = []): unknown[] {
  nodes.forEach((node, order) => {
    const id = `${node.name}-${out.length}`;
    out.push({ id, kind: node.kind, name: node.name, order, parent, ...node.fields });
    flatten(node.children ?? [], { id, kind: node.kind }, out);
  });
  return out;
}

describe('demo survey', () => {
  it('is a valid survey in the model every client edits', () => {
    for (const component of flatten(demoSurveyTree, null)) {
      const result = componentSchema.safeParse(component);
      expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    }
  });

  it('has a group, questions of several kinds with answers, a grid, a quota and an exit of every status', () => {
    const all = flatten(demoSurveyTree, null) as { kind: string; question_type?: string; terminate_status?: string }[];
    expect(all.some((c) => c.kind === 'group')).toBe(true);
    expect(all.some((c) => c.kind === 'grid')).toBe(true);
    const types = new Set(all.filter((c) => c.kind === 'question').map((c) => c.question_type));
    for (const type of ['info', 'single', 'multi', 'numeric', 'open_text']) expect(types).toContain(type);
    expect(all.filter((c) => c.kind === 'answer').length).toBeGreaterThan(10);
    expect(all.filter((c) => c.kind === 'exit_block').map((c) => c.terminate_status).sort()).toEqual(['closed', 'complete', 'quota_full', 'screened']);
    expect(all.filter((c) => c.kind === 'quota_definition')).toHaveLength(1);
  });
});

describe('demo survey checks', () => {
  it('passes every check, routing included, so a new author can publish it as it stands', async () => {
    const { runChecks } = await import('../../workers/checks');
    let next = 0;
    const rows = demoSurveyRows('demo', () => `c${++next}`);
    const components = rows.map((row) => componentSchema.parse({
      id: row.id, kind: row.kind, name: row.name, order: row.order,
      parent: row.parent_id ? { id: row.parent_id, kind: row.parent_kind } : null, ...row.fields,
    }));
    expect(components.filter((c) => c.kind === 'routing_page')).toHaveLength(demoRouting.length);
    expect(runChecks(components, {})).toEqual([]);
  });
});
