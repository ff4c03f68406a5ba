// Style guide: every answer widget and display, live, in each state (empty, filled, error,
// disabled, required). Answer widgets are controlled, so each demo holds its own value.
import { useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import {
  DATE_DISPLAYS,
  DateAnswer,
  MULTI_DISPLAYS,
  MultiAnswer,
  NUMERIC_DISPLAYS,
  NumericAnswer,
  OpenTextAnswer,
  SINGLE_DISPLAYS,
  SingleAnswer,
} from '../../../widgets/answer';
import type { AnswerOption, MultiAnswerValue, SingleAnswerValue } from '../../../widgets/answer';
import { STATES, STATE_TITLE, pick, stateProps, type State } from './specimen-states';

interface LiveProps<T> {
  readonly initial: T;
  readonly children: (value: T, set: (next: T) => void) => ReactNode;
}

/** Holds one demo's value, so each controlled answer widget can be used on the page. */
function Live<T>({ initial, children }: LiveProps<T>) {
  const [value, setValue] = useState(initial);
  return <>{children(value, setValue)}</>;
}

const LIKELIHOOD: AnswerOption[] = [
  { code: '1', label: 'Very likely' },
  // A themed answer: its own button colours (hex without '#'), each pair readable (4.5:1 or more).
  {
    code: '2',
    label: 'Likely',
    button_settings: { bg: 'FFF0DB', text: '6B3A00', hover_bg: 'FFD8A8', hover_text: '6B3A00', active_bg: '2B7A3D', active_hover_bg: '1F5C2E' },
  },
  { code: '3', label: 'Unlikely' },
  {
    code: '4',
    label: 'Something else',
    other: true,
    other_required: true,
    other_error_message: 'Please say what else',
  },
];

const CHANNELS: AnswerOption[] = [
  { code: '1', label: 'E-mail' },
  { code: '2', label: 'Website' },
  { code: '3', label: 'Phone', disabled: true },
  { code: '4', label: 'Other', other: true, other_required: true, other_error_message: 'Tell us which channel' },
  { code: '99', label: 'None of these', exclusive: true },
];

const single = (code: string | null, other: Record<string, string> = {}): SingleAnswerValue => ({ code, other });
const multi = (codes: string[], other: Record<string, string> = {}): MultiAnswerValue => ({ codes, other });

interface Demo {
  readonly name: string;
  readonly render: (state: State) => ReactNode;
}

const SINGLE_DEMOS: Demo[] = SINGLE_DISPLAYS.map((display) => ({
  name: `Single: ${display}`,
  render: (s) => (
    // Error: the required 'other' answer chosen without its text (radio, button, dropdown).
    <Live initial={pick(s, single('1'), single(null), display === 'rating' ? single('3') : single('4'))}>
      {(value, set) => (
        <SingleAnswer
          label="How likely are you to recommend us?"
          display={display}
          options={display === 'rating' ? LIKELIHOOD.slice(0, 3) : LIKELIHOOD}
          value={value}
          onChange={set}
          {...stateProps(s, display === 'rating' ? 'Your answer could not be saved' : undefined)}
        />
      )}
    </Live>
  ),
}));

const MULTI_DEMOS: Demo[] = MULTI_DISPLAYS.map((display) => ({
  name: `Multi: ${display} (min 2, max 3)`,
  render: (s) => (
    // Error: one answer where two are needed.
    <Live initial={pick(s, multi(['1', '4'], { '4': 'Radio' }), multi([]), multi(['1']))}>
      {(value, set) => (
        <MultiAnswer
          label="Where did you hear about us?"
          display={display}
          options={CHANNELS}
          min={2}
          max={3}
          value={value}
          onChange={set}
          {...stateProps(s)}
        />
      )}
    </Live>
  ),
}));

const NUMERIC_DEMOS: Demo[] = NUMERIC_DISPLAYS.map((display) => ({
  name: `Numeric: ${display}`,
  render: (s) => (
    <Live initial={pick<number | null>(s, 6, null)}>
      {(value, set) => (
        <NumericAnswer
          label="How many hours a week?"
          display={display}
          min={0}
          max={40}
          range_step={2}
          range_default_value={20}
          decimal_places={0}
          value={value}
          onChange={set}
          {...stateProps(s, 'That seems like a lot')}
        />
      )}
    </Live>
  ),
}));

const OPEN_TEXT_DEMOS: Demo[] = [true, false].map((small) => ({
  name: small ? 'Open text: small, counter' : 'Open text: text area, min 20, counter',
  render: (s) => (
    // Error: shorter than the minimum (text area) or an outside error (small).
    <Live initial={pick(s, 'Friendly staff and quick service', '', 'Too short')}>
      {(value, set) => (
        <OpenTextAnswer
          label="What did you like?"
          small={small}
          min={small ? undefined : 20}
          max={small ? 60 : 500}
          character_counter
          value={value}
          onChange={set}
          {...stateProps(s, small ? 'Please avoid names' : undefined)}
        />
      )}
    </Live>
  ),
}));

const DATE_DEMOS: Demo[] = DATE_DISPLAYS.map((display) => ({
  name: `Date: ${display} (DD-MM-YYYY)`,
  render: (s) => (
    <Live initial={pick(s, '2024-03-05', '')}>
      {(value, set) => (
        <DateAnswer
          label="When did you visit?"
          display={display}
          format="DD-MM-YYYY"
          value={value}
          onChange={set}
          {...stateProps(s, 'The visit must be in the past')}
        />
      )}
    </Live>
  ),
}));

const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(280px, 100%), 1fr))',
  gap: 'var(--space-5)',
  alignItems: 'start',
};
const card: CSSProperties = {
  padding: 'var(--space-4)',
  border: '1px solid var(--color-border)',
  borderRadius: 'var(--radius-md)',
  background: 'var(--survey-surface)',
  color: 'var(--survey-text)',
};
const stateTitle: CSSProperties = {
  margin: '0 0 var(--space-3)',
  color: 'var(--color-text-muted)',
  fontSize: '0.8125rem',
};

export function AnswerSection() {
  const demos = [...SINGLE_DEMOS, ...MULTI_DEMOS, ...NUMERIC_DEMOS, ...OPEN_TEXT_DEMOS, ...DATE_DEMOS];
  return (
    <section className="guide-section" aria-labelledby="guide-answer-title">
      <h2 id="guide-answer-title">Answer widgets</h2>
      {demos.map((demo) => (
        <section key={demo.name} aria-label={demo.name} style={{ marginBlock: 'var(--space-5)' }}>
          <h3>{demo.name}</h3>
          <div style={grid}>
            {STATES.map((state) => (
              // A survey page: light whatever the app's scheme (see tokens.css, data-scheme).
              <div style={card} key={state} data-scheme="light">
                <h4 style={stateTitle}>{STATE_TITLE[state]}</h4>
                {demo.render(state)}
              </div>
            ))}
          </div>
        </section>
      ))}
    </section>
  );
}
