// The columns of a grid table (spec §3 grid): one per visible answer of a choice group, one per
// numeric, open-text or date group. Rows are the grid's visible questions.
import type { ComponentOf } from '../../schema';
import { answerOptions } from './answer-options';
import { localText, plainText, type SurveyLanguage } from './survey-text';
import { childrenOfKind, type ChildrenMap } from '../../schema/survey/respondent/tree';
import type { AnswerOption } from '../widgets/answer';

export interface GridColumn {
  readonly key: string;
  readonly group: ComponentOf<'answer_group'>;
  /** The answer of a choice column; null for a typed group's single column. */
  readonly option: AnswerOption | null;
  /** Every visible answer of the group: exclusive answers clear the rest of the row. */
  readonly options: readonly AnswerOption[];
  readonly label: string;
}

export function gridColumns(tree: ChildrenMap, gridId: string, lang: SurveyLanguage): GridColumn[] {
  const groups = childrenOfKind(tree, gridId, 'answer_group');
  return groups.flatMap((group): GridColumn[] => {
    const header = plainText(localText(group, 'grid_header_text', lang));
    const options = answerOptions(tree, group.id, lang);
    const choice = group.answer_group_type === 'single' || group.answer_group_type === 'multi';
    if (!choice) return [{ key: group.id, group, option: null, options, label: header || group.name }];
    // With several groups, the group header tells apart answers that share a label.
    const prefix = groups.length > 1 && header !== '' ? `${header}: ` : '';
    return options.map((option) => ({ key: `${group.id}:${option.code}`, group, option, options, label: `${prefix}${option.label}` }));
  });
}
