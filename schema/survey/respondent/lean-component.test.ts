// A component as a respondent's browser is given it: its language's texts only, nothing only the
// server may see; and leaning a lean component changes nothing (the server leans a page once, the
// renderer's lean then costs no copies).
import { describe, expect, it } from 'vitest';
import { createComponent } from '../components/component';
import { leanComponent } from './lean-component';

const FR = { language: 'fr', defaultLanguage: 'en' };

describe('leanComponent', () => {
  it('keeps the shown language\'s texts (the default where none is translated) and drops the punch script', () => {
    const question = createComponent('question', {
      id: 'q1', name: 'Q1', order: 0, parent: null, question_type: 'single',
      default_language_data: { question_text: 'How old?', instruction_text: 'Pick one' },
      additional_language_data: { fr: { question_text: 'Quel âge ?' }, de: { question_text: 'Wie alt?' } },
      development_fields: { data_punch: true, data_punch_settings: { variables: ['x'], script: 'secret()' } },
    });
    const lean = leanComponent(question, FR);
    expect(lean).toMatchObject({ default_language_data: { question_text: 'Quel âge ?', instruction_text: 'Pick one' } });
    expect(lean).not.toHaveProperty('additional_language_data');
    expect(JSON.stringify(lean)).not.toContain('secret');
    expect(JSON.stringify(lean)).not.toContain('Wie alt');
  });

  it('gives a lean component back as the very same object', () => {
    const question = createComponent('question', {
      id: 'q1', name: 'Q1', order: 0, parent: null, question_type: 'single',
      default_language_data: { question_text: 'How old?' }, additional_language_data: { fr: { question_text: 'Quel âge ?' } },
    });
    const lean = leanComponent(question, FR);
    expect(leanComponent(lean, FR)).toBe(lean);
    const quota = leanComponent(createComponent('quota_definition', { id: 'd1', code: 'N', label: 'North', target: 5, parent: null }), FR);
    expect(leanComponent(quota, FR)).toBe(quota);
    const answer = createComponent('answer', { id: 'a1', name: 'A1', order: 0, parent: null, code: '1', default_language_data: { label: 'Yes' } });
    expect(leanComponent(answer, FR)).toBe(answer);
  });
});
