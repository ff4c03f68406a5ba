import { describe, expect, it } from 'vitest';
import { createComponent } from '../../../../schema';
import { recallEditingLanguage, rememberEditingLanguage, resolveEditingLanguage, surveyLanguages } from './editing-language';
import { translatedLabel } from './tree-row-label';
import { memoryStorage } from '../../../app/session-memory';

const summary = { defaultLanguage: 'en', additional: ['de'] };

describe('editing language', () => {
  it('takes the languages from the draft survey, without the default or repeats', () => {
    expect(surveyLanguages({ default_language: 'en', additional_languages: ['fr', 'en', 'fr', 'nl'] }, summary))
      .toEqual({ defaultLanguage: 'en', additional: ['fr', 'nl'] });
  });

  it('falls back to the loaded survey where the draft has no languages yet', () => {
    expect(surveyLanguages(null, summary)).toEqual(summary);
    expect(surveyLanguages({ title: 'T' }, summary)).toEqual(summary);
  });

  it('edits an additional language only while the survey has it', () => {
    expect(resolveEditingLanguage('de', summary)).toBe('de');
    expect(resolveEditingLanguage('fr', summary)).toBe('default');
    expect(resolveEditingLanguage('en', summary)).toBe('default');
    expect(resolveEditingLanguage(undefined, summary)).toBe('default');
    expect(resolveEditingLanguage(42, summary)).toBe('default');
  });

  it('remembers the choice per survey and forgets it for the default language', () => {
    const storage = memoryStorage();
    rememberEditingLanguage('s1', 'de', storage);
    expect(recallEditingLanguage('s1', storage)).toBe('de');
    expect(recallEditingLanguage('s2', storage)).toBeNull();
    rememberEditingLanguage('s1', null, storage);
    expect(recallEditingLanguage('s1', storage)).toBeNull();
  });

  it('reads a row text from the translation, and nothing where there is none', () => {
    const question = createComponent('question', {
      id: 'q1', name: 'Q1',
      default_language_data: { question_text: '<p>Do you commute?</p>' },
      additional_language_data: { fr: { question_text: '<p>Faites-vous la navette&nbsp;?</p>' } },
    });
    expect(translatedLabel(question, 'fr')).toBe('Faites-vous la navette ?');
    expect(translatedLabel(question, 'de')).toBe('');
    const definition = createComponent('quota_definition', { id: 'qd1', name: '', label: 'Men' } as never);
    expect(translatedLabel(definition, 'fr')).toBe('Men');
  });
});
