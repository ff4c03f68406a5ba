// Style guide: every form input, live, in each state (empty, filled, error, disabled, required).
// Inputs are uncontrolled here (defaultValue), so each demo can be typed into on its own.
import type { CSSProperties, ReactNode } from 'react';
import {
  CharacterCounter,
  CheckboxField,
  DropdownDateField,
  FileField,
  HexField,
  LoginFields,
  NumberField,
  RadioGroupField,
  RangeField,
  RatingField,
  SearchField,
  SelectField,
  SplitDateField,
  SwitchField,
  TextAreaField,
  TextField,
} from '../../../widgets/form';
import { STATES, STATE_TITLE, pick, stateProps, type State } from './specimen-states';

const FRUIT = [
  { value: 'apple', label: 'Apple' },
  { value: 'pear', label: 'Pear (out of season)', disabled: true },
  { value: 'plum', label: 'Plum' },
];

interface Demo {
  readonly name: string;
  readonly render: (state: State) => ReactNode;
}

const DEMOS: readonly Demo[] = [
  {
    name: 'Text',
    render: (s) => (
      <TextField
        label="Full name"
        defaultValue={pick(s, 'Ada Lovelace', '')}
        {...stateProps(s, 'That name is taken')}
      />
    ),
  },
  {
    name: 'Number (2 decimals, -10 to 100)',
    render: (s) => (
      <NumberField
        label="Temperature"
        min={-10}
        max={100}
        decimalPlaces={2}
        defaultValue={pick(s, 21.5, null)}
        {...stateProps(s, 'Outside the expected range')}
      />
    ),
  },
  {
    name: 'Search',
    render: (s) => (
      <SearchField label="Search surveys" defaultValue={pick(s, 'brand', '')} {...stateProps(s, 'Search failed')} />
    ),
  },
  {
    name: 'Hex colour',
    render: (s) => (
      // The error state shows the input's own rule: a partial code.
      <HexField
        label="Background colour"
        defaultValue={s === 'error' ? 'f1f' : pick(s, 'f1f3f5', '')}
        {...stateProps(s)}
      />
    ),
  },
  {
    name: 'File',
    render: (s) => (
      <FileField label="Contact list" accept=".csv" hint="CSV files only" {...stateProps(s, 'Upload failed')} />
    ),
  },
  {
    name: 'Login',
    render: (s) => (
      // The error state shows both kinds: the e-mail rule and an outside error for the pair.
      <LoginFields
        defaultValue={
          s === 'error'
            ? { email: 'ana@', password: 'x' }
            : pick(s, { email: 'ana@example.org', password: 'secret' }, { email: '', password: '' })
        }
        {...stateProps(s, 'Wrong e-mail or password')}
      />
    ),
  },
  {
    name: 'Text area with character counter',
    render: (s) => (
      <TextAreaField
        label="Comments"
        minLength={10}
        maxLength={200}
        characterCounter
        defaultValue={pick(s, 'Quick and easy to fill in.', '')}
        {...stateProps(s, 'Comments could not be saved')}
      />
    ),
  },
  {
    name: 'Checkbox',
    render: (s) => (
      <CheckboxField
        label="I accept the user agreement"
        defaultChecked={pick(s, true, false)}
        {...stateProps(s, 'Agreement not recorded')}
      />
    ),
  },
  {
    name: 'Radio group',
    render: (s) => (
      <RadioGroupField
        label="Fruit"
        options={FRUIT}
        defaultValue={pick(s, 'plum', null)}
        {...stateProps(s, 'Choose another fruit')}
      />
    ),
  },
  {
    name: 'Switch',
    render: (s) => (
      <SwitchField label="Send reminders" defaultChecked={pick(s, true, false)} {...stateProps(s, 'Could not save')} />
    ),
  },
  {
    name: 'Select',
    render: (s) => (
      <SelectField
        label="Fruit"
        options={FRUIT}
        defaultValue={pick(s, 'apple', '')}
        {...stateProps(s, 'Choose another fruit')}
      />
    ),
  },
  {
    name: 'Range',
    render: (s) => (
      <RangeField
        label="Volume"
        min={0}
        max={100}
        step={5}
        defaultValue={pick(s, 60, null)}
        {...stateProps(s, 'Too loud')}
      />
    ),
  },
  {
    name: 'Split date (DD-MM-YYYY)',
    render: (s) => (
      <SplitDateField
        label="Date of birth"
        order="DD-MM-YYYY"
        defaultValue={pick(s, '1990-07-14', '')}
        {...stateProps(s, 'Must be in the past')}
      />
    ),
  },
  {
    name: 'Dropdown date',
    render: (s) => (
      <DropdownDateField
        label="Start date"
        order="DD-MM-YYYY"
        defaultValue={pick(s, '2021-01-31', '')}
        {...stateProps(s, 'Must be in the past')}
      />
    ),
  },
  {
    name: 'Rating',
    render: (s) => (
      <RatingField
        label="How was it?"
        count={5}
        defaultValue={pick(s, '4', null)}
        {...stateProps(s, 'Rating not saved')}
      />
    ),
  },
];

const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(240px, 100%), 1fr))',
  gap: 'var(--space-5)',
  alignItems: 'start',
};
const card: CSSProperties = {
  padding: 'var(--space-4)',
  border: '1px solid var(--color-border)',
  borderRadius: 'var(--radius-md)',
  background: 'var(--color-surface)',
};
const stateTitle: CSSProperties = {
  margin: '0 0 var(--space-3)',
  color: 'var(--color-text-muted)',
  fontSize: '0.8125rem',
};

function StateGrid({ render }: { readonly render: (state: State) => ReactNode }) {
  return (
    <div style={grid}>
      {STATES.map((state) => (
        <div style={card} key={state}>
          <h4 style={stateTitle}>{STATE_TITLE[state]}</h4>
          {render(state)}
        </div>
      ))}
    </div>
  );
}

function CounterDemos() {
  const cases = [
    { title: 'No minimum: count/max', length: 42, min: undefined },
    { title: 'Minimum 10: counting down', length: 3, min: 10 },
    { title: 'Minimum reached: tick', length: 12, min: 10 },
  ];
  return (
    <div style={grid}>
      {cases.map((c) => (
        <div style={card} key={c.title}>
          <h4 style={stateTitle}>{c.title}</h4>
          <CharacterCounter length={c.length} min={c.min} max={140} />
        </div>
      ))}
    </div>
  );
}

export function FormSection() {
  return (
    <section className="guide-section" aria-labelledby="guide-form-title">
      <h2 id="guide-form-title">Form inputs</h2>
      {DEMOS.map((demo) => (
        <section key={demo.name} aria-label={demo.name} style={{ marginBlock: 'var(--space-5)' }}>
          <h3>{demo.name}</h3>
          <StateGrid render={demo.render} />
        </section>
      ))}
      <section aria-label="Character counter" style={{ marginBlock: 'var(--space-5)' }}>
        <h3>Character counter</h3>
        <CounterDemos />
      </section>
    </section>
  );
}
