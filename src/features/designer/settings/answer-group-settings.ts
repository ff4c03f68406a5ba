// Answer groups: the fields every type shares, the display settings of each type (one table keyed
// by answer_group_type) and the reset a type change makes.
import {
  ANSWER_GROUP_TYPES,
  DATE_DISPLAYS,
  DATE_FORMATS,
  MULTI_DISPLAYS,
  NUMERIC_DISPLAYS,
  OPEN_TEXT_TYPES,
  RATING_ICONS,
  SINGLE_DISPLAYS,
  createComponent,
  type AnswerGroup,
  type AnswerGroupOf,
  type AnswerGroupType,
} from '../../../../schema';
import { childOrder, errorMessage, fixPosition, required, requiredCondition, visibility } from './common-fields';
import { field, optionsOf, type FieldDef, type SettingsSection } from './field-def';
import type { SettingChange } from './setting-change';

export const ANSWER_GROUP_TYPE_LABELS = {
  single: 'Single choice',
  multi: 'Multiple choice',
  open_text: 'Open text',
  numeric: 'Numeric',
  date: 'Date',
} as const satisfies { readonly [T in AnswerGroupType]: string };

const DISPLAY_LABELS = {
  radio: 'Radio buttons',
  button: 'Buttons',
  dropdown: 'Dropdown',
  rating: 'Rating',
  checkbox: 'Checkboxes',
  text: 'Text box',
  range_slider: 'Range slider',
  datepicker: 'Date picker',
  date: 'Date input',
  selects: 'Day, month and year lists',
} as const;

const pick = <const V extends keyof typeof DISPLAY_LABELS>(values: readonly V[]) =>
  optionsOf(values, DISPLAY_LABELS as { readonly [K in V]: string });

/** Fewest/most answers or characters: whole numbers from 0, empty for no bound. */
const countBound = <C>(path: string, label: string) => field.number<C>(path, label, { min: 0, nullable: true });

const decimalsOf = (group: AnswerGroupOf<'numeric'>) => group.decimal_places;

/** The settings that only one answer group type has. */
const typeFields = {
  single: [
    childOrder(),
    field.select('display', 'Display', { options: pick(SINGLE_DISPLAYS) }),
    field.select('icon', 'Rating icon', {
      options: optionsOf(RATING_ICONS, { star: 'Star', 'thumbs-up': 'Thumbs up', 'face-smile': 'Smiling face' }),
      shown: (group) => group.display === 'rating',
    }),
    field.switch('presentation.scale', 'Show as a scale', { hint: 'Lays the answers out as a scale with their scale labels' }),
  ],
  multi: [
    childOrder(),
    field.select('display', 'Display', { options: pick(MULTI_DISPLAYS) }),
    countBound('min', 'Minimum answers'),
    countBound('max', 'Maximum answers'),
  ],
  numeric: [
    field.select('display', 'Display', { options: pick(NUMERIC_DISPLAYS) }),
    field.number('min', 'Minimum', { nullable: true, decimals: decimalsOf }),
    field.number('max', 'Maximum', { nullable: true, decimals: decimalsOf }),
    field.number('decimal_places', 'Decimal places', { min: 0, max: 10 }),
    field.number('range_step', 'Slider step', { min: 0, positive: true, decimals: () => 10 }),
    field.number('range_default_value', 'Slider start value', { nullable: true, decimals: decimalsOf }),
  ],
  open_text: [
    field.select('text_type', 'Text type', {
      options: optionsOf(OPEN_TEXT_TYPES, { text: 'Any text', number: 'Number' }),
      hint: 'Number keeps only digits, "." and "-" and asks for a number',
    }),
    countBound('min', 'Minimum characters'),
    countBound('max', 'Maximum characters'),
    field.switch('character_counter', 'Character counter'),
    field.switch('small', 'Single line', { hint: 'A one-line box instead of the text area' }),
  ],
  date: [
    field.select('display', 'Display', { options: pick(DATE_DISPLAYS) }),
    field.select('format', 'Date format', { options: optionsOf(DATE_FORMATS, { 'DD-MM-YYYY': 'DD-MM-YYYY', 'MM-DD-YYYY': 'MM-DD-YYYY', 'YYYY-MM-DD': 'YYYY-MM-DD' }) }),
  ],
} satisfies { readonly [T in AnswerGroupType]: readonly FieldDef<AnswerGroupOf<T>>[] };

const typedGroup = (group: AnswerGroup) =>
  group.answer_group_type === 'open_text' || group.answer_group_type === 'numeric' || group.answer_group_type === 'date';

/** Kept across a type change when both types have it and its values mean the same in both. */
const CARRIED_OVER: ReadonlySet<string> = new Set(['child_list_order']);
const SHARED: ReadonlySet<string> = new Set([
  'id', 'kind', 'name', 'order', 'parent', 'development_fields', 'answer_group_type', 'required',
  'required_condition', 'visibility_condition', 'fix_position', 'default_language_data', 'additional_language_data',
]);

/**
 * The changes that turn a group into another type: the type, every setting of the new type at its
 * default (display included), and the old type's own settings removed. Shared fields stay.
 */
export function answerGroupTypeChanges(group: AnswerGroup, type: AnswerGroupType): readonly SettingChange[] {
  if (type === group.answer_group_type) return [];
  const fresh: Readonly<Record<string, unknown>> = createComponent('answer_group', { id: group.id, answer_group_type: type });
  const old: Readonly<Record<string, unknown>> = group;
  const changes: SettingChange[] = [{ path: ['answer_group_type'], value: type }];
  for (const [key, value] of Object.entries(fresh)) {
    if (SHARED.has(key) || (CARRIED_OVER.has(key) && key in old)) continue;
    changes.push({ path: [key], value });
  }
  for (const key of Object.keys(old)) {
    if (!SHARED.has(key) && !(key in fresh)) changes.push({ path: [key] });
  }
  return changes;
}

export function answerGroupSections(group: AnswerGroup): readonly SettingsSection<AnswerGroup>[] {
  const own = typeFields[group.answer_group_type] as readonly FieldDef<AnswerGroup>[];
  return [
    {
      title: 'Answers',
      fields: [
        field.select<AnswerGroup>('answer_group_type', 'Answer type', {
          options: optionsOf(ANSWER_GROUP_TYPES, ANSWER_GROUP_TYPE_LABELS),
          hint: 'Changing the type resets its display settings',
          changes: (current, value) => answerGroupTypeChanges(current, value as AnswerGroupType),
        }),
        ...own,
      ],
    },
    {
      title: 'Texts',
      fields: [
        field.richText<AnswerGroup>('grid_header_text', 'Grid header text', { mode: 'basic' }),
        field.text<AnswerGroup>('placeholder', 'Placeholder', { language: true, shown: typedGroup }),
        errorMessage(),
      ],
    },
    { title: 'Validation', fields: [required(), requiredCondition()] },
    { title: 'Display', fields: [visibility(), fixPosition()] },
  ];
}
