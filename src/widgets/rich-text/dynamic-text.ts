// Dynamic-text items (spec §3): an inline `<span dt-id dt-type dt-value>` that the respondent
// runtime replaces with live data. These pure rules decide what an item points at, which values
// an author may pick for it, and how the editor and viewer name it.

export const DYNAMIC_TEXT_TYPES = ['question', 'answer_group', 'quota', 'quota_group', 'respondent', 'date', 'field'] as const;
export type DynamicTextType = (typeof DYNAMIC_TEXT_TYPES)[number];

/** The three attributes, exactly as stored in the HTML. */
export interface DynamicTextAttrs {
  readonly id: string;
  readonly type: DynamicTextType;
  readonly value: string;
}

export function isDynamicTextType(value: unknown): value is DynamicTextType {
  return typeof value === 'string' && (DYNAMIC_TEXT_TYPES as readonly string[]).includes(value);
}

/** Survey items that can feed dynamic text; the other types need no source. */
export type SourceType = Extract<DynamicTextType, 'question' | 'answer_group' | 'quota' | 'quota_group'>;
export type AnswerType = 'single' | 'multi' | 'open_text' | 'numeric' | 'date';

/** A survey item offered in the picker, supplied by the caller. */
export interface DynamicTextSource {
  readonly type: SourceType;
  /** The dt-id: ids joined by a dot where the item has two (see `splitDynamicTextId`). */
  readonly id: string;
  /** The item's name (Q1, AG2 …); a missing name is shown as "unknown". */
  readonly name?: string;
  /** Answer group type behind a question or answer group item; decides code and Text. */
  readonly answerType?: AnswerType;
}

/**
 * Ids are split on the first dot. Question items: question id, then answer id; answer groups:
 * question id, then answer group id; quotas: quota id first; quota groups: quota id, then quota
 * group id.
 */
export function splitDynamicTextId(id: string): { readonly first: string; readonly second: string | undefined } {
  const dot = id.indexOf('.');
  return dot === -1 ? { first: id, second: undefined } : { first: id.slice(0, dot), second: id.slice(dot + 1) };
}

export type DynamicTextTarget =
  | { readonly kind: 'question'; readonly questionId: string; readonly answerId: string | undefined }
  | { readonly kind: 'answer_group'; readonly questionId: string; readonly answerGroupId: string | undefined }
  | { readonly kind: 'quota'; readonly quotaId: string; readonly quotaDefinitionId: string | undefined }
  | { readonly kind: 'quota_group'; readonly quotaId: string; readonly quotaGroupId: string | undefined }
  | { readonly kind: 'respondent' }
  | { readonly kind: 'date' }
  | { readonly kind: 'field'; readonly fieldName: string };

/** What an item points at, by type; stored data is never rejected, missing parts are undefined. */
export function dynamicTextTarget(attrs: DynamicTextAttrs): DynamicTextTarget {
  const { first, second } = splitDynamicTextId(attrs.id);
  switch (attrs.type) {
    case 'question':
      return { kind: 'question', questionId: first, answerId: second };
    case 'answer_group':
      return { kind: 'answer_group', questionId: first, answerGroupId: second };
    case 'quota':
      return { kind: 'quota', quotaId: first, quotaDefinitionId: second };
    case 'quota_group':
      return { kind: 'quota_group', quotaId: first, quotaGroupId: second };
    case 'respondent':
      return { kind: 'respondent' };
    case 'date':
      return { kind: 'date' };
    case 'field':
      return { kind: 'field', fieldName: attrs.value };
  }
}

export interface ValueChoice {
  readonly value: string;
  readonly label: string;
}

/** The dt-value of the types that have a single fixed value. */
export const RESPONDENT_ID_VALUE = 'id';
export const ISO_DATE_VALUE = 'iso';

/**
 * Values an author may show for a source: code only for single, multi and quota items; label
 * (called "Text" for open-text items); name always.
 */
export function valueChoices(source: DynamicTextSource): readonly ValueChoice[] {
  const isQuota = source.type === 'quota' || source.type === 'quota_group';
  const hasCode = isQuota || source.answerType === 'single' || source.answerType === 'multi';
  const choices: ValueChoice[] = [];
  if (hasCode) choices.push({ value: 'code', label: 'Code' });
  choices.push({ value: 'label', label: source.answerType === 'open_text' ? 'Text' : 'Label' });
  choices.push({ value: 'name', label: 'Name' });
  return choices;
}

/** A contact field name is free text without spaces: whitespace typed or pasted is dropped. */
export function contactFieldName(text: string): string {
  return text.replace(/\s+/g, '');
}

/** How a contact field reads in the editor: its name, or "undefined" while it has none. */
export function contactFieldDisplay(fieldName: string): string {
  return fieldName === '' ? 'undefined' : fieldName;
}

export const UNKNOWN_NAME = 'unknown';

/** The chip text of an item, e.g. "Q1: Code", "Q3: Text", "unknown: Name", "Contact: email". */
export function dynamicTextLabel(attrs: DynamicTextAttrs, sources: readonly DynamicTextSource[]): string {
  switch (attrs.type) {
    case 'respondent':
      return 'Respondent ID';
    case 'date':
      return 'Date (ISO)';
    case 'field':
      return `Contact: ${contactFieldDisplay(attrs.value)}`;
    case 'question':
    case 'answer_group':
    case 'quota':
    case 'quota_group': {
      const source = sources.find((candidate) => candidate.type === attrs.type && candidate.id === attrs.id);
      const name = source?.name || UNKNOWN_NAME;
      const choice = valueChoices(source ?? { type: attrs.type, id: attrs.id }).find((c) => c.value === attrs.value);
      return `${name}: ${choice?.label ?? attrs.value}`;
    }
  }
}
