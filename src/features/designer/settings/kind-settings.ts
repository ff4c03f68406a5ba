// The settings of every component kind (spec §3), in one table checked complete by the compiler.
// Each entry names the kind for titles and lists its sections; the panel renders them in order.
import {
  DATA_COLLECTOR_SOURCES,
  EXIT_STATUSES,
  GRID_ORIENTATIONS,
  PROCESSOR_TYPES,
  QUESTION_TYPES,
  QUOTA_SELECTION_METHODS,
  type Component,
  type ComponentKind,
  type ComponentOf,
  type DataCollector,
  type Question,
  type RoutingPage,
} from '../../../../schema';
import { answerGroupSections } from './answer-group-settings';
import { answerSections } from './answer-settings';
import {
  childOrder,
  errorMessage,
  fixPosition,
  listCodec,
  nullableTextCodec,
  required,
  requiredCondition,
  visibility,
} from './common-fields';
import { field, optionsOf, type SettingsSection } from './field-def';

export interface KindSettings<K extends ComponentKind> {
  /** The kind as authors name it ("Question", "Exit block"). */
  readonly noun: string;
  sections(component: ComponentOf<K>): readonly SettingsSection<ComponentOf<K>>[];
}

const EXIT_STATUS_LABELS = { complete: 'Complete', screened: 'Screened', quota_full: 'Quota full', closed: 'Closed' } as const;
const exitStatusOptions = optionsOf(EXIT_STATUSES, EXIT_STATUS_LABELS);

const questionSections: readonly SettingsSection<Question>[] = [
  {
    title: 'Question',
    fields: [
      field.select('question_type', 'Question type', {
        options: optionsOf(QUESTION_TYPES, {
          info: 'Info', single: 'Single choice', multi: 'Multiple choice', open_text: 'Open text', numeric: 'Numeric',
          grid: 'Grid', group: 'Group', mixed: 'Mixed', data_collector: 'Data collector', data_processor: 'Data processor',
        }),
      }),
      field.richText('question_text', 'Question text', { mode: 'full' }),
      field.richText('instruction_text', 'Instruction text', { mode: 'full' }),
    ],
  },
  { title: 'Validation', fields: [required(), requiredCondition(), errorMessage()] },
  { title: 'Display', fields: [visibility(), field.switch('hidden', 'Hidden', { hint: 'Kept in the data but never shown' }), fixPosition(), childOrder()] },
  { title: 'Data', fields: [field.switch('data_collector', 'Filled by a data collector')] },
];

/** Data Punch (spec §3) is offered only with the survey_data_punch feature; see ComponentSettings. */
export const dataPunchSection: SettingsSection<Question> = {
  title: 'Data Punch',
  fields: [
    field.switch('development_fields.data_punch', 'Data Punch'),
    field.text('development_fields.data_punch_settings.variables', 'Variables', {
      codec: listCodec,
      hint: 'Comma-separated',
      shown: (question) => question.development_fields.data_punch,
    }),
    field.text('development_fields.data_punch_settings.script', 'Script', {
      multiline: true,
      shown: (question) => question.development_fields.data_punch,
    }),
  ],
};

const byQueryString = (collector: DataCollector) => collector.source === 'query_string';

export const kindSettings = {
  group: {
    noun: 'Group',
    sections: () => [{ title: 'Display', fields: [visibility(), fixPosition(), childOrder('Question order')] }],
  },
  grid: {
    noun: 'Grid',
    sections: () => [
      {
        title: 'Texts',
        fields: [
          field.richText('question_text', 'Question text', { mode: 'full' }),
          field.richText('instruction_text', 'Instruction text', { mode: 'full' }),
          field.richText('grid_header_text', 'Grid header text', { mode: 'basic' }),
        ],
      },
      {
        title: 'Presentation',
        fields: [
          field.switch('presentation.explode', 'Explode grid', { hint: 'Shows each row as its own question' }),
          field.select('presentation.orientation', 'Orientation', {
            options: optionsOf(GRID_ORIENTATIONS, { auto: 'Automatic', horizontal: 'Horizontal', vertical: 'Vertical' }),
          }),
          field.switch('presentation.show_instruction_text', 'Show instruction text'),
        ],
      },
      { title: 'Display', fields: [visibility(), fixPosition(), childOrder('Question order')] },
    ],
  },
  question: { noun: 'Question', sections: () => questionSections },
  answer_group: { noun: 'Answer group', sections: answerGroupSections },
  answer: { noun: 'Answer', sections: () => answerSections },
  data_collector: {
    noun: 'Data collector',
    sections: () => [
      {
        title: 'Source',
        fields: [
          field.select('source', 'Source', { options: optionsOf(DATA_COLLECTOR_SOURCES, { query_string: 'Query string', file_upload: 'File upload' }) }),
          field.text('query_string.param_name', 'Parameter name', { hint: 'e.g. uid in ?uid=…', shown: byQueryString }),
          field.switch('query_string.is_unique', 'Unique values only', { shown: byQueryString }),
          field.switch('query_string.case_sensitive', 'Case sensitive', { shown: byQueryString }),
        ],
      },
    ],
  },
  data_processor: {
    noun: 'Data processor',
    sections: () => [
      {
        title: 'Provider',
        fields: [
          field.select('processor_type', 'Provider', { options: optionsOf(PROCESSOR_TYPES, { feedback_analytics: 'Feedback analytics' }) }),
          field.text('feedback_analytics.id', 'Account id'),
          field.text('feedback_analytics.token', 'Access token'),
          field.text('feedback_analytics.score', 'Score question', { codec: nullableTextCodec, hint: 'Name of the component whose answer is sent' }),
          field.text('feedback_analytics.comment', 'Comment question', { codec: nullableTextCodec }),
          field.text('feedback_analytics.tags', 'Tag questions', { codec: listCodec, hint: 'Comma-separated names' }),
          field.text('api.url', 'API address', { hint: 'Empty uses the provider’s standard address' }),
        ],
      },
    ],
  },
  exit_block: {
    noun: 'Exit block',
    sections: () => [
      {
        title: 'Exit',
        fields: [
          field.select('terminate_status', 'Terminate status', { options: exitStatusOptions }),
          field.richText('exit_text', 'Exit text', { mode: 'full' }),
        ],
      },
      { title: 'Display', fields: [visibility()] },
    ],
  },
  conditional_text: {
    noun: 'Conditional text',
    sections: () => [{ title: 'Text', fields: [field.richText('text', 'Text', { mode: 'full' }), visibility()] }],
  },
  quota: { noun: 'Quota', sections: () => [{ title: 'Quota', fields: [field.text('description', 'Description', { multiline: true })] }] },
  quota_group: {
    noun: 'Quota group',
    sections: () => [
      {
        title: 'Quota group',
        fields: [
          field.select('single_selection_method', 'Selection method', {
            nullOption: 'all',
            options: [{ value: 'all', label: 'Select all' }, ...optionsOf(QUOTA_SELECTION_METHODS, { random: 'Random', least_fill: 'Least filled' })],
            hint: 'How a respondent matching several definitions is counted',
          }),
        ],
      },
    ],
  },
  quota_definition: {
    noun: 'Quota definition',
    sections: () => [
      {
        title: 'Quota definition',
        fields: [
          field.text('code', 'Code'),
          field.text('label', 'Label'),
          field.number('target', 'Target', { min: 0 }),
          field.condition('criteria', 'Criteria', { empty: 'No criteria' }),
        ],
      },
    ],
  },
  // Pages and groups are known by their place in the flow ("Page 3"); a name is the author's own
  // label for them ("Page 3 · Screening"), shown in the tree and the flow.
  routing_group: { noun: 'Routing group', sections: () => [{ title: 'Group', fields: [field.text('name', 'Group name')] }] },
  routing_condition: {
    noun: 'Routing condition',
    sections: () => [{ title: 'Condition', fields: [field.condition('condition', 'Routing condition', { empty: 'Always followed', neverNull: true })] }],
  },
  routing_page: {
    noun: 'Routing page',
    sections: () => [
      {
        title: 'Page',
        fields: [
          field.text('name', 'Page name'),
          field.switch('quota', 'Check quotas'),
          field.switch('terminate', 'Terminate after this page'),
          field.select('terminate_status', 'Terminate status', {
            nullOption: 'none',
            options: [{ value: 'none', label: 'None' }, ...exitStatusOptions],
            shown: (page: RoutingPage) => page.terminate,
          }),
        ],
      },
    ],
  },
  routing_item: { noun: 'Routing item', sections: () => [{ title: 'Display', fields: [visibility()] }] },
} satisfies { [K in ComponentKind]: KindSettings<K> };

const table: { readonly [K in ComponentKind]: KindSettings<K> } = kindSettings;

/** The settings entry of one kind, typed for that kind. */
export function settingsOf<K extends ComponentKind>(kind: K): KindSettings<K> {
  return table[kind];
}

/** "Question Q3 settings"; the code or label stands in for kinds without a name. */
export function settingsTitle(component: Component): string {
  const fallback = 'code' in component && component.code ? component.code : 'label' in component ? component.label : '';
  const name = component.name || fallback;
  return `${settingsOf(component.kind).noun}${name ? ` ${name}` : ''} settings`;
}
