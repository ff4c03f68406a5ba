// The states every form input and answer widget is shown in on /guide, and the props that put a
// widget in each: one definition for the form and answer sections.
export const STATES = ['empty', 'filled', 'error', 'disabled', 'required'] as const;
export type State = (typeof STATES)[number];

export const STATE_TITLE = {
  empty: 'Empty',
  filled: 'Filled',
  error: 'Error',
  disabled: 'Disabled',
  required: 'Required, left empty',
} as const satisfies Record<State, string>;

/** The widget props of a state; `error` is the outside error used where the widget has no rule. */
export function stateProps(state: State, error?: string) {
  return {
    required: state === 'required',
    disabled: state === 'disabled',
    showErrors: state === 'error' || state === 'required',
    error: state === 'error' ? error : undefined,
  };
}

/** The demo value of a state: the empty one while empty or required, `invalid` in error. */
export const pick = <T,>(state: State, filled: T, empty: T, invalid: T = filled): T =>
  state === 'error' ? invalid : state === 'empty' || state === 'required' ? empty : filled;
