// Fields several kinds share: conditions, answer order, fix position, required, error message.
import { CHILD_LIST_ORDERS } from '../../../../schema';
import { field, optionsOf, type FieldDef } from './field-def';

/** Spec §9 answer order. */
const ORDER_OPTIONS = optionsOf(CHILD_LIST_ORDERS, {
  as_displayed: 'As displayed',
  alphabetical: 'Alphabetical',
  randomise: 'Randomise',
  rotate: 'Rotate',
});

export const childOrder = <C>(label = 'Answer order'): FieldDef<C> =>
  field.select<C>('child_list_order', label, { options: ORDER_OPTIONS });

export const fixPosition = <C>(): FieldDef<C> =>
  field.switch<C>('fix_position', 'Fix position', { hint: 'Stays in place when its siblings are randomised or rotated' });

export const visibility = <C>(): FieldDef<C> =>
  field.condition<C>('visibility_condition', 'Visibility condition', { empty: 'Always shown' });

export const required = <C>(): FieldDef<C> => field.switch<C>('required', 'Required');

export const requiredCondition = <C>(): FieldDef<C> =>
  field.condition<C>('required_condition', 'Required condition', { empty: 'Always required when Required is on' });

/** The custom "required" message (spec §5), replacing "This field is required". */
export const errorMessage = <C>(path = 'error_message', label = 'Custom error message'): FieldDef<C> =>
  field.text<C>(path, label, { language: true, hint: 'Replaces “This field is required”' });

/** Comma-separated names, stored as a list. */
export const listCodec = {
  toText: (value: unknown) => (Array.isArray(value) ? value.join(', ') : ''),
  fromText: (text: string) => text.split(',').map((item) => item.trim()).filter(Boolean),
};

/** A text that stores null when empty. */
export const nullableTextCodec = {
  toText: (value: unknown) => (typeof value === 'string' ? value : ''),
  fromText: (text: string) => (text.trim() === '' ? null : text.trim()),
};
