// The declarative description of one settings field. The kind table (kind-settings.ts) lists these
// per kind; field-editor.tsx picks the editor by `type`. Paths are written dotted ('a.b') and kept
// as arrays; a `language` field's path is relative to the language data being edited.
import type { Option } from '../../../widgets/form';
import type { EditorMode } from '../../../widgets/rich-text';
import { languagePath, type SettingChange } from './setting-change';

interface FieldBase<C> {
  /** Visible label; also names the undo entry ("Change <label>"). */
  readonly label: string;
  readonly path: readonly string[];
  /** A per-language text: read and written in the language being edited. */
  readonly language?: boolean;
  readonly hint?: string;
  /** Shown only while this holds (e.g. "Other required" only for an 'other' answer). */
  shown?(component: C): boolean;
}

export interface SwitchDef<C> extends FieldBase<C> {
  readonly type: 'switch';
}

export interface SelectDef<C> extends FieldBase<C> {
  readonly type: 'select';
  readonly options: readonly Option[];
  /** The option standing for a stored null (a Radix select cannot hold ''). */
  readonly nullOption?: string;
  /** The changes a choice makes when it is more than the field itself (answer group type). */
  changes?(component: C, value: string): readonly SettingChange[];
}

export interface NumberDef<C> extends FieldBase<C> {
  readonly type: 'number';
  readonly min?: number;
  readonly max?: number;
  /** Decimal places allowed; may follow the component (numeric bounds follow decimal_places). */
  decimals?(component: C): number;
  /** Clearing stores null; otherwise a cleared box is refused. */
  readonly nullable?: boolean;
  /** Zero is refused too (range step). */
  readonly positive?: boolean;
}

/** How a non-string value is shown and typed as text (comma lists, nullable names). */
export interface TextCodec {
  toText(value: unknown): string;
  fromText(text: string): unknown;
}

export interface TextDef<C> extends FieldBase<C> {
  readonly type: 'text';
  readonly multiline?: boolean;
  /** An empty value is refused ("This field is required"). */
  readonly required?: boolean;
  readonly codec?: TextCodec;
}

export interface HexDef<C> extends FieldBase<C> {
  readonly type: 'hex';
}

export interface RichTextDef<C> extends FieldBase<C> {
  readonly type: 'rich_text';
  /** basic for labels (one line), full for question and exit texts. */
  readonly mode: EditorMode;
}

export interface ConditionDef<C> extends FieldBase<C> {
  readonly type: 'condition';
  /** Summary while there is no condition ("Always shown"). */
  readonly empty: string;
  /** Stored as an empty group instead of null when removed (routing conditions). */
  readonly neverNull?: boolean;
}

export type FieldDef<C> =
  | SwitchDef<C>
  | SelectDef<C>
  | NumberDef<C>
  | TextDef<C>
  | HexDef<C>
  | RichTextDef<C>
  | ConditionDef<C>;
export type FieldType = FieldDef<unknown>['type'];

export interface SettingsSection<C> {
  readonly title: string;
  readonly fields: readonly FieldDef<C>[];
}

type Extra<D> = Omit<D, 'type' | 'path' | 'label'>;
const split = (path: string): readonly string[] => path.split('.');

/** Short constructors, so the kind table reads as a list of fields. */
export const field = {
  switch: <C>(path: string, label: string, extra: Extra<SwitchDef<C>> = {}): SwitchDef<C> => ({ type: 'switch', path: split(path), label, ...extra }),
  select: <C>(path: string, label: string, extra: Extra<SelectDef<C>>): SelectDef<C> => ({ type: 'select', path: split(path), label, ...extra }),
  number: <C>(path: string, label: string, extra: Extra<NumberDef<C>> = {}): NumberDef<C> => ({ type: 'number', path: split(path), label, ...extra }),
  text: <C>(path: string, label: string, extra: Extra<TextDef<C>> = {}): TextDef<C> => ({ type: 'text', path: split(path), label, ...extra }),
  hex: <C>(path: string, label: string, extra: Extra<HexDef<C>> = {}): HexDef<C> => ({ type: 'hex', path: split(path), label, ...extra }),
  richText: <C>(path: string, label: string, extra: Extra<RichTextDef<C>>): RichTextDef<C> => ({ type: 'rich_text', path: split(path), label, language: true, ...extra }),
  condition: <C>(path: string, label: string, extra: Extra<ConditionDef<C>>): ConditionDef<C> => ({ type: 'condition', path: split(path), label, ...extra }),
};

/** The record path a field reads and writes in the language being edited. */
export function fieldPath(def: FieldDef<unknown>, language: string): readonly string[] {
  return def.language ? languagePath(language, def.path) : def.path;
}

/** Options from enum values with their labels, in the enum's order. */
export function optionsOf<const V extends string>(values: readonly V[], labels: { readonly [K in V]: string }): readonly Option[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
