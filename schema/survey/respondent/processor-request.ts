// A data processor's call (spec §3, §8, §9), pure: the provider block it posts (id, token, score,
// comment, tags), with the components score, comment and tags name replaced by this respondent's
// answers, and the preset result code a reply stands for. The server makes the call and records
// the code (server/respondent/processor-runs.ts).
import type { Component, ComponentOf } from '../components/component';
import type { DATA_PROCESSOR_RESULT_CODES } from '../data-processor';
import type { Answers } from './answers';
import { localText, type SurveyLanguage } from './language';
import { labelText } from './piped-text';
import { answerGroupsOf, childrenOfKind, type ChildrenMap } from './tree';

export type ProcessorResultCode = (typeof DATA_PROCESSOR_RESULT_CODES)[number]['code'];

/** The JSON body posted to the processor's API. */
export interface ProcessorRequest {
  /** The account id and access token at the provider, as the author set them. */
  readonly id: string;
  readonly token: string;
  /** The score component's answer: its code (a number when it reads as one); null when unanswered. */
  readonly score: number | string | null;
  /** The comment component's answer as text (chosen answers by label); null when unanswered. */
  readonly comment: string | null;
  /** Each tag component's answer as text, one tag per chosen answer; unanswered ones left out. */
  readonly tags: readonly string[];
}

/** What the named components' answers are read from. */
export interface ProcessorSources {
  /** The version's questions and data collectors by lower-case name (see `namedComponents`). */
  readonly byName: ReadonlyMap<string, Component>;
  readonly tree: ChildrenMap;
  readonly answers: Answers;
  /** The respondent's upload data fields (collector values) by name. */
  readonly fields: Readonly<Record<string, string>>;
  readonly lang: SurveyLanguage;
}

/**
 * Questions and data collectors by name, compared without case as names are kept unique
 * (schema/CONTEXT.md). Built once per version.
 */
export function namedComponents(components: readonly Component[]): Map<string, Component> {
  const byName = new Map<string, Component>();
  for (const component of components) {
    if ((component.kind === 'question' || component.kind === 'data_collector') && component.name !== '') {
      const key = component.name.toLowerCase();
      if (!byName.has(key)) byName.set(key, component);
    }
  }
  return byName;
}

/** The answers of one question's first answered group, as codes or as text. */
function questionValues(question: ComponentOf<'question'>, show: 'code' | 'text', sources: ProcessorSources): string[] {
  const given = sources.answers[question.id];
  if (!given) return [];
  for (const group of answerGroupsOf(sources.tree, question)) {
    const value = given[group.id];
    if (!value) continue;
    const chosen = (codes: readonly string[]) => {
      if (show === 'code') return [...codes];
      const labels = new Map(childrenOfKind(sources.tree, group.id, 'answer').map((a) => [a.code, labelText(localText(a, 'label', sources.lang))]));
      return codes.map((code) => labels.get(code) || code);
    };
    let values: string[];
    switch (value.type) {
      case 'single': values = value.value.code === null ? [] : chosen([value.value.code]); break;
      case 'multi': values = chosen(value.value.codes); break;
      case 'numeric': values = value.value === null ? [] : [String(value.value)]; break;
      case 'open_text':
      case 'date': values = value.value.trim() === '' ? [] : [value.value.trim()]; break;
      default: {
        const never: never = value;
        throw new Error(`Unknown answer value ${JSON.stringify(never)}`);
      }
    }
    if (values.length > 0) return values;
  }
  return [];
}

/** The values the component called `name` holds for the respondent; none for an unknown name. */
function namedValues(name: string | null, show: 'code' | 'text', sources: ProcessorSources): string[] {
  const component = name === null ? undefined : sources.byName.get(name.trim().toLowerCase());
  if (component?.kind === 'data_collector') {
    const value = sources.fields[component.query_string.param_name.trim()];
    return value === undefined || value === '' ? [] : [value];
  }
  return component?.kind === 'question' ? questionValues(component, show, sources) : [];
}

/** The provider block with the respondent's answers in place of the names it holds. */
export function processorRequest(processor: ComponentOf<'data_processor'>, sources: ProcessorSources): ProcessorRequest {
  const block = processor.feedback_analytics;
  const [score] = namedValues(block.score, 'code', sources);
  const comment = namedValues(block.comment, 'text', sources);
  const tags = [...new Set(block.tags.flatMap((name) => namedValues(name, 'text', sources)))];
  const number = score === undefined || score.trim() === '' ? NaN : Number(score);
  return {
    id: block.id,
    token: block.token,
    score: score === undefined ? null : Number.isFinite(number) ? number : score,
    comment: comment.length > 0 ? comment.join(', ') : null,
    tags,
  };
}

/**
 * The preset result code a reply's HTTP status stands for: any success is 200 Success, 401 and
 * 403 are themselves, and everything else (another status, no reply at all) is 500 Unavailable.
 */
export function resultCodeOf(status: number | null): ProcessorResultCode {
  if (status !== null && status >= 200 && status <= 299) return '200';
  if (status === 401) return '401';
  if (status === 403) return '403';
  return '500';
}
