// The largest survey the limits allow (spec §9): 100 questions × 10 answer groups × 50 answers,
// every text written and translated, and a routing flow of 100 pages, about a third of them behind
// routing conditions. It passes every check, so timings measure checking, not reporting.
import {
  createComponent,
  type Component,
  type ComponentKind,
  type ComponentOf,
  type ConditionGroup,
  type NewComponent,
  type ParentRef,
} from '../../../schema';

export interface MaxSurveyOptions {
  readonly questions?: number;
  readonly answerGroups?: number;
  readonly answers?: number;
  readonly languages?: readonly string[];
}

export interface MaxSurvey {
  readonly components: Component[];
  readonly additionalLanguages: readonly string[];
  /** A question in the middle of the survey, on its own page, and its first answer group. */
  readonly question: ComponentOf<'question'>;
  readonly answerGroup: ComponentOf<'answer_group'>;
  /** The first branch of a routing group in the middle of the flow. */
  readonly routingCondition: ComponentOf<'routing_condition'>;
}

const ref = (component: Component): ParentRef => ({ id: component.id, kind: component.kind });
const text = (field: string, value: string, languages: readonly string[]) => ({
  default_language_data: { [field]: value },
  additional_language_data: Object.fromEntries(languages.map((language) => [language, { [field]: `${value} (${language})` }])),
});

export function maxSurvey(options: MaxSurveyOptions = {}): MaxSurvey {
  const { questions = 100, answerGroups = 10, answers = 50, languages = ['fr'] } = options;
  const out: Component[] = [];
  const add = <K extends ComponentKind>(kind: K, fields: NewComponent<K>): ComponentOf<K> => {
    const component = createComponent(kind, fields);
    out.push(component);
    return component;
  };

  // Questions, ten to a group; odd ones single choice, even ones multi.
  const byNumber: ComponentOf<'question'>[] = [];
  const firstAnswers = new Map<string, string[]>();
  let groupOf: ComponentOf<'group'> | null = null;
  for (let q = 1; q <= questions; q++) {
    if ((q - 1) % 10 === 0) groupOf = add('group', { id: `gp${q}`, name: `GP${(q + 9) / 10}`, order: (q - 1) / 10 });
    const type = q % 2 === 1 ? 'single' : 'multi';
    const question = add('question', { id: `q${q}`, name: `Q${q}`, order: (q - 1) % 10, parent: ref(groupOf!), question_type: type, ...text('question_text', `Question ${q}`, languages) });
    byNumber[q] = question;
    for (let g = 1; g <= answerGroups; g++) {
      const group = add('answer_group', { id: `q${q}.ag${g}`, name: `AG${g}`, order: g - 1, parent: ref(question), answer_group_type: type });
      // Every answer parsed, not spread from one parsed template: in V8, overwriting the template's
      // fields gives nearly every copy its own hidden class, and reading 50 000 records of 50 000
      // shapes is three times slower than reading the records the checks get (parsed by the
      // server, structured-cloned into the worker), which share one shape per kind.
      for (let a = 1; a <= answers; a++) {
        const id = `q${q}.ag${g}.a${a}`;
        add('answer', { id, name: `A${a}`, order: a - 1, code: String(a), parent: ref(group), ...text('label', `Answer ${a}`, languages) });
        if (g === 1 && a <= 3) firstAnswers.set(question.id, [...(firstAnswers.get(question.id) ?? []), id]);
      }
    }
  }

  const exit = (id: string, order: number, status: ComponentOf<'exit_block'>['terminate_status']) =>
    add('exit_block', { id, name: `EB${order + 1}`, order: 100 + order, terminate_status: status, ...text('exit_text', `Goodbye (${status})`, languages) });
  const complete = exit('eb-complete', 0, 'complete');
  const screened = exit('eb-screened', 1, 'screened');
  exit('eb-quota', 2, 'quota_full');
  exit('eb-closed', 3, 'closed');

  const quota = add('quota', { id: 'quota1', name: 'QUOTA1', order: 200 });
  const quotaGroup = add('quota_group', { id: 'quota1.g', parent: ref(quota) });
  for (let d = 1; d <= 2; d++) {
    const criteria: ConditionGroup = { kind: 'group', operator: 'and', items: [{ kind: 'condition', question_id: 'q1', negate: false, fn: 'answered', answers: [[firstAnswers.get('q1')![d - 1]!]] }] };
    add('quota_definition', { id: `quota1.d${d}`, parent: ref(quotaGroup), code: String(d), target: 100, criteria });
  }

  // Routing: page n shows question n. Pages 4 and 5 of every six sit behind a routing group whose
  // branches ask about the two questions before them.
  let order = 0;
  let middle: ComponentOf<'routing_condition'> | null = null;
  const page = (n: number, parent: ParentRef | null, at: number) => {
    const p = add('routing_page', { id: `p${n}`, parent, order: at, quota: n === 1 });
    const item = (id: string, item_id: string, item_kind: ComponentKind, i: number, visibility_condition: ConditionGroup | null = null) =>
      add('routing_item', { id: `p${n}.${id}`, parent: ref(p), order: i, item_id, item_kind, visibility_condition });
    item('q', byNumber[n]!.id, 'question', 0);
    if (n === 1) item('quota', quota.id, 'quota', 1);
    if (n === 2) item('screen', screened.id, 'exit_block', 1, { kind: 'group', operator: 'and', items: [{ kind: 'condition', question_id: 'q1', negate: false, fn: 'answered', answers: [[firstAnswers.get('q1')![2]!]] }] });
    if (n === questions) item('complete', complete.id, 'exit_block', 1);
  };
  for (let n = 1; n <= questions; n++) {
    if (n % 6 !== 4 || n + 1 >= questions) {
      page(n, null, order++);
      continue;
    }
    const group = add('routing_group', { id: `rg${n}`, order: order++ });
    const chosen: ConditionGroup = { kind: 'group', operator: 'or', items: firstAnswers.get(`q${n - 1}`)!.slice(0, 2).map((id) => ({ kind: 'condition', question_id: `q${n - 1}`, negate: false, fn: 'answered', answers: [[id]] })) };
    const earlier = byNumber[n - 2]!;
    const compared: ConditionGroup = {
      kind: 'group',
      operator: 'and',
      items: [earlier.question_type === 'single'
        ? { kind: 'condition', question_id: earlier.id, negate: false, fn: 'greaterThan', answers: [], value: 25 }
        : { kind: 'condition', question_id: earlier.id, negate: false, fn: 'answerCount', answers: [], value: 2, value2: 5 }],
    };
    const first = add('routing_condition', { id: `rg${n}.c1`, parent: ref(group), order: 0, condition: chosen });
    const second = add('routing_condition', { id: `rg${n}.c2`, parent: ref(group), order: 1, condition: compared });
    page(n, ref(first), 0);
    page(n + 1, ref(second), 0);
    if (!middle && n >= questions / 2) middle = first;
    n++;
  }

  const question = byNumber[Math.ceil(questions / 2)]!;
  const answerGroup = out.find((c): c is ComponentOf<'answer_group'> => c.kind === 'answer_group' && c.parent?.id === question.id)!;
  return { components: out, additionalLanguages: languages, question, answerGroup, routingCondition: middle! };
}
