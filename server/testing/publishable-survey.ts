// Test support: the smallest survey the publish gate lets through, as the two write batches a
// client sends (/components, then /routes). Plain data, so server tests and browser journeys
// share it. References inside fields name components by cid, as the draft engine writes them.
import { randomUUID } from 'node:crypto';

export interface PublishableSurvey {
  /** The cid (client_ref) of each component. */
  readonly refs: Readonly<Record<'question' | 'answerGroup' | 'young' | 'old' | 'complete' | 'closed' | 'page1' | 'item1' | 'page2' | 'item2', string>>;
  readonly components: readonly unknown[];
  readonly routes: readonly unknown[];
}

/**
 * One single-choice question with two answers, a complete and a closed exit block, and a routing
 * of two pages: the question, then the complete exit. Every text written.
 */
export function publishableSurvey(): PublishableSurvey {
  const refs = {
    question: randomUUID(), answerGroup: randomUUID(), young: randomUUID(), old: randomUUID(), complete: randomUUID(),
    closed: randomUUID(), page1: randomUUID(), item1: randomUUID(), page2: randomUUID(), item2: randomUUID(),
  };
  const post = (kind: string, clientRef: string, fields: object = {}, parent?: number) =>
    ({ action: 'post', kind, client_ref: clientRef, ...(parent === undefined ? {} : { parent: { index: parent } }), fields });
  return {
    refs,
    components: [
      post('question', refs.question, { question_type: 'single', default_language_data: { question_text: '<p>How old are you?</p>' } }),
      post('answer_group', refs.answerGroup, { answer_group_type: 'single' }, 0),
      post('answer', refs.young, { default_language_data: { label: 'Young' } }, 1),
      post('answer', refs.old, { default_language_data: { label: 'Old' } }, 1),
      post('exit_block', refs.complete, { terminate_status: 'complete', default_language_data: { exit_text: '<p>Thank you</p>' } }),
      post('exit_block', refs.closed, { terminate_status: 'closed', default_language_data: { exit_text: '<p>Closed</p>' } }),
    ],
    routes: [
      post('routing_page', refs.page1),
      post('routing_item', refs.item1, { item_id: refs.question, item_kind: 'question' }, 0),
      post('routing_page', refs.page2),
      post('routing_item', refs.item2, { item_id: refs.complete, item_kind: 'exit_block' }, 2),
    ],
  };
}
