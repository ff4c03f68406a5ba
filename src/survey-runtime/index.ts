// The survey renderer shared by the respondent runtime and the designer's preview (issue 14):
// one page of a survey drawn from the schema's components, answers and problems, renderable on
// the server (react-dom/server) and hydrated in the browser. Imports schema/ and widgets only.
export { SurveyPage, pageTree, type SurveyPageProps } from './survey-page';
export { SurveySheet, type SurveySheetProps } from './survey-sheet';
export { SurveyItems } from './survey-items';
export { SurveyExits } from './survey-exits';
export { SurveyModelContext, useSurveyModel, type SurveyModel } from './survey-model';
export { missingRequiredCount } from './missing-required';
export { dynamicTextSources } from './text-sources';
export { languageName, localText, plainText, type SurveyLanguage } from './survey-text';
export { themeColours, themeStyle, type SurveyTheme, type ThemeColours } from './survey-theme';
export {
  DATE_PARTS,
  answerFieldId,
  answerFieldName,
  answerFieldNames,
  answersFromForm,
  datePartFieldName,
  otherFieldName,
} from './form-fields';
