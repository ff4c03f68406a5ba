// Test support: a survey with data collectors and a data processor (issue 14 A), as the two write
// batches a client sends (/components, then /routes). Plain data, so server tests and browser
// journeys share it.
//
//   Collectors  DC1 reads ?uid= (unique; case-sensitive when asked), DC2 reads ?src=
//   Page 1      Q1 "How likely are you to recommend us?" (single: Zero 0 / Ten 10), and
//               Q2 "What brought you here?" (open text, optional), shown only when ?src= was given
//   Page 2      DP1, the data processor (nothing to draw: the walk passes it, calling the provider
//               with score Q1, comment Q2 and tag DC2); or on Page 1 itself with `processorOnPage1`
//   Group       one branch, DP1 answered 200 Success → Page 3: Q3 "Shall we follow up?" (open text, optional)
//   Page 4      the complete exit, whose text pipes the src field
// So a provider that answers 200 shows Page 3; any other result completes after Page 1.
import { randomUUID } from 'node:crypto';
import { dynamicText } from './fielded-survey';

const names = [
  'dc1', 'dc2', 'q1', 'ag1', 'zero', 'ten', 'q2', 'ag2', 'dp1', 'dpag', 'ok', 'unauthorized', 'forbidden', 'unavailable',
  'q3', 'ag3', 'complete', 'screened', 'closed', 'p1', 'p2', 'g', 'c1', 'p3', 'p4',
] as const;
export type CollectorRef = (typeof names)[number];

export interface CollectorSurvey {
  /** The cid (client_ref) of each component. */
  readonly refs: Readonly<Record<CollectorRef, string>>;
  readonly components: readonly unknown[];
  readonly routes: readonly unknown[];
}

export interface CollectorOptions {
  /** The provider's API address (a test's local server). */
  readonly api: string;
  /** DC1 compares uid values with case. */
  readonly caseSensitive?: boolean;
  /** DP1 on Page 1 (run as Page 1 is submitted) rather than on a page of its own. */
  readonly processorOnPage1?: boolean;
  /** DP1 on a page of its own before Page 1 (run as the respondent first arrives). */
  readonly processorFirst?: boolean;
}

export const COLLECTOR_TEXTS = {
  q1: 'How likely are you to recommend us?',
  q2: 'What brought you here?',
  q3: 'Shall we follow up?',
  complete: 'Thanks! You came from',
  screened: 'You have already taken this survey.',
  closed: 'This survey has closed.',
} as const;

/** The provider block DP1 sends (score, comment and tags name Q1, Q2 and DC2). */
export const PROVIDER_BLOCK = { id: 'account-7', token: 'secret-token' } as const;

export function collectorSurvey(options: CollectorOptions): CollectorSurvey {
  const refs = Object.fromEntries(names.map((name) => [name, randomUUID()])) as Record<CollectorRef, string>;
  const post = (kind: string, cid: string, fields: object = {}, parent?: number) =>
    ({ action: 'post', kind, client_ref: cid, ...(parent === undefined ? {} : { parent: { index: parent } }), fields });
  const text = (field: string, html: string) => ({ default_language_data: { [field]: html } });
  const condition = (subject: string, answers: string[][]) =>
    ({ kind: 'group', operator: 'and', items: [{ kind: 'condition', question_id: subject, negate: false, fn: 'answered', answers }] });
  const item = (target: string, kind: string, page: number, order = 0) => post('routing_item', randomUUID(), { order, item_id: target, item_kind: kind }, page);
  const processorPage = options.processorFirst ? 0 : options.processorOnPage1 ? 1 : 2;
  return {
    refs,
    components: [
      post('data_collector', refs.dc1, { order: 0, name: 'DC1', source: 'query_string', query_string: { param_name: 'uid', is_unique: true, case_sensitive: options.caseSensitive ?? false } }),
      post('data_collector', refs.dc2, { order: 1, name: 'DC2', source: 'query_string', query_string: { param_name: 'src' } }),
      post('question', refs.q1, { order: 2, name: 'Q1', question_type: 'single', ...text('question_text', `<p>${COLLECTOR_TEXTS.q1}</p>`) }), // 2
      post('answer_group', refs.ag1, { answer_group_type: 'single' }, 2), // 3
      post('answer', refs.zero, { order: 0, code: '0', ...text('label', 'Zero') }, 3),
      post('answer', refs.ten, { order: 1, code: '10', ...text('label', 'Ten') }, 3),
      post('question', refs.q2, {
        order: 3, name: 'Q2', question_type: 'open_text', required: false, visibility_condition: condition(refs.dc2, []),
        ...text('question_text', `<p>${COLLECTOR_TEXTS.q2}</p>`),
      }), // 6
      post('answer_group', refs.ag2, { answer_group_type: 'open_text' }, 6),
      post('data_processor', refs.dp1, {
        order: 4, name: 'DP1', feedback_analytics: { ...PROVIDER_BLOCK, score: 'Q1', comment: 'Q2', tags: ['DC2'] }, api: { url: options.api },
      }), // 8
      post('answer_group', refs.dpag, { name: 'AG1', answer_group_type: 'single' }, 8), // 9
      ...([['ok', '200', 'Success'], ['unauthorized', '401', 'Unauthorized'], ['forbidden', '403', 'Forbidden'], ['unavailable', '500', 'Unavailable']] as const)
        .map(([ref, code, label], order) => post('answer', refs[ref], { order, code, other: true, ...text('label', label) }, 9)),
      post('question', refs.q3, { order: 5, name: 'Q3', question_type: 'open_text', required: false, ...text('question_text', `<p>${COLLECTOR_TEXTS.q3}</p>`) }), // 14
      post('answer_group', refs.ag3, { answer_group_type: 'open_text' }, 14),
      post('exit_block', refs.complete, {
        order: 6, terminate_status: 'complete', ...text('exit_text', `<p>${COLLECTOR_TEXTS.complete} ${dynamicText('field', '', 'src')}</p>`),
      }),
      post('exit_block', refs.screened, { order: 7, terminate_status: 'screened', ...text('exit_text', `<p>${COLLECTOR_TEXTS.screened}</p>`) }),
      post('exit_block', refs.closed, { order: 8, terminate_status: 'closed', ...text('exit_text', `<p>${COLLECTOR_TEXTS.closed}</p>`) }),
    ],
    routes: [
      ...(options.processorFirst ? [post('routing_page', randomUUID(), { order: 0 })] : []), // 0 when first
      post('routing_page', refs.p1, { order: 1 }), // the page after the optional first one
      post('routing_page', refs.p2, { order: 2 }),
      post('routing_group', refs.g, { order: 3 }),
      post('routing_page', refs.p4, { order: 4 }),
      ...routesBelow(options.processorFirst ? 1 : 0),
    ],
  };

  /** Items and the branch, by the batch positions of the pages above (`at`: Page 1's index). */
  function routesBelow(at: number) {
    const [p1, p2, g, p4] = [at, at + 1, at + 2, at + 3];
    const c1 = p4 + 1;
    const processorAt = processorPage === 0 ? 0 : processorPage === 1 ? p1 : p2;
    return [
      post('routing_condition', refs.c1, { order: 0, condition: condition(refs.dp1, [[refs.ok]]) }, g), // c1
      post('routing_page', refs.p3, { order: 0 }, c1),
      item(refs.q1, 'question', p1, 0),
      item(refs.q2, 'question', p1, 1),
      item(refs.dp1, 'data_processor', processorAt, 2),
      item(refs.q3, 'question', c1 + 1),
      item(refs.complete, 'exit_block', p4),
    ];
  }
}
