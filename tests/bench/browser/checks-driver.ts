// Runs in Chromium (see ../checks-worker.bench.ts): the real checks worker, the largest survey, and
// the same edits as the Node benchmark, timed as the designer sees them: a Comlink round trip
// (post the change, check in the worker, clone the change of the findings back), and the page's
// apply of that change to its copy of the list (FindingsCopy, as survey-checks.ts keeps it).
import { wrap } from 'comlink';
import type { Component, ComponentOf, Condition } from '../../../schema';
import type { CheckChange } from '../../../workers/checks/changes';
import type { ChecksReply, ChecksService } from '../../../workers/checks/checks-service';
import { FindingsCopy } from '../../../workers/checks/findings-copy';
import { maxSurvey } from '../../../workers/checks/testing/max-survey';

interface Samples {
  roundTrip: number[];
  inWorker: number[];
  pageApply: number[];
}

declare global {
  interface Window {
    runChecksBench(runs: number): Promise<Record<string, Samples>>;
  }
}

window.runChecksBench = async (runs) => {
  const worker = new Worker(new URL('../../../workers/checks/checks.worker.ts', import.meta.url), { type: 'module' });
  const service = wrap<ChecksService>(worker);
  const survey = maxSurvey();
  const results: Record<string, Samples> = {};
  let version = 0;
  const copy = new FindingsCopy();
  const measure = async (name: string, call: () => Promise<ChecksReply>) => {
    const start = performance.now();
    const reply = await call();
    const roundTrip = performance.now() - start;
    const applied = performance.now();
    // The list read back too, as the designer publishes it after each change.
    if (reply.change) copy.apply(reply.change);
    copy.list();
    const samples = (results[name] ??= { roundTrip: [], inWorker: [], pageApply: [] });
    samples.roundTrip.push(roundTrip);
    samples.inWorker.push(reply.ms);
    samples.pageApply.push(performance.now() - applied);
  };
  for (let i = 0; i < 5; i++) await measure('fullCheck', () => service.reset(survey.components, survey.additionalLanguages, ++version));
  const apply = (name: string, change: CheckChange) => measure(name, () => service.apply([change], ++version));
  const upsert = (...components: Component[]): CheckChange => ({ type: 'upsert', components });
  const { question, answerGroup, routingCondition } = survey;
  const answer = survey.components.find((c): c is ComponentOf<'answer'> => c.kind === 'answer' && c.parent?.id === answerGroup.id)!;
  const branch = routingCondition.condition.items[0] as Condition;
  for (let i = 0; i < runs; i++) {
    await apply('textChange', upsert({ ...question, default_language_data: { question_text: `Question (edit ${i})` } }));
    await apply('answerAdded', upsert({ ...answer, id: `bench-${i}`, name: 'A51', order: 50, code: '51' }));
    await apply('answerRemoved', { type: 'remove', ids: [`bench-${i}`] });
    await apply('routingConditionChanged', upsert({ ...routingCondition, condition: { ...routingCondition.condition, items: [{ ...branch, negate: i % 2 === 0 }] } }));
  }
  // A group of ten questions (5 111 records) deleted as the designer deletes (marked) and
  // restored; then removed for good and put back, as an undo sends it (copies of the records).
  const group = survey.components.find((c): c is ComponentOf<'group'> => c.kind === 'group' && c.id === 'gp41')!;
  const inGroup = new Set<string>([group.id]);
  for (const c of survey.components) if (c.parent && inGroup.has(c.parent.id)) inGroup.add(c.id);
  const groupTree = survey.components.filter((c) => inGroup.has(c.id));
  for (let i = 0; i < Math.min(runs, 20); i++) {
    await apply('groupMarkedDeleted', upsert({ ...group, deleted: true }));
    await apply('groupUndeleted', upsert(group));
    await apply('groupRemoved', { type: 'remove', ids: [group.id] });
    await apply('groupPutBack', upsert(...groupTree));
  }
  // A language nothing is translated into, added and removed: 50 104 findings come and go.
  const withGerman = [...survey.additionalLanguages, 'de'];
  for (let i = 0; i < Math.min(runs, 10); i++) {
    await apply('languageAdded', { type: 'setLanguages', additionalLanguages: withGerman });
    await apply('languageRemoved', { type: 'setLanguages', additionalLanguages: survey.additionalLanguages });
  }
  // With it added, ~51 000 findings stand: an edit that changes none of them sends nothing back;
  // one that changes one sends that one.
  await apply('languageAdded', { type: 'setLanguages', additionalLanguages: withGerman });
  for (let i = 0; i < Math.min(runs, 20); i++) {
    await apply('manyFindings.textChange', upsert({ ...question, default_language_data: { question_text: `Question (again ${i})` } }));
    await apply('manyFindings.translationAdded', upsert({ ...question, additional_language_data: { ...question.additional_language_data, de: { question_text: 'Frage' } } }));
    await apply('manyFindings.translationRemoved', upsert(question));
  }
  worker.terminate();
  return results;
};
