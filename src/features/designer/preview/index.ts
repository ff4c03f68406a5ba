// The designer's live preview (issue 6): the draft as a respondent sees it, in the survey's theme,
// a chosen language and a chosen size.
export { SurveyPreview, type PreviewSurvey, type SurveyPreviewProps } from './survey-preview';
export { PreviewFrame, type PreviewFrameProps } from './preview-frame';
export {
  DEFAULT_PREVIEW_SIZE,
  DEFAULT_RESPONSIVE,
  DEVICE_LABELS,
  PREVIEW_DEVICES,
  fitScale,
  frameDimensions,
  type Dimensions,
  type PreviewDevice,
  type PreviewSize,
} from './preview-size';
export { settleVisibility, toResponses, visibleComponents } from './preview-responses';
export { NO_ANSWERS, answerValue, isEmptyAnswer, setAnswer, type AnswerValue, type PreviewAnswers } from './preview-answers';
export { themeColours, themeStyle, type PreviewTheme } from './preview-theme';
