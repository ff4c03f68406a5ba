// A grid (spec §3): a table of its questions × its answer groups' answers, transposed when the
// orientation is vertical, or each question shown on its own when presentation.explode is set.
import { isEmptyAnswer } from '../../schema/survey/respondent/answers';
import { isRequired, requiredMessage } from '../../schema/survey/respondent/required';
import { childrenOfKind } from '../../schema/survey/respondent/tree';
import type { ComponentOf } from '../../schema';
import { answerFieldId } from './form-fields';
import { GridCell } from './grid-cell';
import { gridColumns, type GridColumn } from './grid-columns';
import { QuestionText } from './question-text';
import { problemText, useAnswerState, useSurveyModel, type AnswerState, type SurveyModel } from './survey-model';
import { SurveyQuestion } from './survey-question';
import { localText, plainText } from './survey-text';

type Question = ComponentOf<'question'>;

export function SurveyGrid({ grid }: { readonly grid: ComponentOf<'grid'> }) {
  const { tree, lang } = useSurveyModel();
  const questions = childrenOfKind(tree, grid.id, 'question');
  return (
    <div className="survey-page__question survey-page__grid">
      <QuestionText component={grid} showInstruction={grid.presentation.show_instruction_text} />
      {grid.presentation.explode ? (
        questions.map((question) => <SurveyQuestion key={question.id} question={question} />)
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

interface GridError {
  readonly id: string;
  readonly questionId: string;
  readonly groupId: string;
  readonly text: string;
}

/**
 * One line per row and group in error: the problems given (validatePage), and after "Check
 * answers" the required rows left empty. Each line's id describes the row's cells.
 */
function gridErrors(model: SurveyModel, state: AnswerState | null, questions: readonly Question[], columns: readonly GridColumn[], rowLabel: (q: Question) => string): GridError[] {
  const groups = [...new Map(columns.map((column) => [column.group.id, column.group])).values()];
  return questions.flatMap((question) =>
    groups.flatMap((group) => {
      const given = problemText(model.problems, question.id, group.id);
      const missing = state !== null && isRequired(question, group, state.responses) && isEmptyAnswer(state.answers[question.id]?.[group.id]);
      const text = given ?? (missing ? requiredMessage(question, group, model.lang) : null);
      if (text === null) return [];
      return [{ id: answerFieldId(question.id, group.id), questionId: question.id, groupId: group.id, text: `${rowLabel(question)}: ${text}` }];
    }),
  );
}

interface GridTableProps {
  readonly grid: ComponentOf<'grid'>;
  readonly questions: readonly Question[];
  readonly columns: readonly GridColumn[];
  readonly label: string;
}

function GridTable({ grid, questions, columns, label }: GridTableProps) {
  const model = useSurveyModel();
  // The required lines of "Check answers" read every row's answer: only then does the table
  // follow the whole state (otherwise each cell follows its own answer).
  const state = useAnswerState((current) => (model.showErrors ? current : null));
  const rowLabel = (question: Question) => plainText(localText(question, 'question_text', model.lang)) || question.name;
  const errors = gridErrors(model, state, questions, columns, rowLabel);
  const errorOf = (question: Question, column: GridColumn) =>
    errors.find((error) => error.questionId === question.id && error.groupId === column.group.id)?.id;
  const cell = (question: Question, column: GridColumn) => (
    <GridCell question={question} column={column} rowLabel={rowLabel(question)} errorId={errorOf(question, column)} />
  );
  const vertical = grid.presentation.orientation === 'vertical';
  return (
    <div className="survey-page__grid-scroll">
      <table className="survey-page__grid-table" aria-label={label}>
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
                  {questions.map((question) => <td key={question.id}>{cell(question, column)}</td>)}
                </tr>
              ))
            : questions.map((question) => (
                <tr key={question.id}>
                  <th scope="row">{rowLabel(question)}</th>
                  {columns.map((column) => <td key={column.key}>{cell(question, column)}</td>)}
                </tr>
              ))}
        </tbody>
      </table>
      {errors.length === 0 ? null : (
        <ul className="field__error survey-page__grid-errors" role="alert">
          {errors.map((error) => (
            <li key={error.id} id={error.id}>{error.text}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
