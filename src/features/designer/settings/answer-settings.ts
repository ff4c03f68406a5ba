// Answers: code, texts, behaviour flags and the button colours of development_fields.button_settings.
import type { Answer, ButtonSettings } from '../../../../schema';
import { fixPosition, visibility } from './common-fields';
import { field, type FieldDef, type SettingsSection } from './field-def';

/** The eight button colours (spec §3), hex without '#'. */
export const BUTTON_COLOUR_LABELS = {
  bg: 'Button background',
  text: 'Button text',
  hover_bg: 'Hover background',
  hover_text: 'Hover text',
  active_bg: 'Selected background',
  active_text: 'Selected text',
  active_hover_bg: 'Selected hover background',
  active_hover_text: 'Selected hover text',
} as const satisfies { readonly [K in keyof ButtonSettings]: string };

const colourFields: readonly FieldDef<Answer>[] = Object.entries(BUTTON_COLOUR_LABELS).map(([key, label]) =>
  field.hex<Answer>(`development_fields.button_settings.${key}`, label),
);

const isOther = (answer: Answer) => answer.other;

export const answerSections: readonly SettingsSection<Answer>[] = [
  {
    title: 'Answer',
    fields: [
      field.text('code', 'Code', { required: true, hint: 'Stored in the respondent data' }),
      field.richText('label', 'Label', { mode: 'basic' }),
      field.richText('scale_label', 'Scale label', { mode: 'basic', hint: 'Shown when the answers are laid out as a scale' }),
    ],
  },
  {
    title: 'Behaviour',
    fields: [
      field.switch('exclusive', 'Exclusive', { hint: 'Multiple choice only: selecting it clears the other answers' }),
      field.switch('other', 'Other', { hint: 'Adds a free-text box, enabled while this answer is selected' }),
      field.switch('other_required', 'Other text required', { shown: isOther }),
      field.text('other_error_message', 'Other text error message', {
        language: true,
        shown: isOther,
        hint: 'Replaces “This field is required” for the other text',
      }),
      field.switch('disabled', 'Disabled'),
    ],
  },
  { title: 'Display', fields: [visibility(), fixPosition()] },
  { title: 'Button colours', fields: colourFields },
];
