// What every part of a rendered survey page reads: the tree of visible components, the language,
// the problems to show and how to change the answers, by context; the answers and responses
// through a store each part subscribes to for the slice it draws. An answer then re-renders only
// the fields whose value or required mark it changes, not the page (a page of 500 answers would
// cost a frame per click).
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AnswerValue, Answers, ChildrenMap, PageProblem, Responses, SurveyLanguage } from '../../schema';

/** The answers so far and the responses settled for them (visibility and required conditions read these). */
export interface AnswerState {
  readonly answers: Answers;
  readonly responses: Responses;
}

/** The page's answer state, changed by the sheet and read by each field for its own slice. */
export class AnswerStore {
  private current: AnswerState;
  private readonly listeners = new Set<() => void>();

  constructor(state: AnswerState) {
    this.current = state;
  }

  readonly state = (): AnswerState => this.current;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  };

  set(state: AnswerState): void {
    if (state.answers === this.current.answers && state.responses === this.current.responses) return;
    this.current = state;
    for (const listener of [...this.listeners]) listener();
  }
}

export interface SurveyModel {
  /** Visible components only, by parent. */
  readonly tree: ChildrenMap;
  readonly lang: SurveyLanguage;
  /** The answers and settled responses: read them with useAnswerState, never whole in render. */
  readonly store: AnswerStore;
  /** Let the widgets show their own rule messages (the preview's "Check answers"). */
  readonly showErrors: boolean;
  /** Problems found by validatePage (e.g. by the server), shown beside their fields at once. */
  readonly problems: readonly PageProblem[];
  /**
   * Turns an author's rich text into safe HTML: the preview's is the kit's viewerHtml (DOMPurify,
   * in the browser); the respondent's looks up what the server's sanitiser made of each text.
   */
  readonly sanitizeHtml: (html: string) => string;
  /**
   * Called on every change while the page is interactive. Absent for server-only markup: the
   * inputs then keep their rendered values and post them with the page's form.
   */
  readonly onAnswer?: ((questionId: string, answerGroupId: string, value: AnswerValue) => void) | undefined;
}

export const SurveyModelContext = createContext<SurveyModel | null>(null);

export function useSurveyModel(): SurveyModel {
  const model = useContext(SurveyModelContext);
  if (!model) throw new Error('useSurveyModel() used outside a SurveyModelContext (SurveyPage or the preview)');
  return model;
}

/**
 * A slice of the answer state: the caller re-renders only when the slice changes, so `select`
 * must return a primitive or an object the state already holds (never a new one per call).
 */
export function useAnswerState<T>(select: (state: AnswerState) => T): T {
  const { store } = useSurveyModel();
  const read = () => select(store.state());
  return useSyncExternalStore(store.subscribe, read, read);
}

/** The messages of the problems of one (question, answer group), joined for one field. */
export function problemText(problems: readonly PageProblem[], questionId: string, answerGroupId: string): string | null {
  const messages = problems.filter((p) => p.questionId === questionId && p.answerGroupId === answerGroupId).map((p) => p.message);
  return messages.length === 0 ? null : messages.join('. ');
}
