import { describe, expect, it } from 'vitest';
import { createComponent, type Component } from '../components/component';
import { NO_ANSWERS, setAnswer, type AnswerValue, type Answers } from './answers';
import { answersSchema } from './answers-schema';
import { validatePage, type PageProblem } from './page-validation';
import { provideProblemTexts } from './problem-texts';
import { PROBLEM_TRANSLATIONS } from './problem-texts-languages';
import { settleVisibility } from './responses';
import { answeredWith } from './test-survey';
import { childrenByParent } from './tree';

// As the server and a page in another language do before checking a page.
provideProblemTexts(PROBLEM_TRANSLATIONS);

const q = (id: string, extra: object = {}) => createComponent('question', { id, name: id.toUpperCase(), order: 0, parent: null, question_type: 'single', ...extra });
const under = (id: string, kind: 'question' | 'answer_group' | 'grid' | 'group') => ({ id, kind });
const group = (id: string, parent: string, type: 'single' | 'multi' | 'numeric' | 'open_text' | 'date', extra: object = {}) =>
  createComponent('answer_group', { id, name: 'AG1', order: 0, parent: under(parent, 'question'), answer_group_type: type, ...extra } as never);
const answer = (id: string, parent: string, code: string, extra: object = {}) =>
  createComponent('answer', { id, name: `A${code}`, order: Number(code), parent: under(parent, 'answer_group'), code, default_language_data: { label: `Label ${code}` }, ...extra });

/** One page: a required single (q1), a multi with limits (q2), a numeric (q3), texts and a date. */
function page(): Component[] {
  return [
    q('q1', { additional_language_data: { fr: { error_message: 'Répondez, svp' } }, default_language_data: { error_message: 'Please answer Q1' } }),
    group('g1', 'q1', 'single'),
    answer('a11', 'g1', '1'),
    answer('a12', 'g1', '2', { other: true, other_required: true, additional_language_data: { fr: { other_error_message: 'Précisez' } } }),
    answer('a13', 'g1', '3', { disabled: true }),
    answer('a14', 'g1', '4', { visibility_condition: answeredWith('q3', 'never') }),
    q('q2', { question_type: 'multi', required: false }),
    group('g2', 'q2', 'multi', { min: 2, max: 3 }),
    answer('a21', 'g2', '1'),
    answer('a22', 'g2', '2'),
    answer('a23', 'g2', '3'),
    answer('a24', 'g2', '4'),
    answer('a29', 'g2', '9', { exclusive: true }),
    q('q3', { question_type: 'numeric', required: false }),
    group('g3', 'q3', 'numeric', { min: 1, max: 10, decimal_places: 1 }),
    q('q4', { question_type: 'open_text', required: false }),
    group('g4', 'q4', 'open_text', { text_type: 'number', min: 2, max: 5 }),
    q('q5', { question_type: 'open_text', required: false }),
    group('g5', 'q5', 'date', { format: 'DD-MM-YYYY' }),
    q('q7', { question_type: 'open_text', required: false }),
    group('g7', 'q7', 'date', { display: 'selects' }),
    // Shown only while Q1 is answered 1.
    q('q6', { question_type: 'open_text', visibility_condition: answeredWith('q1', 'a11') }),
    group('g6', 'q6', 'open_text'),
    q('info', { question_type: 'info', required: false }),
  ];
}

/** A question of another page. */
const elsewhere = [q('q9', { question_type: 'open_text' }), group('g9', 'q9', 'open_text')];

const single = (code: string | null, other: Record<string, string> = {}): AnswerValue => ({ type: 'single', value: { code, other } });
const multi = (codes: string[], other: Record<string, string> = {}): AnswerValue => ({ type: 'multi', value: { codes, other } });
const numeric = (value: number): AnswerValue => ({ type: 'numeric', value });
const text = (value: string): AnswerValue => ({ type: 'open_text', value });
const date = (value: string): AnswerValue => ({ type: 'date', value });

function check(entries: [string, string, AnswerValue][], language = 'en'): PageProblem[] {
  const components = [...page(), ...elsewhere];
  let answers: Answers = NO_ANSWERS;
  for (const [questionId, groupId, value] of entries) answers = setAnswer(answers, questionId, groupId, value);
  const { responses } = settleVisibility(components, answers);
  const tree = childrenByParent(components);
  const shown = (tree.get('') ?? []).filter((c) => c.id !== 'q9');
  return validatePage({ tree, shown, answers, responses, lang: { language, defaultLanguage: 'en' }, today: '2026-11-26' });
}

const codes = (problems: readonly PageProblem[]) => problems.map((p) => `${p.code}:${p.questionId}`);
const valid: [string, string, AnswerValue][] = [['q1', 'g1', single('1')], ['q6', 'g6', text('fine')]];

describe('validatePage', () => {
  it('passes a page answered within every rule', () => {
    expect(check([...valid, ['q2', 'g2', multi(['1', '2'])], ['q3', 'g3', numeric(2.5)], ['q4', 'g4', text('-1.5')], ['q5', 'g5', date('2024-02-29')]])).toEqual([]);
  });

  it('asks for a required group with the custom message in the respondent language', () => {
    expect(check([])).toEqual([{ code: 'required', questionId: 'q1', answerGroupId: 'g1', message: 'Please answer Q1' }]);
    expect(check([], 'fr')[0]?.message).toBe('Répondez, svp');
  });

  it('requires a question only while it is shown', () => {
    expect(codes(check([['q1', 'g1', single('2', { '2': 'x' })]]))).toEqual([]);
    expect(codes(check([['q1', 'g1', single('1')]]))).toEqual(['required:q6']);
  });

  it('refuses a code that is not an answer of the group, is disabled or is not shown', () => {
    for (const code of ['7', '3', '4']) {
      const problems = check([['q1', 'g1', single(code)], ['q6', 'g6', text('x')]]);
      expect(problems).toContainEqual(expect.objectContaining({ code: 'unknown_answer', answerCode: code, answerGroupId: 'g1' }));
    }
  });

  it('refuses several codes for a single group', () => {
    const [problem] = check([['q1', 'g1', multi(['1', '2'])], ['q6', 'g6', text('x')]]);
    expect(problem).toMatchObject({ code: 'several_answers', count: 2, message: 'Choose only one answer, not 2' });
  });

  it('refuses an exclusive answer combined with others', () => {
    expect(check([...valid, ['q2', 'g2', multi(['1', '9'])]])).toEqual([
      expect.objectContaining({ code: 'exclusive_combined', answerCode: '9', message: '"Label 9" cannot be chosen with other answers' }),
    ]);
    expect(check([...valid, ['q2', 'g2', multi(['9'])]])).toEqual([]);
  });

  it('asks for the other text when it is required', () => {
    const [problem] = check([['q1', 'g1', single('2', { '2': '  ' })]]);
    expect(problem).toMatchObject({ code: 'other_text_missing', answerCode: '2', message: 'This field is required: Label 2' });
    expect(check([['q1', 'g1', single('2')]], 'fr')[0]?.message).toBe('Précisez');
  });

  it("says what is wrong in the respondent's language", () => {
    expect(check([...valid, ['q2', 'g2', multi(['1'])]], 'fr')[0]?.message).toBe('Choisissez au moins 2 réponses');
    expect(check([...valid, ['q3', 'g3', numeric(11)]], 'de')[0]?.message).toBe('Geben Sie eine Zahl von 1 bis 10 ein');
    expect(check([...valid, ['q4', 'g4', text('123456')]], 'pl')[0]?.message).toBe('Wpisz co najwyżej 5 znaków (wpisano 6)');
    expect(check([...valid, ['q5', 'g5', date('2024-02-30')]], 'es_MX')[0]?.message).toBe('Introduzca una fecha válida con el formato DD-MM-YYYY');
  });

  it('refuses a value of the wrong type for the group', () => {
    expect(check([...valid, ['q3', 'g3', text('5')]])).toEqual([
      expect.objectContaining({ code: 'wrong_type', expected: 'numeric', received: 'open_text' }),
    ]);
  });

  it('counts multi answers against min and max', () => {
    expect(check([...valid, ['q2', 'g2', multi(['1'])]])).toEqual([
      expect.objectContaining({ code: 'too_few_answers', min: 2, count: 1, message: 'Choose at least 2 answers' }),
    ]);
    expect(check([...valid, ['q2', 'g2', multi(['1', '2', '3', '4'])]])).toEqual([
      expect.objectContaining({ code: 'too_many_answers', max: 3, message: 'Choose at most 3 answers' }),
    ]);
  });

  it('holds numbers to min, max and decimal places', () => {
    expect(check([...valid, ['q3', 'g3', numeric(11)]])).toEqual([
      expect.objectContaining({ code: 'number_out_of_range', value: 11, message: 'Enter a number from 1 to 10' }),
    ]);
    expect(check([...valid, ['q3', 'g3', numeric(1.25)]])).toEqual([
      expect.objectContaining({ code: 'too_many_decimals', decimalPlaces: 1, message: 'Enter a number with at most 1 decimal place' }),
    ]);
    for (const good of [1, 10, 9.9]) expect(check([...valid, ['q3', 'g3', numeric(good)]])).toEqual([]);
  });

  it('names a posted number that does not read', () => {
    expect(check([...valid, ['q3', 'g3', numeric(Number.NaN)]])).toEqual([
      expect.objectContaining({ code: 'not_a_number', value: 'NaN', message: 'Enter a number' }),
    ]);
  });

  it('holds open text of type number to digits, "." and "-", and its length', () => {
    expect(codes(check([...valid, ['q4', 'g4', text('1e5')]]))).toEqual(['not_a_number:q4']);
    expect(codes(check([...valid, ['q4', 'g4', text('1-2')]]))).toEqual(['not_a_number:q4']);
    expect(check([...valid, ['q4', 'g4', text('123456')]])).toEqual([
      expect.objectContaining({ code: 'text_length', length: 6, message: 'Enter no more than 5 characters (you entered 6)' }),
    ]);
    expect(codes(check([...valid, ['q4', 'g4', text('1')]]))).toEqual(['text_length:q4']);
  });

  it('accepts only real dates as YYYY-MM-DD', () => {
    for (const bad of ['2023-02-29', '31-12-2024', '2024-13-01', '12024-01-01']) {
      expect(check([...valid, ['q5', 'g5', date(bad)]])).toEqual([
        expect.objectContaining({ code: 'invalid_date', value: bad, message: 'Enter a real date as DD-MM-YYYY' }),
      ]);
    }
  });

  it('holds a dropdown date to the years it offers', () => {
    for (const good of ['1921-01-01', '2026-12-31']) expect(check([...valid, ['q7', 'g7', date(good)]])).toEqual([]);
    for (const bad of ['1920-12-31', '2027-01-01']) {
      expect(check([...valid, ['q7', 'g7', date(bad)]])).toEqual([
        expect.objectContaining({ code: 'invalid_date', value: bad, message: 'Choose a year from 1921 to 2026' }),
      ]);
    }
  });

  it('refuses answers to questions off the page, hidden ones and info texts', () => {
    const problems = check([
      ['q1', 'g1', single('2', { '2': 'x' })],
      ['q9', 'g9', text('elsewhere')],
      ['q6', 'g6', text('hidden now')],
      ['info', 'g1', single('1')],
      ['q2', 'g9', text('not its group')],
    ]);
    expect(codes(problems)).toEqual(['not_on_page:q9', 'not_shown:q6', 'not_on_page:info', 'not_on_page:q2']);
    expect(problems[0]?.message).toBe('Question q9 is not on this page');
  });

  it('ignores empty values of questions that are not shown', () => {
    expect(check([['q1', 'g1', single('2', { '2': 'x' })], ['q6', 'g6', text('')]])).toEqual([]);
  });
});

describe('answersSchema', () => {
  it('takes answers as they travel and refuses values over the limits', () => {
    const answers = { q1: { g1: single('1'), g2: multi(['1']) }, q3: { g3: numeric(2) } };
    expect(answersSchema.parse(answers)).toEqual(answers);
    expect(answersSchema.safeParse({ q1: { g1: { type: 'numeric', value: '2' } } }).success).toBe(false);
    expect(answersSchema.safeParse({ q1: { g1: text('x'.repeat(10_001)) } }).success).toBe(false);
    expect(answersSchema.safeParse({ q1: { g1: multi(Array.from({ length: 51 }, (_, i) => String(i))) } }).success).toBe(false);
    const manyGroups = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`g${i}`, text('x')]));
    expect(answersSchema.safeParse({ q1: manyGroups }).success).toBe(false);
  });
});
