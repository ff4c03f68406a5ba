// The respondent's page once its script has run: the server's page, hydrated, then live. Answers
// show and hide questions at once; Next checks the page first and, with problems, shows them
// beside their fields, announces the summary and moves focus to the first, without a round trip;
// a page with none goes to `onNext` (the runtime sends it and draws the next page without a
// load, respondent-runtime.tsx), or without one posts as the plain form does (the server checks
// it again). One page: the runtime draws each new page as a new one (keyed by its key).
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import type { AnswerValue, Answers, PageProblem } from '../../schema';
import type { DocumentPage, RespondentDocument } from '../../schema/api/respondent';
import { answerFieldId } from '../survey-runtime/form-fields';
import { answeredView, liveView, pageProblems, postedAnswers, type LiveView } from './live-page';
import { LivePiping } from './live-piping';
import { HEADING_ID, PageForm } from './respondent-view';

interface RespondentAppProps {
  readonly document: RespondentDocument;
  readonly page: DocumentPage;
  readonly sanitizeHtml: (html: string) => string;
  /** The data's sanitised texts: the templates of the page's live texts (`page.liveTexts`) among them. */
  readonly html?: Readonly<Record<string, string>> | undefined;
  /**
   * What the form held just before hydration, when the respondent answered the server-drawn page
   * before the script arrived (a slow phone): hydration would otherwise draw the server's answers
   * over theirs. Applied right after hydration, so hydration itself sees the server's tree.
   */
  readonly earlyAnswers?: Answers;
  /** Next with no problems: the page's posted answers. Absent: the form posts. */
  readonly onNext?: (posted: Answers) => void;
  /** Back. Absent: the form posts. */
  readonly onBack?: () => void;
  /** Every answer, with all of them: kept on the device so a reload shows them. */
  readonly onAnswers?: (answers: Answers) => void;
}

/** The first focusable element of a problem's field (a text box, or the first radio of a set). */
function fieldOf(problem: PageProblem): HTMLElement | null {
  const field = document.getElementById(answerFieldId(problem.questionId, problem.answerGroupId));
  if (!field) return null;
  if (field.matches('input, select, textarea, button, [tabindex]')) return field;
  return field.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea, button, [tabindex]') ?? field;
}

/** The answers and the page they give, changed together (each answer from the view before it). */
interface Live {
  readonly answers: Answers;
  readonly view: LiveView;
}

const NO_HTML: Readonly<Record<string, string>> = {};

export function RespondentApp({ document: doc, page, sanitizeHtml, html = NO_HTML, earlyAnswers, onNext, onBack, onAnswers }: RespondentAppProps) {
  // The page's texts that pipe its own answers, piped again as those answers change.
  const [piping] = useState(() => LivePiping.of(page, html, doc.lang));
  const drawHtml = useMemo(() => (piping ? piping.sanitizer(sanitizeHtml) : sanitizeHtml), [piping, sanitizeHtml]);
  // Until the first answer the page is exactly the server's (hydration must see the same tree).
  const [live, setLive] = useState<Live>(() => ({
    answers: page.answers,
    view: { components: page.components, items: page.items, responses: page.responses },
  }));
  const { answers, view } = live;
  const [problems, setProblems] = useState<readonly PageProblem[]>(page.problems);
  const [touched, setTouched] = useState(false);
  // Bumped by each refused Next, so focus moves again even when the problems are the same.
  const [refusals, setRefusals] = useState(0);

  // Once, right after hydration, by design a second render: hydration must match the server's
  // markup, and only then may the page show what the respondent did meanwhile.
  useEffect(() => {
    if (!earlyAnswers || JSON.stringify(earlyAnswers) === JSON.stringify(page.answers)) return;
    /* eslint-disable react-hooks/set-state-in-effect -- the post-hydration catch-up above */
    setTouched(true);
    const view = liveView(page, earlyAnswers);
    setLive({ answers: earlyAnswers, view: piping ? piping.piped(view, earlyAnswers) : view });
    /* eslint-enable react-hooks/set-state-in-effect */
    // eslint-disable-next-line react-hooks/exhaustive-deps -- later renders take answers from state
  }, []);

  const onAnswer = useCallback((questionId: string, answerGroupId: string, value: AnswerValue) => {
    setTouched(true);
    setLive((before) => {
      const next = { ...before.answers, [questionId]: { ...before.answers[questionId], [answerGroupId]: value } };
      const view = answeredView(page, before.view, next, questionId);
      // Piped again when the answer is read by a live text, or visibility drew the page's
      // components afresh (as the server piped them, with the answers the page was drawn with).
      const repipe = piping && (piping.reads(questionId) || view.components !== before.view.components);
      return { answers: next, view: repipe ? piping.piped(view, next) : view };
    });
  }, [page, piping]);

  // Kept on the device after each answer (not on the first draw: nothing has changed).
  useEffect(() => {
    if (touched) onAnswers?.(answers);
  }, [touched, answers, onAnswers]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    // Back takes nothing from the page: the server keeps nothing from a page left by Back.
    if (submitter instanceof HTMLButtonElement && submitter.value === 'back') {
      if (!onBack) return;
      event.preventDefault();
      onBack();
      return;
    }
    // The page as it stands (each answer settled it as it came): Next checks it, no settle again.
    const found = pageProblems(page, view, answers, doc.lang, new Date().toISOString().slice(0, 10));
    if (found.length === 0) {
      if (!onNext) return;
      event.preventDefault();
      onNext(postedAnswers(page, view, answers));
      return;
    }
    event.preventDefault();
    setProblems(found);
    setRefusals((n) => n + 1);
  };

  // A new page: focus its heading, so a screen reader announces it; a page the server sent back
  // with problems: focus the first of them, as a refused Next does.
  useEffect(() => {
    const first = problems[0];
    const target = first ? fieldOf(first) : document.getElementById(HEADING_ID);
    target?.focus();
    // Only on load and after each refused Next, not on every answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusals]);

  const shown: DocumentPage = { ...page, components: view.components, items: view.items, responses: view.responses, answers, problems };
  return <PageForm document={doc} page={shown} sanitizeHtml={drawHtml} behaviour={{ onAnswer, onSubmit }} />;
}
