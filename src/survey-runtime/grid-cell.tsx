// One cell of a grid table: a radio (single), a checkbox (multi) or a small input (numeric,
// open text, date) answering one grid question for one column. Native inputs named by
// form-fields.ts, so a grid posts with a plain form too.
import { answerValue } from '../../schema/survey/respondent/answers';
import type { AnswerValue, ComponentOf } from '../../schema';
import { toggleMultiCode } from '../widgets/answer/selection';
import { keepNumericCharacters } from '../widgets/form/numeric-text';
import { answerFieldName } from './form-fields';
import type { GridColumn } from './grid-columns';
import { useAnswerState, useSurveyModel } from './survey-model';

const INPUT_TYPES = { numeric: 'text', open_text: 'text', date: 'date' } as const;

export interface GridCellProps {
  readonly question: ComponentOf<'question'>;
  readonly column: GridColumn;
  /** The row's question text, for the cell's accessible name. */
  readonly rowLabel: string;
  /** The id of the row's error line, when it has one. */
  readonly errorId?: string | undefined;
}

export function GridCell({ question, column, rowLabel, errorId }: GridCellProps) {
  const { onAnswer } = useSurveyModel();
  const { group, option } = column;
  // The cell's own group's answer only: an answer in another row does not draw this cell again.
  const stored = useAnswerState(({ answers }) => answers[question.id]?.[group.id]);
  const answers = stored === undefined ? {} : { [question.id]: { [group.id]: stored } };
  const label = `${rowLabel}: ${column.label}`;
  const name = answerFieldName(question.id, group.id);
  const set = (value: AnswerValue) => onAnswer?.(question.id, group.id, value);
  const type = group.answer_group_type;
  const common = { name, 'aria-label': label, 'aria-describedby': errorId, 'aria-invalid': errorId ? true : undefined };

  if (type === 'single' && option) {
    const value = answerValue(answers, question.id, group.id, 'single');
    return (
      <input
        {...common}
        type="radio"
        value={option.code}
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
        {...common}
        type="checkbox"
        value={option.code}
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
        {...common}
        className="input"
        type={INPUT_TYPES.numeric}
        inputMode="decimal"
        value={value === null || Number.isNaN(value) ? '' : String(value)}
        onChange={(event) => {
          const text = keepNumericCharacters(event.target.value);
          set({ type: 'numeric', value: text === '' || Number.isNaN(Number(text)) ? null : Number(text) });
        }}
      />
    );
  }
  if (type === 'open_text' || type === 'date') {
    const value = answerValue(answers, question.id, group.id, type);
    // Open text of type number keeps only digits, '.' and '-' (spec §5), as the kit's TextField does.
    const numberText = group.answer_group_type === 'open_text' && group.text_type === 'number';
    return (
      <input
        {...common}
        className="input"
        type={INPUT_TYPES[type]}
        inputMode={numberText ? 'decimal' : undefined}
        value={value}
        onChange={(event) => set({ type, value: numberText ? keepNumericCharacters(event.target.value) : event.target.value })}
      />
    );
  }
  return null;
}
