// Survey checks on the largest survey (100 questions × 10 answer groups × 50 answers, 100 routing
// pages, a third behind conditions): a full check, and the re-check after single edits, each timed
// as apply + findings(). Targets (issue): full < 50 ms, re-check < 5 ms.
import type { Component, ComponentOf, Condition } from '../../schema';
import { createCheckReplica, runChecks, type CheckChange, type CheckReplica } from '../../workers/checks';
import { maxSurvey } from '../../workers/checks/testing/max-survey';
import { summarise, time, type Timing } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);

/** Times each edit of a do/undo pair (both timed, separately), `RUNS` times, after a warmup. */
function pair(replica: CheckReplica, make: (i: number) => [CheckChange, CheckChange]): [Timing, Timing] {
  const forth: number[] = [];
  const back: number[] = [];
  for (let i = 0; i < RUNS + 20; i++) {
    const [change, undo] = make(i);
    let start = performance.now();
    replica.apply(change);
    replica.findings();
    const a = performance.now() - start;
    start = performance.now();
    replica.apply(undo);
    replica.findings();
    const b = performance.now() - start;
    if (i >= 20) {
      forth.push(a);
      back.push(b);
    }
  }
  return [summarise(forth), summarise(back)];
}

export function bench() {
  const survey = maxSurvey();
  const options = { additionalLanguages: survey.additionalLanguages };
  const { question, answerGroup, routingCondition } = survey;
  const full = time(() => runChecks(survey.components, options), { runs: 20, warmup: 3 });
  // How fast this machine walks the survey at all: a Map of every record by id, one pass.
  const baseline = time(() => new Map(survey.components.map((c) => [c.id, c])), { runs: 20, warmup: 3 });

  const replica = createCheckReplica(survey.components, options);
  const upsert = (...components: Component[]): CheckChange => ({ type: 'upsert', components });

  const [textChange] = pair(replica, (i) => [
    upsert({ ...question, default_language_data: { question_text: `Question (edit ${i})` } }),
    upsert(question),
  ]);
  const answer = survey.components.find((c): c is ComponentOf<'answer'> => c.kind === 'answer' && c.parent?.id === answerGroup.id)!;
  const [answerAdded, answerRemoved] = pair(replica, (i) => [
    upsert({ ...answer, id: `bench-answer-${i}`, name: 'A51', order: 50, code: '51' }),
    { type: 'remove', ids: [`bench-answer-${i}`] },
  ]);
  const firstBranch = routingCondition.condition.items[0] as Condition;
  const [routingConditionChanged] = pair(replica, (i) => [
    upsert({ ...routingCondition, condition: { ...routingCondition.condition, items: [{ ...firstBranch, negate: i % 2 === 0 }] } }),
    upsert(routingCondition),
  ]);
  // Moving a page of the routing flow (#13): a root page in the middle goes to the end and back,
  // which re-runs reachability.
  const rootPages = survey.components.filter((c): c is ComponentOf<'routing_page'> => c.kind === 'routing_page' && c.parent === null);
  const movedPage = rootPages[Math.floor(rootPages.length / 2)]!;
  const lastOrder = Math.max(...survey.components.filter((c) => c.parent === null).map((c) => c.order));
  const [pageMoved, pageMovedBack] = pair(replica, () => [upsert({ ...movedPage, order: lastOrder + 1 }), upsert(movedPage)]);
  const subtree = survey.components.filter((c) => c.id === question.id || c.id.startsWith(`${question.id}.`));
  const [questionRemoved, questionRestored] = pair(replica, () => [{ type: 'remove', ids: [question.id] }, upsert(...subtree)]);
  const languagesChanged = time(
    (i) => {
      replica.apply({ type: 'setLanguages', additionalLanguages: i % 2 ? ['fr'] : ['fr', 'de'] });
      replica.findings();
    },
    { runs: 10, warmup: 2 },
  );
  // With a second language added and not translated, ~51 000 findings stand.
  replica.apply({ type: 'setLanguages', additionalLanguages: [...survey.additionalLanguages, 'de'] });
  const standing = replica.findings().length;
  const [textChangeListUnchanged] = pair(replica, (i) => [
    upsert({ ...question, default_language_data: { question_text: `Question (edit ${i})` } }),
    upsert(question),
  ]);
  const [translationAdded, translationRemoved] = pair(replica, () => [
    upsert({ ...question, additional_language_data: { ...question.additional_language_data, de: { question_text: 'Frage' } } }),
    upsert(question),
  ]);
  replica.apply({ type: 'setLanguages', additionalLanguages: survey.additionalLanguages });

  return {
    survey: {
      components: survey.components.length,
      questions: survey.components.filter((c) => c.kind === 'question').length,
      answers: survey.components.filter((c) => c.kind === 'answer').length,
      routingPages: survey.components.filter((c) => c.kind === 'routing_page').length,
      pagesBehindConditions: survey.components.filter((c) => c.kind === 'routing_page' && c.parent).length,
      findings: replica.findings().length,
    },
    targetsMs: { fullCheck: 50, recheck: 5 },
    baselineMapByIdMs: baseline,
    fullCheckMs: full,
    recheckMs: { textChange, answerAdded, answerRemoved, routingConditionChanged, pageMoved, pageMovedBack, questionRemoved, questionRestored, languagesChanged },
    withStandingFindings: { findings: standing, recheckMs: { textChangeListUnchanged, translationAdded, translationRemoved } },
  };
}
