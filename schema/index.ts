// The public API of schema/: zod schemas, inferred types and pure domain rules of the survey model.
// Browser, workers, sync and server import from here.
export * from './survey/id';
export * from './survey/language-data';
export * from './survey/theme';
export * from './survey/contrast';
export * from './survey/survey';
export * from './survey/status';
export * from './survey/condition';
export * from './survey/condition-functions';
export * from './survey/condition-evaluator';
export * from './survey/response-value';
export * from './survey/components/common';
export * from './survey/components/group';
export * from './survey/components/grid';
export * from './survey/components/question';
export * from './survey/components/answer-group';
export * from './survey/components/answer';
export * from './survey/components/data-collector';
export * from './survey/components/data-processor';
export * from './survey/components/exit-block';
export * from './survey/components/conditional-text';
export * from './survey/components/quota';
export * from './survey/components/quota-group';
export * from './survey/components/quota-definition';
export * from './survey/components/routing-group';
export * from './survey/components/routing-condition';
export * from './survey/components/routing-page';
export * from './survey/components/routing-item';
export {
  componentSchema,
  componentKinds,
  kindDef,
  createComponent,
  isComponentKind,
  isKind,
  canBeChildOf,
  type Component,
  type ComponentInput,
  type ComponentOf,
  type NewComponent,
  type NameScope,
  type NamedKind,
  type KindDef,
} from './survey/components/component';
export * from './survey/names';
export * from './survey/answer-codes';
export * from './survey/limits';
export * from './survey/data-processor';
export * from './survey/routing-walk';
export * from './survey/respondent';
export * from './deployment';
