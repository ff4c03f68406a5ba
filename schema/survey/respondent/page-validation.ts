// The checks of one submitted page (spec §3, §5), run by the browser before it posts and by the
// server, the authority, on what it receives. Every problem is returned, not just the first, each
// naming its question, answer group and (where there is one) answer code, with a message in the
// respondent's language: the survey's own where it gives one (custom required and 'other'
// messages), else ours (respondent-texts.ts, problem-texts.ts).
import type { Responses } from '../condition-evaluator';
import type { AnswerGroupType } from '../components/answer-group';
import type { Component, ComponentOf } from '../components/component';
import { isEmptyAnswer, type AnswerValue, type Answers, type MultiAnswerValue, type OtherTexts } from './answers';
import { FIRST_DROPDOWN_YEAR, isIsoDate } from './dates';
import { localText, type SurveyLanguage } from './language';
import { isAnswerable, isRequired, requiredMessage } from './required';
import { respondentTexts } from './respondent-texts';
import { problemTexts, type ProblemTexts } from './problem-texts';
import { shownItself } from './responses';
import { answerGroupsOf, childrenOfKind, type ChildrenMap } from './tree';

type Question = ComponentOf<'question'>;
type AnswerGroup = ComponentOf<'answer_group'>;
type Answer = ComponentOf<'answer'>;

interface Where {
  readonly questionId: string;
  readonly answerGroupId: string;
  readonly message: string;
}

/** What is wrong with a page, one entry per question, group and rule broken. */
export type PageProblem = Where &
  (
    | { readonly code: 'required' }
    /** A code that is not a shown, enabled answer of the group. */
    | { readonly code: 'unknown_answer'; readonly answerCode: string }
    /** Several codes posted for a single-answer group. */
    | { readonly code: 'several_answers'; readonly count: number }
    | { readonly code: 'exclusive_combined'; readonly answerCode: string }
    | { readonly code: 'other_text_missing'; readonly answerCode: string }
    | { readonly code: 'wrong_type'; readonly expected: AnswerGroupType; readonly received: AnswerGroupType }
    | { readonly code: 'too_few_answers'; readonly min: number; readonly count: number }
    | { readonly code: 'too_many_answers'; readonly max: number; readonly count: number }
    | { readonly code: 'number_out_of_range'; readonly value: number; readonly min: number | null; readonly max: number | null }
    | { readonly code: 'too_many_decimals'; readonly value: number; readonly decimalPlaces: number }
    | { readonly code: 'not_a_number'; readonly value: string }
    | { readonly code: 'text_length'; readonly length: number; readonly min: number | null; readonly max: number | null }
    | { readonly code: 'invalid_date'; readonly value: string }
    /** An answer to a question or group that is not on this page. */
    | { readonly code: 'not_on_page' }
    /** An answer to a question, group or info text on the page that the respondent is not shown. */
    | { readonly code: 'not_shown' }
  );
export type PageProblemCode = PageProblem['code'];

/** A problem before its question and group are filled in (Omit over each member of the union). */
type ProblemBody = PageProblem extends infer P ? (P extends unknown ? Omit<P, 'questionId' | 'answerGroupId'> : never) : never;

export interface PageValidationInput {
  /** The version's components by parent, built once per version (childrenByParent). */
  readonly tree: ChildrenMap;
  /** The page's items as the walk shows them (shownItems' targets): questions, grids and groups. */
  readonly shown: readonly Component[];
  /** The answers submitted with the page. */
  readonly answers: Answers;
  /** The respondent's responses, settled (settleVisibility), this page's answers included. */
  readonly responses: Responses;
  readonly lang: SurveyLanguage;
  /** Today as YYYY-MM-DD (schema reads no clock): the last year a date dropdown offers. */
  readonly today?: string | undefined;
}

/** Where a question of the page stands: shown, or on the page but hidden by its conditions. */
interface PageQuestion {
  readonly question: Question;
  readonly visible: boolean;
}

/** The questions under the page's items, each with whether the respondent sees it. */
function pageQuestions(tree: ChildrenMap, shown: readonly Component[], responses: Responses): Map<string, PageQuestion> {
  const out = new Map<string, PageQuestion>();
  const visit = (component: Component, parentVisible: boolean) => {
    const visible = parentVisible && shownItself(component, responses);
    switch (component.kind) {
      case 'question':
        out.set(component.id, { question: component, visible });
        return;
      case 'group':
      case 'grid':
        for (const child of tree.get(component.id) ?? []) {
          if (child.kind === 'question' || child.kind === 'group' || child.kind === 'grid') visit(child, visible);
        }
        return;
      default:
        return;
    }
  };
  for (const item of shown) visit(item, true);
  return out;
}

/** Rich text read as plain text for a message; the tags of the label's HTML do not belong in it. */
const textOf = (html: string) =>
  html.replace(/<\/?(?:p|div|br|li)\b[^>]*>/gi, ' ').replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();

const answerLabel = (answer: Answer, lang: SurveyLanguage) => textOf(localText(answer, 'label', lang)) || answer.code;
const questionLabel = (question: Question) => question.name;

/** Whether `value` has more decimals than `places` (compared as written, not by float drift). */
const hasMoreDecimals = (value: number, places: number) => Number(value.toFixed(places)) !== value;

/** Spec §5: open text of type number holds digits, '.' and '-' only, and must read as one number. */
const isNumberText = (text: string) => /^-?(\d+(\.\d*)?|\.\d+)$/.test(text);

/** Checks one group's value against the group and its shown answers. */
class GroupCheck {
  readonly problems: PageProblem[] = [];
  private readonly where: Omit<Where, 'message'>;
  private readonly options: Map<string, Answer>;
  /** The messages in the respondent's language. */
  private readonly texts: ProblemTexts;

  constructor(
    tree: ChildrenMap,
    private readonly question: Question,
    private readonly group: AnswerGroup,
    private readonly input: PageValidationInput,
  ) {
    this.where = { questionId: question.id, answerGroupId: group.id };
    this.texts = problemTexts(input.lang.language);
    const offered = childrenOfKind(tree, group.id, 'answer').filter((a) => !a.disabled && shownItself(a, input.responses));
    this.options = new Map(offered.map((answer) => [answer.code, answer]));
  }

  run(value: AnswerValue | undefined): PageProblem[] {
    const { question, group, input } = this;
    if (isEmptyAnswer(value)) {
      if (isRequired(question, group, input.responses)) {
        this.add({ code: 'required', message: requiredMessage(question, group, input.lang) });
      }
      return this.problems;
    }
    if (value) this.value(value);
    return this.problems;
  }

  private add(problem: ProblemBody) {
    this.problems.push({ ...this.where, ...problem } as PageProblem);
  }

  private value(value: AnswerValue) {
    const group = this.group;
    // A plain form may post several codes under a single group's name: answersFromForm hands them
    // on as a multi value, named here for what it is.
    if (group.answer_group_type === 'single' && value.type === 'multi' && value.value.codes.length > 1) {
      const count = value.value.codes.length;
      this.add({ code: 'several_answers', count, message: this.texts.onlyOne(count) });
      return;
    }
    if (group.answer_group_type !== value.type) {
      const message = `This question takes a ${group.answer_group_type.replace('_', ' ')} answer, not a ${value.type.replace('_', ' ')} one`;
      this.add({ code: 'wrong_type', expected: group.answer_group_type, received: value.type, message });
      return;
    }
    switch (group.answer_group_type) {
      case 'single': {
        const chosen = value.type === 'single' ? value.value.code : null;
        this.choices(chosen === null ? [] : [chosen], value.type === 'single' ? value.value.other : {});
        return;
      }
      case 'multi':
        if (value.type === 'multi') this.multi(group, value.value);
        return;
      case 'numeric':
        if (value.type === 'numeric' && value.value !== null) this.numeric(group, value.value);
        return;
      case 'open_text':
        if (value.type === 'open_text') this.openText(group, value.value);
        return;
      case 'date':
        if (value.type === 'date') this.date(group, value.value);
        return;
      default: {
        const never: never = group;
        throw new RangeError(`Unexpected answer group ${JSON.stringify(never)}`);
      }
    }
  }

  /** Every code an answer shown and enabled; a chosen 'other' with its text when required. */
  private choices(codes: readonly string[], other: OtherTexts) {
    for (const code of codes) {
      const answer = this.options.get(code);
      if (!answer) {
        this.add({ code: 'unknown_answer', answerCode: code, message: this.texts.unknownAnswer(code) });
        continue;
      }
      if (answer.other && answer.other_required && (other[code] ?? '').trim() === '') {
        const custom = localText(answer, 'other_error_message', this.input.lang).trim();
        const message = custom === '' ? `${respondentTexts(this.input.lang.language).required}: ${answerLabel(answer, this.input.lang)}` : custom;
        this.add({ code: 'other_text_missing', answerCode: code, message });
      }
    }
  }

  private multi(group: ComponentOf<'answer_group'> & { answer_group_type: 'multi' }, value: MultiAnswerValue) {
    const codes = [...new Set(value.codes)];
    this.choices(codes, value.other);
    const exclusive = codes.find((code) => this.options.get(code)?.exclusive === true);
    if (exclusive !== undefined && codes.length > 1) {
      const label = answerLabel(this.options.get(exclusive)!, this.input.lang);
      this.add({ code: 'exclusive_combined', answerCode: exclusive, message: this.texts.notCombined(label) });
      return;
    }
    // An exclusive choice ("None of these") answers the question whatever the minimum.
    if (exclusive === undefined && group.min !== null && codes.length < group.min) {
      this.add({ code: 'too_few_answers', min: group.min, count: codes.length, message: this.texts.atLeastAnswers(group.min) });
    }
    if (group.max !== null && codes.length > group.max) {
      this.add({ code: 'too_many_answers', max: group.max, count: codes.length, message: this.texts.atMostAnswers(group.max) });
    }
  }

  /** A real date; the dropdowns offer the years from FIRST_DROPDOWN_YEAR to this year only. */
  private date(group: ComponentOf<'answer_group'> & { answer_group_type: 'date' }, text: string) {
    if (!isIsoDate(text)) {
      this.add({ code: 'invalid_date', value: text, message: this.texts.realDate(group.format) });
      return;
    }
    if (group.display !== 'selects') return;
    const year = Number(text.slice(0, 4));
    const last = this.input.today === undefined ? null : Number(this.input.today.slice(0, 4));
    if (year < FIRST_DROPDOWN_YEAR || (last !== null && year > last)) {
      this.add({ code: 'invalid_date', value: text, message: this.texts.yearRange(FIRST_DROPDOWN_YEAR, last) });
    }
  }

  private numeric(group: ComponentOf<'answer_group'> & { answer_group_type: 'numeric' }, value: number) {
    // A posted number that does not read (answersFromForm keeps it as NaN).
    if (!Number.isFinite(value)) {
      this.add({ code: 'not_a_number', value: String(value), message: this.texts.number });
      return;
    }
    const { min, max } = group;
    if ((min !== null && value < min) || (max !== null && value > max)) {
      this.add({ code: 'number_out_of_range', value, min, max, message: this.texts.numberRange(min, max) });
    }
    if (hasMoreDecimals(value, group.decimal_places)) {
      const places = group.decimal_places;
      const message = places === 0 ? this.texts.wholeNumber : this.texts.decimals(places);
      this.add({ code: 'too_many_decimals', value, decimalPlaces: places, message });
    }
  }

  private openText(group: ComponentOf<'answer_group'> & { answer_group_type: 'open_text' }, text: string) {
    if (group.text_type === 'number' && !isNumberText(text)) {
      this.add({ code: 'not_a_number', value: text, message: this.texts.numberText });
    }
    const { min, max } = group;
    const length = [...text].length;
    if (min !== null && length < min) {
      this.add({ code: 'text_length', length, min, max, message: this.texts.tooShort(min, length) });
    } else if (max !== null && length > max) {
      this.add({ code: 'text_length', length, min, max, message: this.texts.tooLong(max, length) });
    }
  }
}

/**
 * Every problem of a page: required groups left empty and values the survey does not allow on
 * the shown questions, then answers to anything the respondent was not shown on this page. Costs
 * the page's components and the submitted answers, never the survey.
 */
export function validatePage(input: PageValidationInput): PageProblem[] {
  const { tree, answers, responses } = input;
  const onPage = pageQuestions(tree, input.shown, responses);
  const problems: PageProblem[] = [];
  const checkedGroups = new Map<string, Set<string>>();

  for (const { question, visible } of onPage.values()) {
    if (!visible || !isAnswerable(question)) continue;
    const groups = answerGroupsOf(tree, question).filter((group) => shownItself(group, responses));
    checkedGroups.set(question.id, new Set(groups.map((group) => group.id)));
    for (const group of groups) {
      problems.push(...new GroupCheck(tree, question, group, input).run(answers[question.id]?.[group.id]));
    }
  }

  for (const [questionId, byGroup] of Object.entries(answers)) {
    const entry = onPage.get(questionId);
    const allGroups = entry ? new Set(answerGroupsOf(tree, entry.question).map((group) => group.id)) : new Set<string>();
    for (const [answerGroupId, value] of Object.entries(byGroup)) {
      // An empty value is as good as no value: the runtime may keep blanks of hidden questions.
      if (checkedGroups.get(questionId)?.has(answerGroupId) || isEmptyAnswer(value)) continue;
      const where = { questionId, answerGroupId };
      if (!entry || !allGroups.has(answerGroupId)) {
        const message = entry
          ? `Question ${questionLabel(entry.question)} has no answer group ${answerGroupId}`
          : `Question ${questionId} is not on this page`;
        problems.push({ ...where, code: 'not_on_page', message });
      } else {
        problems.push({ ...where, code: 'not_shown', message: `Question ${questionLabel(entry.question)} is not shown, so it cannot be answered` });
      }
    }
  }
  return problems;
}
