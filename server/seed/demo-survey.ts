// The demo survey every new account receives (spec §1): a real survey a new author can open,
// preview, publish and take apart — a screening question, a group, questions of several kinds with
// answers, a grid, a quota, exits of every status and the routing that puts them on pages.
// Conditions name other components as '@' paths (`@Q6.AG1.A2`: answer A2 of Q6's AG1), turned
// into ids when the rows are made.
import { randomUUID } from 'node:crypto';
import type { MainDatabase } from '../context';
import { components } from '../db/schema';
import type { UserRow } from '../http/principal';
import { createSurvey, type SurveyRow } from '../admin/surveys/service';

interface Node {
  readonly kind: string;
  readonly name: string;
  readonly fields: Record<string, unknown>;
  readonly children?: readonly Node[];
}

const p = (text: string) => `<p>${text}</p>`;

const answer = (code: number, label: string, extra: Record<string, unknown> = {}): Node => ({
  kind: 'answer', name: `A${code}`,
  fields: { code: String(code), exclusive: false, other: false, other_required: false, disabled: false, fix_position: false, visibility_condition: null, default_language_data: { label }, additional_language_data: {}, ...extra },
});

const answerGroup = (name: string, type: string, settings: Record<string, unknown>, answers: readonly Node[] = []): Node => ({
  kind: 'answer_group', name,
  fields: { answer_group_type: type, required: true, required_condition: null, visibility_condition: null, fix_position: false, default_language_data: {}, additional_language_data: {}, ...settings },
  children: answers,
});

const question = (name: string, type: string, text: string, groups: readonly Node[], extra: Record<string, unknown> = {}): Node => ({
  kind: 'question', name,
  fields: { question_type: type, required: type !== 'info', hidden: false, data_collector: false, fix_position: false, child_list_order: 'as_displayed', visibility_condition: null, required_condition: null, presentation: {}, default_language_data: { question_text: p(text), instruction_text: '' }, additional_language_data: {}, ...extra },
  children: groups,
});

const exitBlock = (name: string, status: string, text: string): Node => ({
  kind: 'exit_block', name,
  fields: { terminate_status: status, visibility_condition: null, settings: {}, default_language_data: { exit_text: p(text) }, additional_language_data: {} },
});

const scale = ['Very satisfied', 'Satisfied', 'Neither satisfied nor dissatisfied', 'Dissatisfied', 'Very dissatisfied'];
const ratingAnswers = () => scale.map((label, i) => answer(i + 1, label));

/** A condition that holds when `question`'s answer `answer` (both '@' paths) was chosen. */
const chose = (question: string, answer: string) => ({
  kind: 'group', operator: 'and',
  items: [{ kind: 'condition', question_id: question, negate: false, fn: 'answered', answers: [[answer]] }],
});

export const demoSurveyTree: readonly Node[] = [
  question('Q1', 'info', 'Welcome! This short demo survey shows what Fieldwork can do. Open the edit tab to see how it is built.', []),
  // The screener: who has not visited is screened out on its page (see demoRouting).
  question('Q6', 'single', 'Have you visited us in the last 12 months?', [
    answerGroup('AG1', 'single', { display: 'radio', child_list_order: 'as_displayed' }, [answer(1, 'Yes'), answer(2, 'No')]),
  ]),
  {
    kind: 'group', name: 'GP1',
    fields: { child_list_order: 'as_displayed', fix_position: false, visibility_condition: null, presentation: {} },
    children: [
      question('Q2', 'single', 'Overall, how satisfied were you with your last visit?', [
        answerGroup('AG1', 'single', { display: 'radio', child_list_order: 'as_displayed' }, ratingAnswers()),
      ]),
      question('Q3', 'multi', 'Which of these did you use? Select all that apply.', [
        answerGroup('AG1', 'multi', { display: 'checkbox', child_list_order: 'as_displayed', min: null, max: null }, [
          answer(1, 'Website'), answer(2, 'Mobile app'), answer(3, 'Phone line'), answer(4, 'In store'),
          answer(5, 'Other (please specify)', { other: true, other_required: true }),
          answer(6, 'None of these', { exclusive: true, fix_position: true }),
        ]),
      ]),
    ],
  },
  question('Q4', 'numeric', 'How many times have you visited us in the last 12 months?', [
    answerGroup('AG1', 'numeric', { display: 'text', min: 0, max: 365, decimal_places: 0, range_step: 1, range_default_value: null }),
  ]),
  {
    kind: 'grid', name: 'GD1',
    fields: { fix_position: false, visibility_condition: null, child_list_order: 'as_displayed', presentation: { explode: false, orientation: 'auto', show_instruction_text: true }, default_language_data: { question_text: p('How would you rate each of the following?'), instruction_text: '', grid_header_text: '' }, additional_language_data: {} },
    // Rows are the grid's questions; the scale is the grid's own answer group, shared by every row.
    children: [
      question('GD1_1', 'single', 'Friendliness of staff', []),
      question('GD1_2', 'single', 'Cleanliness', []),
      question('GD1_3', 'single', 'Value for money', []),
      answerGroup('AG1', 'single', { display: 'radio' }, ratingAnswers()),
    ],
  },
  question('Q5', 'open_text', 'What one thing could we do better?', [
    answerGroup('AG1', 'open_text', { min: null, max: 1000, character_counter: true, small: false, default_language_data: { placeholder: 'Type your answer here' } }),
  ], { required: false }),
  exitBlock('EB1', 'complete', 'Thank you for taking part. Your answers have been recorded.'),
  exitBlock('EB2', 'screened', 'Thank you for your interest. Unfortunately you do not qualify for this survey.'),
  exitBlock('EB3', 'closed', 'This survey is now closed. Thank you for your interest.'),
  exitBlock('EB4', 'quota_full', 'Thank you. We have already heard from enough people who answered as you did.'),
  // Follow-up interviews need only a few very dissatisfied customers: checked on Q4's page.
  {
    kind: 'quota', name: 'QUOTA1', fields: { description: 'Very dissatisfied customers for follow-up interviews' },
    children: [{
      kind: 'quota_group', name: '', fields: { single_selection_method: null },
      children: [{
        kind: 'quota_definition', name: '',
        fields: { code: '1', label: 'Very dissatisfied', target: 20, criteria: chose('@GP1.Q2', '@GP1.Q2.AG1.A5'), development_fields: {} },
      }],
    }],
  },
];

interface DemoPage {
  /** Top-level items by name, each shown when its condition holds (none: always). */
  readonly items: readonly { readonly name: string; readonly visibility?: object }[];
  /** The page checks quotas when reached (spec §3 routing page quota flag). */
  readonly quota?: boolean;
}

/**
 * The demo's routing, in the order a respondent meets it: the welcome; the screener, whose page
 * ends the survey as screened for those who have not visited; the group; Q4's page, which checks the
 * quota; the grid; the open question; the complete exit. With it the demo passes every check and
 * can be published from the Launch tab as it stands; each exit status but closed can be reached.
 */
export const demoRouting: readonly DemoPage[] = [
  { items: [{ name: 'Q1' }] },
  { items: [{ name: 'Q6' }, { name: 'EB2', visibility: chose('@Q6', '@Q6.AG1.A2') }] },
  { items: [{ name: 'GP1' }] },
  { items: [{ name: 'Q4' }, { name: 'QUOTA1' }], quota: true },
  { items: [{ name: 'GD1' }] },
  { items: [{ name: 'Q5' }] },
  { items: [{ name: 'EB1' }] },
];

type ComponentRow = typeof components.$inferInsert;

/** Every row of the demo survey `surveyId`: the tree, then the routing that places it on pages. */
export function demoSurveyRows(surveyId: string, newId: () => string = randomUUID): ComponentRow[] {
  const rows: ComponentRow[] = [];
  // Every named component by its path (Q6, Q6.AG1, Q6.AG1.A2), for the '@' references.
  const paths = new Map<string, { id: string; kind: string }>();
  const walk = (nodes: readonly Node[], parent: { id: string; kind: string; path: string } | null) => {
    nodes.forEach((node, order) => {
      const id = newId();
      const path = parent && node.name ? `${parent.path}.${node.name}` : (node.name || parent?.path || '');
      if (node.name && !paths.has(path)) paths.set(path, { id, kind: node.kind });
      rows.push({ id, survey_id: surveyId, kind: node.kind, name: node.name, order, parent_id: parent?.id ?? null, parent_kind: parent?.kind ?? null, fields: node.fields });
      walk(node.children ?? [], { id, kind: node.kind, path });
    });
  };
  walk(demoSurveyTree, null);
  const target = (name: string) => {
    const found = paths.get(name);
    if (!found) throw new Error(`The demo survey names ${name}, which it does not have`);
    return found;
  };
  demoRouting.forEach((page, order) => {
    const pageId = newId();
    rows.push({ id: pageId, survey_id: surveyId, kind: 'routing_page', name: '', order, parent_id: null, parent_kind: null, fields: { quota: page.quota ?? false, terminate: false, terminate_status: null } });
    page.items.forEach((item, itemOrder) => {
      const { id, kind } = target(item.name);
      rows.push({ id: newId(), survey_id: surveyId, kind: 'routing_item', name: '', order: itemOrder, parent_id: pageId, parent_kind: 'routing_page', fields: { item_id: id, item_kind: kind, visibility_condition: item.visibility ?? null } });
    });
  });
  return rows.map((row) => ({ ...row, fields: resolved(row.fields, (name) => target(name).id) as Record<string, unknown> }));
}

/** `value` with every '@path' string replaced by the id of the component at that path. */
function resolved(value: unknown, idOf: (path: string) => string): unknown {
  if (typeof value === 'string') return value.startsWith('@') ? idOf(value.slice(1)) : value;
  if (Array.isArray(value)) return value.map((item) => resolved(item, idOf));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolved(item, idOf)]));
  return value;
}

/** Creates the demo survey for `user` inside the caller's transaction. */
export async function createDemoSurvey(db: MainDatabase, user: UserRow): Promise<SurveyRow> {
  const survey = await createSurvey(db, user, {
    title: 'Customer satisfaction (demo)',
    description: 'A demo survey to explore: a group, single, multi, numeric, grid and open questions, exit blocks and a routing that places them on pages.',
  });
  await db.insert(components).values(demoSurveyRows(survey.id));
  return survey;
}
