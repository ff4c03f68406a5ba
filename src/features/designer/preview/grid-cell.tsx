// One cell of a grid table: a radio (single), a checkbox (multi) or a small input (numeric,
// open text, date) answering one grid question for one column.
import type { ComponentOf } from '../../../../schema';
import { toggleMultiCode } from '../../../widgets/answer';
import { keepNumericCharacters } from '../../../widgets/form';
import { answerValue } from './preview-answers';
import { usePreviewModel } from './preview-model';
import type { GridColumn } from './grid-columns';

const INPUT_TYPES = { numeric: 'number', open_text: 'text', date: 'date' } as const;

export interface GridCellProps {
  readonly question: ComponentOf<'question'>;
  readonly column: GridColumn;
  /** The row's question text, for the cell's accessible name. */
  readonly rowLabel: string;
}

export function GridCell({ question, column, rowLabel }: GridCellProps) {
  const { answers, onAnswer } = usePreviewModel();
  const { group, option } = column;
  const name = `${rowLabel}: ${column.label}`;
  const set = onAnswer.bind(null, question.id, group.id);
  const type = group.answer_group_type;

  if (type === 'single' && option) {
    const value = answerValue(answers, question.id, group.id, 'single');
    return (
      <input
        type="radio"
        name={`${question.id}-${group.id}`}
        aria-label={name}
        checked={value.code === option.code}
        disabled={option.disabled}
        onChange={() => set({ type: 'single', value: { code: option.code, other: {} } })}
      />
    );
  }
  if (type === 'multi' && option) {
    const value = answerValue(answers, question.id, group.id, 'multi');
    const max = group.max ?? undefined;
    return (
      <input
        type="checkbox"
        aria-label={name}
        checked={value.codes.includes(option.code)}
        disabled={option.disabled}
        onChange={() => set({ type: 'multi', value: { codes: toggleMultiCode(value.codes, option.code, column.options, max), other: {} } })}
      />
    );
  }
  if (type === 'numeric') {
    const value = answerValue(answers, question.id, group.id, 'numeric');
    return (
      <input
        className="input"
        type="number"
        aria-label={name}
        value={value ?? ''}
        onChange={(event) => set({ type: 'numeric', value: event.target.value === '' ? null : Number(event.target.value) })}
      />
    );
  }
  if (type === 'open_text' || type === 'date') {
    const value = answerValue(answers, question.id, group.id, type);
    // Open text of type number keeps only digits, '.' and '-' (spec §5), as the kit's TextField does.
    const numberText = group.answer_group_type === 'open_text' && group.text_type === 'number';
    return (
      <input
        className="input"
        type={INPUT_TYPES[type]}
        inputMode={numberText ? 'decimal' : undefined}
        aria-label={name}
        value={value}
        onChange={(event) => set({ type, value: numberText ? keepNumericCharacters(event.target.value) : event.target.value })}
      />
    );
  }
  return null;
}
