export { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';
export { RichTextViewer, type RichTextViewerProps } from './rich-text-viewer';
export {
  DYNAMIC_TEXT_TYPES,
  contactFieldDisplay,
  contactFieldName,
  dynamicTextLabel,
  dynamicTextTarget,
  splitDynamicTextId,
  valueChoices,
  type DynamicTextAttrs,
  type DynamicTextSource,
  type DynamicTextTarget,
  type DynamicTextType,
} from './dynamic-text';
export { splitPastedRows, isMultiCellPaste } from './split-pasted-rows';
export { isEmptyEditorHtml, stripToDynamicText } from './editor-html';
export { ALIGNMENTS, HUES, TEXT_PALETTE, type Alignment, type Hue } from './palette';
export { viewerHtml } from './viewer-html';
export type { EditorMode } from './schema';
