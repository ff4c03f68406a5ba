// A grid (spec §3): a table of its questions × its answer groups' answers, transposed when the
// orientation is vertical, or each question shown on its own when presentation.explode is set.
import type { ComponentOf } from '../../../../schema';
import { DEFAULT_REQUIRED_MESSAGE } from '../../../widgets/form';
import { isEmptyAnswer } from './preview-answers';
import { GridCell } from './grid-cell';
import { gridColumns, type GridColumn } from './grid-columns';
import { usePreviewModel } from './preview-model';
import { PreviewQuestion } from './preview-question';
import { isRequired, requiredMessage } from './preview-required';
import { localText, plainText } from './preview-text';
import { childrenOfKind } from './preview-tree';
import { QuestionText } from './question-text';

type Question = ComponentOf<'question'>;

export function PreviewGrid({ grid }: { readonly grid: ComponentOf<'grid'> }) {
  const { tree, lang } = usePreviewModel();
  const questions = childrenOfKind(tree, grid.id, 'question');
  return (
    <div className="survey-preview__question survey-preview__grid">
      <QuestionText component={grid} showInstruction={grid.presentation.show_instruction_text} />
      {grid.presentation.explode ? (
        questions.map((question) => <PreviewQuestion key={question.id} question={question} />)
      ) : (
        <GridTable
          grid={grid}
          questions={questions}
          columns={gridColumns(tree, grid.id, lang)}
          label={plainText(localText(grid, 'question_text', lang)) || grid.name}
        />
      )}
    </div>
  );
}

interface GridTableProps {
  readonly grid: ComponentOf<'grid'>;
  readonly questions: readonly Question[];
  readonly columns: readonly GridColumn[];
  readonly label: string;
}

function GridTable({ grid, questions, columns, label }: GridTableProps) {
  const { lang } = usePreviewModel();
  const rowLabel = (question: Question) => plainText(localText(question, 'question_text', lang)) || question.name;
  const vertical = grid.presentation.orientation === 'vertical';
  return (
    <div className="survey-preview__grid-scroll">
      <table className="survey-preview__grid-table" aria-label={label}>
        <thead>
          <tr>
            <td />
            {vertical
              ? questions.map((question) => <th key={question.id} scope="col">{rowLabel(question)}</th>)
              : columns.map((column) => <th key={column.key} scope="col">{column.label}</th>)}
          </tr>
        </thead>
        <tbody>
          {vertical
            ? columns.map((column) => (
                <tr key={column.key}>
                  <th scope="row">{column.label}</th>
                  {questions.map((question) => (
                    <td key={question.id}>
                      <GridCell question={question} column={column} rowLabel={rowLabel(question)} />
                    </td>
                  ))}
                </tr>
              ))
            : questions.map((question) => (
                <tr key={question.id}>
                  <th scope="row">{rowLabel(question)}</th>
                  {columns.map((column) => (
                    <td key={column.key}>
                      <GridCell question={question} column={column} rowLabel={rowLabel(question)} />
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
      <GridErrors questions={questions} columns={columns} rowLabel={rowLabel} />
    </div>
  );
}

interface GridErrorsProps {
  readonly questions: readonly Question[];
  readonly columns: readonly GridColumn[];
  readonly rowLabel: (question: Question) => string;
}

/** After "Check answers": one line per required row and group left empty. */
function GridErrors({ questions, columns, rowLabel }: GridErrorsProps) {
  const { answers, responses, showErrors, lang } = usePreviewModel();
  if (!showErrors) return null;
  const groups = [...new Map(columns.map((column) => [column.group.id, column.group])).values()];
  const errors = questions.flatMap((question) =>
    groups
      .filter((group) => isRequired(question, group, responses) && isEmptyAnswer(answers[question.id]?.[group.id]))
      .map((group) => ({
        key: `${question.id}:${group.id}`,
        text: `${rowLabel(question)}: ${requiredMessage(question, group, lang) ?? DEFAULT_REQUIRED_MESSAGE}`,
      })),
  );
  if (errors.length === 0) return null;
  return (
    <ul className="field__error survey-preview__grid-errors" role="alert">
      {errors.map((error) => (
        <li key={error.key}>{error.text}</li>
      ))}
    </ul>
  );
}
