// The designer's live preview (issue 6): the draft as a respondent sees it, in the survey's theme,
// a chosen language and a chosen size. The page itself is drawn by src/survey-runtime, as respondents see it.
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
