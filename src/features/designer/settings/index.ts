// The settings side panel's contents (issue 6): every field of spec §3 per component kind.
export { ComponentSettings, settingsSections, type ComponentSettingsProps } from './component-settings';
export { kindSettings, settingsOf, settingsTitle, type KindSettings } from './kind-settings';
export { answerGroupTypeChanges, ANSWER_GROUP_TYPE_LABELS } from './answer-group-settings';
export { BUTTON_COLOUR_LABELS } from './answer-settings';
export { conditionSummary } from './condition-setting';
export { DEFAULT_LANGUAGE, languagePath, type SettingChange, type SettingsChangeHandler } from './setting-change';
export type { FieldDef, FieldType, SettingsSection } from './field-def';
