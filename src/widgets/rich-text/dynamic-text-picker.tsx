import { useId, useState, type FormEvent } from 'react';
import { Toolbar } from 'radix-ui';
import { Button } from '../feedback/button';
import { Popover } from '../overlay/popover';
import {
  ISO_DATE_VALUE,
  RESPONDENT_ID_VALUE,
  contactFieldName,
  valueChoices,
  type DynamicTextAttrs,
  type DynamicTextSource,
  type SourceType,
} from './dynamic-text';

interface DynamicTextPickerProps {
  sources: readonly DynamicTextSource[];
  onInsert: (attrs: DynamicTextAttrs) => void;
  disabled?: boolean;
}

const GROUPS = [
  ['question', 'Questions'],
  ['answer_group', 'Answer groups'],
  ['quota', 'Quotas'],
  ['quota_group', 'Quota groups'],
] as const satisfies readonly (readonly [SourceType, string])[];

/** The "Insert dynamic text" button: pick an item and what to show of it, then Insert. */
export function DynamicTextPicker({ sources, onInsert, disabled }: DynamicTextPickerProps) {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      title="Insert dynamic text"
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Toolbar.Button className="rte-toolbar__button" disabled={disabled}>
          {'{ }'} Dynamic text
        </Toolbar.Button>
      }
    >
      <DynamicTextForm
        sources={sources}
        onInsert={(attrs) => {
          setOpen(false);
          onInsert(attrs);
        }}
      />
    </Popover>
  );
}

/** Option values: "source:<index>", or the fixed items. */
type Choice = `source:${number}` | 'respondent' | 'date' | 'field';

function DynamicTextForm({ sources, onInsert }: Omit<DynamicTextPickerProps, 'disabled'>) {
  const [choice, setChoice] = useState<Choice>(sources.length > 0 ? 'source:0' : 'respondent');
  const [value, setValue] = useState('');
  const [fieldName, setFieldName] = useState('');
  const ids = { item: useId(), value: useId(), field: useId() };
  const source = choice.startsWith('source:') ? sources[Number(choice.slice(7))] : undefined;
  const choices = source ? valueChoices(source) : [];
  const shownValue = choices.some((c) => c.value === value) ? value : (choices[0]?.value ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (source) onInsert({ id: source.id, type: source.type, value: shownValue });
    else if (choice === 'respondent') onInsert({ id: 'respondent', type: 'respondent', value: RESPONDENT_ID_VALUE });
    else if (choice === 'date') onInsert({ id: 'date', type: 'date', value: ISO_DATE_VALUE });
    else onInsert({ id: 'field', type: 'field', value: fieldName });
  };

  return (
    <form className="rte-form" onSubmit={submit}>
      <label htmlFor={ids.item}>Item</label>
      <select id={ids.item} value={choice} onChange={(event) => setChoice(event.target.value as Choice)}>
        {GROUPS.map(([type, heading]) => {
          const options = sources.flatMap((item, index) => (item.type === type ? [{ item, index }] : []));
          if (options.length === 0) return null;
          return (
            <optgroup key={type} label={heading}>
              {options.map(({ item, index }) => (
                <option key={index} value={`source:${index}`}>
                  {item.name || 'unknown'}
                </option>
              ))}
            </optgroup>
          );
        })}
        <optgroup label="Other">
          <option value="respondent">Respondent ID</option>
          <option value="date">Date (ISO)</option>
          <option value="field">Contact field</option>
        </optgroup>
      </select>
      {source && (
        <>
          <label htmlFor={ids.value}>Show</label>
          <select id={ids.value} value={shownValue} onChange={(event) => setValue(event.target.value)}>
            {choices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </>
      )}
      {choice === 'field' && (
        <>
          <label htmlFor={ids.field}>Field name</label>
          <input id={ids.field} value={fieldName} spellCheck={false} onChange={(event) => setFieldName(contactFieldName(event.target.value))} />
        </>
      )}
      <div className="rte-form__actions">
        <Button size="sm" variant="primary" type="submit">
          Insert
        </Button>
      </div>
    </form>
  );
}
