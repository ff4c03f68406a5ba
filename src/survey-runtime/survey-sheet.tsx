// One page of a survey as a respondent sees it, drawn with a given sanitiser of the author's rich
// text: the respondent runtime passes the server's results (server-rendered first, then hydrated),
// so nothing here pulls a sanitiser into its bundle; SurveyPage (survey-page.tsx) defaults to the
// kit's for the designer's preview. With onAnswer it is interactive; without it, it is
// server-only markup whose inputs post their rendered values with the page's <form>.
// Render reads no window or document and needs no effect for its first paint; ids are stable.
import { useLayoutEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { localText } from '../../schema/survey/respondent/language';
import { respondentTexts } from '../../schema/survey/respondent/respondent-texts';
import { respondentComponents } from '../../schema/survey/respondent/respondent-components';
import { childrenByParent, ROOT } from '../../schema/survey/respondent/tree';
import type { AnswerValue, Answers, ChildrenMap, Component, PageProblem, PipingValues, Responses, SurveyLanguage } from '../../schema';
import { answerFieldId } from './form-fields';
import { SurveyItems } from './survey-items';
import { AnswerStore, SurveyModelContext, type SurveyModel } from './survey-model';
import { plainText } from './survey-text';
import { themeStyle, type SurveyTheme } from './survey-theme';
import './survey-page.css';

const NO_PROBLEMS: readonly PageProblem[] = [];

/**
 * The page's tree: every visible component by parent, with the page's items (the walk's shown
 * targets: questions, grids, groups) at the root in item order instead of the survey's own roots.
 */
export function pageTree(visible: readonly Component[], items?: readonly Component[]): ChildrenMap {
  const tree = new Map(childrenByParent(visible));
  if (items) tree.set(ROOT, items);
  return tree;
}

/** The page's items as `components` holds them (ordered and piped), in the items' order. */
function shownItems(components: readonly Component[], items: readonly Component[]): readonly Component[] {
  const byId = new Map(components.map((component) => [component.id, component]));
  return items.map((item) => byId.get(item.id) ?? item);
}

export interface SurveySheetProps {
  /** Visible components (settleVisibility), with their parents: groups, grids, answer groups, answers, texts. */
  readonly components: readonly Component[];
  /** The page's items in order (the walk's shown targets); default: the root components. */
  readonly items?: readonly Component[] | undefined;
  readonly answers: Answers;
  /** Settled responses: visibility and required conditions read them. */
  readonly responses: Responses;
  /** From validatePage: each shown beside its field, and listed above the page with links. */
  readonly problems?: readonly PageProblem[] | undefined;
  readonly lang: SurveyLanguage;
  /** Sets the theme's colours on the page; the preview sets them on its frame instead. */
  readonly theme?: SurveyTheme | undefined;
  /** Show the widgets' own messages for what is still missing (the preview's "Check answers"). */
  readonly showErrors?: boolean | undefined;
  readonly onAnswer?: ((questionId: string, answerGroupId: string, value: AnswerValue) => void) | undefined;
  /** Author rich text → safe HTML; the same function on the server and in the browser. */
  readonly sanitizeHtml: (html: string) => string;
  /**
   * The respondent's seed (their id): answer groups that randomise or rotate are ordered with it,
   * alphabetical ones by label. None: every group as displayed (the preview, unless it passes one).
   */
  readonly orderSeed?: string | undefined;
  /**
   * The respondent's values for dynamic text: each item in the texts is replaced by its value.
   * None: the items stay and are drawn as chips naming their source (the preview).
   */
  readonly piping?: PipingValues | undefined;
  /** Drawn above the questions: the survey's title, a progress indicator. */
  readonly header?: ReactNode;
  /** Drawn after the questions: the page's buttons, the preview's status and exits. */
  readonly children?: ReactNode;
  readonly className?: string | undefined;
}

export function SurveySheet(props: SurveySheetProps) {
  const { items, lang, orderSeed, piping } = props;
  const components = useMemo(
    () => (orderSeed === undefined && piping === undefined
      ? props.components
      : respondentComponents(props.components, { seed: orderSeed, piping, lang, survey: props.components })),
    [props.components, orderSeed, piping, lang],
  );
  const tree = useMemo(() => pageTree(components, items && shownItems(components, items)), [components, items]);
  const problems = props.problems ?? NO_PROBLEMS;
  // Looked up only when there are problems to name (a page's handful), from one map.
  const questionText = useMemo(() => {
    const byId = problems.length === 0 ? new Map<string, Component>() : new Map(components.map((c) => [c.id, c]));
    return (questionId: string) => questionTextOf(byId.get(questionId), lang);
  }, [components, problems, lang]);
  // One store per sheet: a new answer reaches the fields that draw it (before paint), while the
  // model below, and so the page's tree of parts, stays the same object.
  const [store] = useState(() => new AnswerStore({ answers: props.answers, responses: props.responses }));
  useLayoutEffect(() => store.set({ answers: props.answers, responses: props.responses }), [store, props.answers, props.responses]);
  const showErrors = props.showErrors ?? false;
  const { onAnswer, sanitizeHtml } = props;
  const model: SurveyModel = useMemo(
    () => ({ tree, lang, store, showErrors, problems, onAnswer, sanitizeHtml }),
    [tree, lang, store, showErrors, problems, onAnswer, sanitizeHtml],
  );
  return (
    <SurveyModelContext value={model}>
      <div
        className={['survey-page', props.className].filter(Boolean).join(' ')}
        lang={lang.language.replace('_', '-')}
        style={props.theme ? themeStyle(props.theme) : undefined}
      >
        {props.header}
        <ProblemSummary problems={problems} questionText={questionText} lang={lang} />
        <SurveyItems />
        {props.children}
      </div>
    </SurveyModelContext>
  );
}

/**
 * The problems of a submitted page listed first, each a link to its field, as GOV.UK forms do:
 * a screen-reader user hears what to fix before the page, a keyboard user jumps to it.
 */
function ProblemSummary({ problems, questionText, lang }: {
  readonly problems: readonly PageProblem[]; readonly questionText: (questionId: string) => string; readonly lang: SurveyLanguage;
}) {
  if (problems.length === 0) return null;
  return (
    <div className="survey-page__problems" role="alert" aria-labelledby="survey-page-problems">
      <h2 id="survey-page-problems">{respondentTexts(lang.language).problem}</h2>
      <ul>
        {problems.map((problem, index) => (
          <li key={`${problem.questionId}-${problem.answerGroupId}-${problem.code}-${index}`}>
            {/* Named by its question: three "This field is required" links would not say which is which. */}
            <a href={`#${answerFieldId(problem.questionId, problem.answerGroupId)}`}>{summaryLine(questionText(problem.questionId), problem.message)}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A problem as the summary lists it: "How old are you?: This field is required". */
export function summaryLine(question: string, message: string): string {
  return question === '' ? message : `${question.replace(/[\s:]+$/, '')}: ${message}`;
}

/** A question's text as plain words, in the respondent's language ('' when it has none). */
function questionTextOf(question: Component | undefined, lang: SurveyLanguage): string {
  return question?.kind === 'question' ? plainText(localText(question, 'question_text', lang)).trim() : '';
}
