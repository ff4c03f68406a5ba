import { z } from 'zod';
import { answerSchema } from './answer';
import { answerGroupSchema } from './answer-group';
import { COMPONENT_KINDS, type ComponentKind } from './common';
import { conditionalTextSchema } from './conditional-text';
import { dataCollectorSchema } from './data-collector';
import { dataProcessorSchema } from './data-processor';
import { exitBlockSchema } from './exit-block';
import { gridSchema } from './grid';
import { groupSchema } from './group';
import { questionSchema } from './question';
import { quotaSchema } from './quota';
import { quotaDefinitionSchema } from './quota-definition';
import { quotaGroupSchema } from './quota-group';
import { routingConditionSchema } from './routing-condition';
import { routingGroupSchema } from './routing-group';
import { routingItemSchema } from './routing-item';
import { routingPageSchema } from './routing-page';

export {
  COMPONENT_KINDS,
  componentFields,
  parentRefSchema,
  type ComponentKind,
  type ParentRef,
} from './common';

/**
 * Any component, as stored and as sent on the wire: one flat record discriminated by `kind`
 * (answer groups are further discriminated by `answer_group_type`).
 */
export const componentSchema = z.discriminatedUnion('kind', [
  groupSchema,
  gridSchema,
  questionSchema,
  answerGroupSchema,
  answerSchema,
  dataCollectorSchema,
  dataProcessorSchema,
  exitBlockSchema,
  conditionalTextSchema,
  quotaSchema,
  quotaGroupSchema,
  quotaDefinitionSchema,
  routingGroupSchema,
  routingConditionSchema,
  routingPageSchema,
  routingItemSchema,
]);
export type Component = z.infer<typeof componentSchema>;
/** What a caller may hand in: defaulted fields optional. */
export type ComponentInput = z.input<typeof componentSchema>;
export type ComponentOf<K extends ComponentKind> = Extract<Component, { kind: K }>;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** The input of `create`: a component of kind K without `kind`, defaulted fields optional. */
export type NewComponent<K extends ComponentKind> = DistributiveOmit<Extract<ComponentInput, { kind: K }>, 'kind'>;

/** Which names a generated name must not collide with: the whole survey's, or only its siblings'. */
export type NameScope = 'survey' | 'parent';

/** Everything that differs per component kind, in one place. */
export interface KindDef<K extends ComponentKind> {
  readonly schema: z.ZodType<ComponentOf<K>>;
  /** Prefix of generated names (Q → Q1, Q2 …); null: the kind gets no generated name. */
  readonly namePrefix: string | null;
  readonly nameScope: NameScope;
  /** Kinds this kind may hang under. */
  readonly parentKinds: readonly ComponentKind[];
  /** May sit at the survey root (parent null). */
  readonly atRoot: boolean;
  /** A new component of this kind with every default of the spec filled in. Throws on bad input. */
  readonly create: (input: NewComponent<K>) => ComponentOf<K>;
}

function creator<const K extends ComponentKind, S extends z.ZodType>(kind: K, schema: S) {
  return (input: DistributiveOmit<z.input<S>, 'kind'>): z.output<S> => schema.parse({ ...input, kind });
}

export const componentKinds = {
  group: def('group', groupSchema, 'GP', 'survey', ['group'], true),
  grid: def('grid', gridSchema, 'GD', 'survey', ['group'], true),
  question: def('question', questionSchema, 'Q', 'survey', ['group', 'grid'], true),
  answer_group: def('answer_group', answerGroupSchema, 'AG', 'parent', ['question', 'grid', 'data_collector', 'data_processor'], false),
  answer: def('answer', answerSchema, 'A', 'parent', ['answer_group'], false),
  // The spec lists no prefix for data collectors; DC keeps them nameable in exports like the rest.
  data_collector: def('data_collector', dataCollectorSchema, 'DC', 'survey', ['group'], true),
  data_processor: def('data_processor', dataProcessorSchema, 'DP', 'survey', ['group'], true),
  exit_block: def('exit_block', exitBlockSchema, 'EB', 'survey', ['group'], true),
  conditional_text: def('conditional_text', conditionalTextSchema, null, 'parent', ['group', 'grid', 'question', 'answer_group', 'answer', 'exit_block'], false),
  quota: def('quota', quotaSchema, 'QUOTA', 'survey', [], true),
  quota_group: def('quota_group', quotaGroupSchema, null, 'parent', ['quota'], false),
  quota_definition: def('quota_definition', quotaDefinitionSchema, null, 'parent', ['quota_group'], false),
  routing_group: def('routing_group', routingGroupSchema, null, 'parent', ['routing_condition'], true),
  routing_condition: def('routing_condition', routingConditionSchema, null, 'parent', ['routing_group'], false),
  routing_page: def('routing_page', routingPageSchema, null, 'parent', ['routing_condition'], true),
  routing_item: def('routing_item', routingItemSchema, null, 'parent', ['routing_page'], false),
} satisfies { [K in ComponentKind]: KindDef<K> };

function def<const K extends ComponentKind, S extends z.ZodType, const P extends string | null>(
  kind: K,
  schema: S,
  namePrefix: P,
  nameScope: NameScope,
  parentKinds: readonly ComponentKind[],
  atRoot: boolean,
) {
  return { schema, namePrefix, nameScope, parentKinds, atRoot, create: creator(kind, schema) };
}

/** Kinds that receive a generated name (their namePrefix is not null). */
export type NamedKind = {
  [K in ComponentKind]: (typeof componentKinds)[K]['namePrefix'] extends null ? never : K;
}[ComponentKind];

const kindTable: { readonly [K in ComponentKind]: KindDef<K> } = componentKinds;

/** The definition of one kind, typed for that kind. */
export function kindDef<K extends ComponentKind>(kind: K): KindDef<K> {
  return kindTable[kind];
}

/** A new component of `kind` with the spec's defaults; names are not generated here (see names.ts). */
export function createComponent<K extends ComponentKind>(kind: K, input: NewComponent<K>): ComponentOf<K> {
  return kindDef(kind).create(input);
}

export function isComponentKind(value: unknown): value is ComponentKind {
  return typeof value === 'string' && (COMPONENT_KINDS as readonly string[]).includes(value);
}

export function isKind<K extends ComponentKind>(component: Component, kind: K): component is ComponentOf<K> {
  return component.kind === kind;
}

/** Whether a component of `kind` may hang under `parentKind` (null: the survey root). */
export function canBeChildOf(kind: ComponentKind, parentKind: ComponentKind | null): boolean {
  const { parentKinds, atRoot } = kindDef(kind);
  return parentKind === null ? atRoot : parentKinds.includes(parentKind);
}
