// The preview tests' survey: the respondent tests' components, with a title, languages and theme.
export { answeredWith, surveyComponents } from '../../../../schema/survey/respondent/test-survey';

export const fixtureSurvey = {
  title: 'Coffee habits',
  description: 'A short survey',
  default_language: 'en',
  additional_languages: ['fr'],
  theme: { primary_color: '112233', custom_css: '' },
};
