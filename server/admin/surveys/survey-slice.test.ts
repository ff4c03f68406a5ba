// A write batch reads the slice of the survey it touches, not the whole survey (issue 12), and
// plans exactly as it would over the whole survey. Rows and statements are counted, not timed.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createComponent, type Component, type ComponentKind, type NewComponent } from '../../../schema';
import { components as componentsTable } from '../../db/schema';
import { backends, serverSuite } from '../../testing/harness';
import { newSurvey } from '../../testing/users';
import { planBatch, type PlanResult } from './batch';
import { nodeFromComponent, nodeFromDb, toDbValues } from './component-row';
import { ComponentTree } from './component-tree';
import { batchScopes, planOverSlice } from './components-service';
import { SurveySlice } from './survey-slice';

/** 10 questions in 2 groups (one a grid with 3 questions), 4 answer groups of 30 answers each. */
function mediumSurvey() {
  const out: Component[] = [];
  const add = <K extends ComponentKind>(kind: K, fields: NewComponent<K>) => {
    const component = createComponent(kind, { ...fields, id: randomUUID() } as NewComponent<K>);
    out.push(component);
    return component;
  };
  const ref = (c: Component) => ({ id: c.id, kind: c.kind });
  const groups = [add('group', { name: 'GP1', order: 0 } as never), add('group', { name: 'GP2', order: 1 } as never)];
  const grid = add('grid', { name: 'GD1', order: 5, parent: ref(groups[1]!) } as never);
  for (let g = 0; g < 3; g++) add('question', { name: `GD1_${g + 1}`, order: g, parent: ref(grid), question_type: 'single' } as never);
  const questions = [];
  for (let q = 0; q < 7; q++) {
    const question = add('question', { name: `Q${q + 1}`, order: q, parent: ref(groups[q % 2]!), question_type: 'single' } as never);
    questions.push(question);
    for (let g = 0; g < 4; g++) {
      const group = add('answer_group', { name: `AG${g + 1}`, order: g, parent: ref(question), answer_group_type: 'single' } as never);
      for (let a = 0; a < 30; a++) add('answer', { name: `A${a + 1}`, order: a, code: String(a + 1), parent: ref(group), deleted: a === 29 } as never);
    }
  }
  const answerGroup = out.find((c) => c.kind === 'answer_group')!;
  return { components: out, groups, grid, questions, answerGroup };
}

/** Ids numbered from the start of every planning run, so two plans of one batch compare equal. */
const numbered = () => {
  let n = 0;
  return () => `00000000-0000-4000-8000-${String(n++).padStart(12, '0')}`;
};

describe.each(backends)('a batch reads only the slice it touches on %s', (backend) => {
  const suite = serverSuite(backend);

  async function seeded() {
    const survey = await newSurvey(suite.server, suite.admin);
    const built = mediumSurvey();
    await suite.server.ctx.db.insert(componentsTable).values(built.components.map((c) => toDbValues(nodeFromComponent(c, null), survey)));
    const stored = await suite.server.ctx.db.select().from(componentsTable).where(eq(componentsTable.survey_id, survey));
    return { survey, stored: stored.length, ...built };
  }

  /** The batch planned over its slice, and over the whole survey, with what the slice read. */
  async function bothWays(survey: string, items: unknown[], scope = batchScopes.components) {
    return suite.server.ctx.db.transaction(async (tx) => {
      const slice = new SurveySlice(tx, survey);
      const sliced = await planOverSlice(slice, { items, scope }, numbered);
      const all = await tx.select().from(componentsTable).where(eq(componentsTable.survey_id, survey));
      const whole: PlanResult = planBatch(new ComponentTree(all.map(nodeFromDb)), items, scope, numbered());
      return { sliced, whole, reads: slice.reads };
    });
  }

  it('adds an answer reading its answer group\'s answers and their ancestors, in one statement', async () => {
    const { survey, answerGroup, stored } = await seeded();
    expect(stored).toBeGreaterThan(800);
    const { sliced, whole, reads } = await bothWays(survey, [{ action: 'post', kind: 'answer', client_ref: 'new', parent: { id: answerGroup.id }, fields: { order: 29 } }]);
    expect(sliced).toEqual(whole);
    // The 30th answer, marked deleted, frees code 30 (spec §5) but keeps its name A30.
    expect(sliced.ok && sliced.plan.items[0]).toMatchObject({ name: 'A31', code: '30', order: 29 });
    expect(reads.statements).toBe(1);
    expect(reads.rows).toBeLessThan(40); // 30 answers, the group, its question and group
  });

  it('sets a text reading the component and its ancestors only', async () => {
    const { survey, questions } = await seeded();
    const { sliced, whole, reads } = await bothWays(survey, [{ action: 'patch', id: questions[3]!.id, fields: { default_language_data: { question_text: '<p>Hi</p>' } } }]);
    expect(sliced).toEqual(whole);
    expect(reads).toEqual({ statements: 1, rows: 2 });
  });

  it('moves a question reading the questions (the survey-wide limit), not their answers', async () => {
    const { survey, questions, groups } = await seeded();
    const { sliced, whole, reads } = await bothWays(survey, [{ action: 'patch', id: questions[0]!.id, parent: { id: groups[1]!.id }, fields: { order: 0 } }]);
    expect(sliced.ok).toBe(true);
    expect(sliced).toEqual(whole);
    expect(reads.statements).toBe(1);
    expect(reads.rows).toBeLessThan(20);
  });

  it('deletes a question reading its subtree, and names every row deleted', async () => {
    const { survey, questions } = await seeded();
    const { sliced, whole, reads } = await bothWays(survey, [{ action: 'delete', id: questions[2]!.id }]);
    expect(sliced).toEqual(whole);
    expect(sliced.ok && sliced.plan.deletes).toHaveLength(1 + 4 + 4 * 30);
    expect(reads.rows).toBeLessThan(1 + 4 + 4 * 30 + 5);
  });

  it('reads more when the first read was not enough, and plans as over the whole survey', async () => {
    const { survey, grid, groups, questions, answerGroup } = await seeded();
    const items = [
      // A grid question is named after the grid (GD1_4): the names sharing its prefix are read then.
      { action: 'post', kind: 'question', client_ref: 'gq', parent: { id: grid.id }, fields: { question_type: 'single' } },
      // Moved under a group posted here, then that group's parent deleted: the whole subtree goes.
      { action: 'post', kind: 'group', client_ref: 'g', parent: { id: groups[0]!.id } },
      { action: 'patch', id: questions[4]!.id, parent: { index: 1 } },
      { action: 'post', kind: 'answer', client_ref: 'a', parent: { id: answerGroup.id }, fields: { order: 2 } },
      { action: 'delete', id: groups[0]!.id },
      { action: 'post', kind: 'exit_block', client_ref: 'eb' },
      { action: 'patch', id: 'not-a-uuid', fields: { hidden: true } },
    ];
    const { sliced, whole } = await bothWays(survey, items);
    expect(sliced).toEqual(whole);
    expect(sliced.ok).toBe(false); // the patch of an unknown id
    const fixed = await bothWays(survey, items.slice(0, -1));
    expect(fixed.sliced).toEqual(fixed.whole);
    expect(fixed.sliced.ok && fixed.sliced.plan.items.map((item) => 'name' in item ? item.name : item.action)).toEqual(['GD1_4', 'GP3', 'Q5', 'A31', 'delete', 'EB1']);
    expect(fixed.reads.statements).toBeGreaterThan(1);
  });

  it('replays a post whose client_ref is stored, reading that row', async () => {
    const { survey, answerGroup } = await seeded();
    const post = { action: 'post', kind: 'answer', client_ref: 'once', parent: { id: answerGroup.id } };
    const first = await suite.server.call('POST', `/admin/api/surveys/${survey}/components`, { token: suite.admin, body: [post] });
    expect(first.status).toBe(200);
    const { sliced, whole } = await bothWays(survey, [post]);
    expect(sliced).toEqual(whole);
    expect(sliced.ok && sliced.plan.items[0]).toMatchObject({ replayed: true, id: first.body.items[0].id });
  });
});
