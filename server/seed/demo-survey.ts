// The demo survey every new account receives (spec §1): a real survey a new author can open,
// preview, publish and take apart — a group, questions of several kinds with answers, a grid, exits
// and the routing that puts them on pages.
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

export const demoSurveyTree: readonly Node[] = [
  question('Q1', 'info', 'Welcome! This short demo survey shows what Fieldwork can do. Open the edit tab to see how it is built.', []),
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
];

/**
 * The demo's routing: one page per top-level item of the tree, named by the item's name, in the
 * order a respondent meets them, ending on the complete exit. With it the demo passes every check
 * and can be published from the Launch tab as it stands.
 */
export const demoRoutingPages: readonly string[] = ['Q1', 'GP1', 'Q4', 'GD1', 'Q5', 'EB1'];

type ComponentRow = typeof components.$inferInsert;

/** Every row of the demo survey `surveyId`: the tree, then the routing that places it on pages. */
export function demoSurveyRows(surveyId: string, newId: () => string = randomUUID): ComponentRow[] {
  const rows: ComponentRow[] = [];
  const topLevel = new Map<string, { id: string; kind: string }>();
  const walk = (nodes: readonly Node[], parent: { id: string; kind: string } | null) => {
    nodes.forEach((node, order) => {
      const id = newId();
      if (!parent) topLevel.set(node.name, { id, kind: node.kind });
      rows.push({ id, survey_id: surveyId, kind: node.kind, name: node.name, order, parent_id: parent?.id ?? null, parent_kind: parent?.kind ?? null, fields: node.fields });
      walk(node.children ?? [], { id, kind: node.kind });
    });
  };
  walk(demoSurveyTree, null);
  demoRoutingPages.forEach((name, order) => {
    const target = topLevel.get(name);
    if (!target) throw new Error(`The demo routing names ${name}, which is not a top-level item of the demo survey`);
    const page = newId();
    rows.push({ id: page, survey_id: surveyId, kind: 'routing_page', name: '', order, parent_id: null, parent_kind: null, fields: { quota: false, terminate: false, terminate_status: null } });
    rows.push({ id: newId(), survey_id: surveyId, kind: 'routing_item', name: '', order: 0, parent_id: page, parent_kind: 'routing_page', fields: { item_id: target.id, item_kind: target.kind, visibility_condition: null } });
  });
  return rows;
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
