import { describe, expect, it } from 'vitest';
import { problemTexts, provideProblemTexts, type ProblemTexts } from './problem-texts';
import { PROBLEM_TEXT_LANGUAGES, PROBLEM_TRANSLATIONS } from './problem-texts-languages';
import { RESPONDENT_TEXT_LANGUAGES } from './respondent-texts';

/** Every message of a language, with the same values, as one list to compare across languages. */
const all = (texts: ProblemTexts) => [
  texts.onlyOne(2), texts.notCombined('None'), texts.atLeastAnswers(1), texts.atLeastAnswers(2), texts.atMostAnswers(5),
  texts.unknownAnswer('7'), texts.realDate('DD-MM-YYYY'), texts.yearRange(1900, 2026), texts.yearRange(1900, null),
  texts.number, texts.numberRange(1, 10), texts.numberRange(1, null), texts.numberRange(null, 10), texts.wholeNumber,
  texts.decimals(1), texts.decimals(2), texts.numberText, texts.tooShort(2, 1), texts.tooLong(5, 9),
];

describe('problemTexts', () => {
  it('reads English until the other languages are provided, then each in its own', () => {
    // This file's other tests run after this one, with every language provided.
    expect(problemTexts('fr').number).toBe('Enter a number');
    provideProblemTexts(PROBLEM_TRANSLATIONS);
    expect(problemTexts('fr').number).toBe('Saisissez un nombre');
  });

  it('is written in every language the page texts are', () => {
    expect([...PROBLEM_TEXT_LANGUAGES].sort()).toEqual([...RESPONDENT_TEXT_LANGUAGES].sort());
  });

  it('says every message in each language, none of them English but English itself', () => {
    const english = all(problemTexts('en'));
    for (const language of PROBLEM_TEXT_LANGUAGES.filter((l) => l !== 'en')) {
      const messages = all(problemTexts(language));
      messages.forEach((message, index) => {
        expect(message.trim(), `${language} #${index}`).not.toBe('');
        expect(message, `${language} #${index}`).not.toBe(english[index]);
      });
    }
  });

  it('keeps the values it is given in the message', () => {
    for (const language of PROBLEM_TEXT_LANGUAGES) {
      const texts = problemTexts(language);
      expect(texts.numberRange(3, 17), language).toMatch(/3.*17/);
      expect(texts.tooLong(5, 9), language).toMatch(/5.*9/);
      expect(texts.notCombined('None of these'), language).toContain('None of these');
      expect(texts.realDate('DD-MM-YYYY'), language).toContain('DD-MM-YYYY');
    }
  });

  it('takes the plural form of the language for counts', () => {
    expect(problemTexts('en').atLeastAnswers(1)).toBe('Choose at least 1 answer');
    expect(problemTexts('en').atLeastAnswers(2)).toBe('Choose at least 2 answers');
    expect(problemTexts('fr').atLeastAnswers(1)).toBe('Choisissez au moins 1 réponse');
    expect(problemTexts('fr').atLeastAnswers(3)).toBe('Choisissez au moins 3 réponses');
    // Polish: one, few (2-4), many (5+).
    expect(problemTexts('pl').tooShort(1, 0)).toBe('Wpisz co najmniej 1 znak (wpisano 0)');
    expect(problemTexts('pl').tooShort(3, 1)).toBe('Wpisz co najmniej 3 znaki (wpisano 1)');
    expect(problemTexts('pl').tooShort(5, 1)).toBe('Wpisz co najmniej 5 znaków (wpisano 1)');
  });

  it('reads a regional variant as its base language, and an unknown one as English', () => {
    expect(problemTexts('fr_CA').number).toBe(problemTexts('fr').number);
    expect(problemTexts('pt-BR').number).toBe(problemTexts('pt').number);
    expect(problemTexts('xx').number).toBe('Enter a number');
  });
});
