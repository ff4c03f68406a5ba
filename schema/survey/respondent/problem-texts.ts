// What a refused page says about an answer, in the respondent's language (spec §5 languages): the
// number, date, length and choice rules of page-validation.ts. Beside respondent-texts.ts, with
// the same languages: the server (a refused form post) and the browser (the same checks before
// sending, and offline) must say exactly the same thing. Counts take the language's plural forms
// (Intl.PluralRules: Polish has three). Messages for posts no page can make (a wrong type, a
// question not on the page) stay in English: they name ids for whoever wrote the request.

/** The language's plural category names a form for; `other` always exists. */
type Forms = Partial<Record<Intl.LDMLPluralRule, string>> & { readonly other: string };

export interface ProblemTexts {
  /** A single-choice group posted with several codes. */
  readonly onlyOne: (count: number) => string;
  /** An exclusive answer ("None of these") chosen with others; `label` is the answer's. */
  readonly notCombined: (label: string) => string;
  readonly atLeastAnswers: (min: number) => string;
  readonly atMostAnswers: (max: number) => string;
  /** A code no shown answer has. */
  readonly unknownAnswer: (code: string) => string;
  /** `format` as the author set it (YYYY-MM-DD, DD/MM/YYYY …). */
  readonly realDate: (format: string) => string;
  /** A dropdown year outside first..last (last null: no upper bound known). */
  readonly yearRange: (first: number, last: number | null) => string;
  readonly number: string;
  readonly numberRange: (min: number | null, max: number | null) => string;
  readonly wholeNumber: string;
  readonly decimals: (places: number) => string;
  /** Spec §5: open text of type number keeps digits, "." and "-" only. */
  readonly numberText: string;
  readonly tooShort: (min: number, length: number) => string;
  readonly tooLong: (max: number, length: number) => string;
}

export type Plural = (n: number, forms: Forms) => string;

const pluralIn = (language: string): Plural => {
  const rules = new Intl.PluralRules(language);
  return (n, forms) => (forms[rules.select(n)] ?? forms.other).replace('#', String(n));
};

function english(plural: Plural): ProblemTexts {
  const answers = (n: number) => plural(n, { one: '# answer', other: '# answers' });
  return {
    onlyOne: (count) => `Choose only one answer, not ${count}`,
    notCombined: (label) => `"${label}" cannot be chosen with other answers`,
    atLeastAnswers: (min) => `Choose at least ${answers(min)}`,
    atMostAnswers: (max) => `Choose at most ${answers(max)}`,
    unknownAnswer: (code) => `"${code}" is not one of the answers offered`,
    realDate: (format) => `Enter a real date as ${format}`,
    yearRange: (first, last) => (last === null ? `Choose a year ${first} or later` : `Choose a year from ${first} to ${last}`),
    number: 'Enter a number',
    numberRange: (min, max) => (min !== null && max !== null ? `Enter a number from ${min} to ${max}` : min !== null ? `Enter a number of at least ${min}` : `Enter a number of at most ${max}`),
    wholeNumber: 'Enter a whole number',
    decimals: (places) => `Enter a number with at most ${plural(places, { one: '# decimal place', other: '# decimal places' })}`,
    numberText: 'Enter a number, using only digits, "." and "-"',
    tooShort: (min, length) => `Enter at least ${plural(min, { one: '# character', other: '# characters' })} (you entered ${length})`,
    tooLong: (max, length) => `Enter no more than ${plural(max, { one: '# character', other: '# characters' })} (you entered ${length})`,
  };
}

/** How one language's texts are made, given its plural rules. */
export type ProblemTextsBuilder = (plural: Plural) => ProblemTexts;

/**
 * By base language, as respondent-texts.ts keys its texts. English is always here; the others
 * come from problem-texts-languages.ts (`provideProblemTexts`): the server provides them when it
 * loads, the respondent's browser only on a page in another language (a chunk of its own, kept
 * out of the entry every English page loads).
 */
const BUILDERS: Record<string, ProblemTextsBuilder> = { en: english };

const built = new Map<string, ProblemTexts>();

/** Adds languages' problem texts (problem-texts-languages.ts's `PROBLEM_TRANSLATIONS`). */
export function provideProblemTexts(builders: Readonly<Record<string, ProblemTextsBuilder>>): void {
  Object.assign(BUILDERS, builders);
}

const baseOf = (language: string) => language.split(/[_-]/)[0]!.toLowerCase();

/** The problem texts in `language` (fr, fr_CA, pt-BR …), else in English. */
export function problemTexts(language: string): ProblemTexts {
  const base = baseOf(language);
  const key = Object.hasOwn(BUILDERS, base) ? base : 'en';
  let texts = built.get(key);
  if (!texts) {
    texts = BUILDERS[key]!(pluralIn(key));
    built.set(key, texts);
  }
  return texts;
}
