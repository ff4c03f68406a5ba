// Test support: a survey to take at its link (issue 14), as the two write batches a client sends
// (/components, then /routes). Plain data, so server tests and browser journeys share it.
//
//   Page 1   Q1 "How old are you?" (single, required: Young 1 / Old 2); its text carries a script
//   Group    one branch, Q1 is Old → Page 2: Q2 "Do you drink coffee?" (single, required: Yes 1 /
//            No 2) and the screened exit, shown when Q2 is No
//   Page 3   Q3 "Anything else?" (open text, optional)
//   Page 4   the complete exit
// So Young skips Page 2; Old + No is screened after Page 2; the rest complete after Page 3.
import { randomUUID } from 'node:crypto';

const names = [
  'q1', 'ag1', 'young', 'old', 'q2', 'ag2', 'yes', 'no', 'q3', 'ag3', 'complete', 'screened', 'closed',
  'p1', 'i1', 'g', 'c1', 'p2', 'i2', 'i2exit', 'p3', 'i3', 'p4', 'i4', 'quota', 'quotaGroup', 'youngQuota', 'full',
] as const;
export type FieldedRef = (typeof names)[number];

export interface FieldedSurvey {
  /** The cid (client_ref) of each component. */
  readonly refs: Readonly<Record<FieldedRef, string>>;
  readonly components: readonly unknown[];
  readonly routes: readonly unknown[];
}

/** Question 1's text: what a respondent reads, and a script that must never run. */
export const HOSTILE_QUESTION_TEXT = '<p>How old are you?<script>document.title="hacked"</script><img src="x" onerror="document.title=\'hacked\'"></p>';
export const EXIT_TEXTS = { complete: 'All done, thank you!', screened: 'Sorry, this survey is not for you.', closed: 'This survey has closed.' } as const;

/** Extras for the respondent-runtime tests; none: the survey above, as it is. */
export interface FieldedOptions {
  /** Q1's answers randomised, with six more ages ("Age 3" … "Age 8", codes 3–8: none is Old). */
  readonly randomise?: boolean;
  /** Q3's text pipes Q1's label; the complete exit's text pipes what Q3's respondent typed. */
  readonly piping?: boolean;
  /**
   * A required open question on Page 1, "What makes you feel young?", shown only when Q1 is Young:
   * a condition on an answer of the same page (the hydrated page shows it without a round trip).
   */
  readonly samePage?: boolean;
  /**
   * A quota on the young (Q1 is Young) with this target, checked on Page 3 (its quota flag), and a
   * quota_full exit with QUOTA_FULL_TEXT: the first `target` young respondents complete and are
   * counted, the next young one ends as quota_full on reaching Page 3; the old are never counted.
   */
  readonly quotaTarget?: number;
  /**
   * An optional open question on Page 1 after Q1, "What makes you say you are <Q1's label>?":
   * a text piping an answer given on its own page (the browser pipes it again as Q1 changes).
   */
  readonly echo?: boolean;
}

export const QUOTA_FULL_TEXT = 'Sorry, we have heard from enough people like you.';

/** What `echo`'s question reads before Q1's piped label. */
export const ECHO_TEXT = 'What makes you say you are';

/** The question `samePage` adds. */
export const SAME_PAGE_QUESTION = 'What makes you feel young?';

/** A dynamic-text item as the editor stores it (spec §3). */
export const dynamicText = (type: string, id: string, value: string) => `<span dt-id="${id}" dt-type="${type}" dt-value="${value}"></span>`;
/** What the piped texts read before and after the piped value. */
export const PIPED_TEXTS = { q3: 'Anything else you would like to say, age', exit: 'You wrote:' } as const;

export function fieldedSurvey(options: FieldedOptions = {}): FieldedSurvey {
  const refs = Object.fromEntries(names.map((name) => [name, randomUUID()])) as Record<FieldedRef, string>;
  const post = (kind: string, cid: string, fields: object = {}, parent?: number) =>
    ({ action: 'post', kind, client_ref: cid, ...(parent === undefined ? {} : { parent: { index: parent } }), fields });
  const text = (field: string, html: string) => ({ default_language_data: { [field]: html } });
  const chose = (question: string, answer: string) =>
    ({ kind: 'group', operator: 'and', items: [{ kind: 'condition', question_id: question, negate: false, fn: 'answered', answers: [[answer]] }] });
  // samePage's question comes last of all (after randomise's answers), so no index above moves.
  const why = randomUUID();
  const whyAt = 13 + (options.randomise ? 6 : 0);
  const quotaAt = whyAt + (options.samePage ? 2 : 0);
  const echo = randomUUID();
  const echoAt = quotaAt + (options.quotaTarget === undefined ? 0 : 4);
  return {
    refs,
    components: [
      post('question', refs.q1, { order: 0, question_type: 'single', ...text('question_text', HOSTILE_QUESTION_TEXT) }), // 0
      post('answer_group', refs.ag1, { answer_group_type: 'single', ...(options.randomise ? { child_list_order: 'randomise' } : {}) }, 0), // 1
      post('answer', refs.young, { order: 0, code: '1', ...text('label', 'Young') }, 1),
      post('answer', refs.old, { order: 1, code: '2', ...text('label', 'Old') }, 1),
      post('question', refs.q2, { order: 1, question_type: 'single', ...text('question_text', '<p>Do you drink coffee?</p>') }), // 4
      post('answer_group', refs.ag2, { answer_group_type: 'single' }, 4), // 5
      post('answer', refs.yes, { order: 0, code: '1', ...text('label', 'Yes') }, 5),
      post('answer', refs.no, { order: 1, code: '2', ...text('label', 'No') }, 5),
      post('question', refs.q3, {
        order: 2, question_type: 'open_text', required: false,
        ...text('question_text', options.piping ? `<p>${PIPED_TEXTS.q3} ${dynamicText('question', refs.q1, 'label')}?</p>` : '<p>Anything else?</p>'),
      }), // 8
      post('answer_group', refs.ag3, { answer_group_type: 'open_text' }, 8),
      post('exit_block', refs.complete, {
        order: 3, terminate_status: 'complete',
        ...text('exit_text', `<p>${EXIT_TEXTS.complete}${options.piping ? ` ${PIPED_TEXTS.exit} ${dynamicText('answer_group', `${refs.q3}.${refs.ag3}`, 'label')}` : ''}</p>`),
      }),
      post('exit_block', refs.screened, { order: 4, terminate_status: 'screened', ...text('exit_text', `<p>${EXIT_TEXTS.screened}</p>`) }),
      post('exit_block', refs.closed, { order: 5, terminate_status: 'closed', ...text('exit_text', `<p>${EXIT_TEXTS.closed}</p>`) }),
      // After every index above, so the routes' and tests' indexes stay as they are.
      ...(options.randomise ? [3, 4, 5, 6, 7, 8].map((code) => post('answer', randomUUID(), { order: code - 1, code: String(code), ...text('label', `Age ${code}`) }, 1)) : []),
      ...(options.samePage ? [
        post('question', why, { order: 6, question_type: 'open_text', visibility_condition: chose(refs.q1, refs.young), ...text('question_text', `<p>${SAME_PAGE_QUESTION}</p>`) }),
        post('answer_group', randomUUID(), { answer_group_type: 'open_text' }, whyAt),
      ] : []),
      ...(options.quotaTarget === undefined ? [] : [
        post('quota', refs.quota, { order: 6 }), // quotaAt
        post('quota_group', refs.quotaGroup, {}, quotaAt),
        post('quota_definition', refs.youngQuota, { code: 'young', label: 'Young', target: options.quotaTarget, criteria: chose(refs.q1, refs.young) }, quotaAt + 1),
        post('exit_block', refs.full, { order: 7, terminate_status: 'quota_full', ...text('exit_text', `<p>${QUOTA_FULL_TEXT}</p>`) }),
      ]),
      ...(options.echo ? [
        post('question', echo, { order: 8, question_type: 'open_text', required: false, ...text('question_text', `<p>${ECHO_TEXT} ${dynamicText('question', refs.q1, 'label')}?</p>`) }),
        post('answer_group', randomUUID(), { answer_group_type: 'open_text' }, echoAt),
      ] : []),
    ],
    routes: [
      post('routing_page', refs.p1, { order: 0 }), // 0
      post('routing_item', refs.i1, { item_id: refs.q1, item_kind: 'question' }, 0),
      post('routing_group', refs.g, { order: 1 }), // 2
      post('routing_condition', refs.c1, { order: 0, condition: chose(refs.q1, refs.old) }, 2), // 3
      post('routing_page', refs.p2, { order: 0 }, 3), // 4
      post('routing_item', refs.i2, { order: 0, item_id: refs.q2, item_kind: 'question' }, 4),
      post('routing_item', refs.i2exit, { order: 1, item_id: refs.screened, item_kind: 'exit_block', visibility_condition: chose(refs.q2, refs.no) }, 4),
      post('routing_page', refs.p3, { order: 2, ...(options.quotaTarget === undefined ? {} : { quota: true }) }), // 7
      post('routing_item', refs.i3, { item_id: refs.q3, item_kind: 'question' }, 7),
      post('routing_page', refs.p4, { order: 3 }), // 9
      post('routing_item', refs.i4, { item_id: refs.complete, item_kind: 'exit_block' }, 9),
      ...(options.samePage ? [post('routing_item', randomUUID(), { order: 1, item_id: why, item_kind: 'question' }, 0)] : []),
      ...(options.echo ? [post('routing_item', randomUUID(), { order: 2, item_id: echo, item_kind: 'question' }, 0)] : []),
    ],
  };
}
