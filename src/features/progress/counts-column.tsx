// The surveys list's counts column: complete / total per survey, asked for only for the rows the
// table draws (its current page) through the list's counts store. Not sortable: a sort would need
// every survey's counts, which is what paging spares.
import type { SurveyListItem } from '../../api/types';
import type { TableColumn } from '../../widgets/table';
import { surveyStatus } from '../surveys/survey-status';
import { RespondentCountsText } from './respondent-counts';
import { countsText, type RespondentCountsStore } from './respondent-counts-store';

const counted = (survey: SurveyListItem) => ({ id: survey.id, region: survey.region, status: surveyStatus(survey) });

export function countsColumn(store: RespondentCountsStore): TableColumn<SurveyListItem> {
  return {
    label: 'Complete / total',
    // Read when exported, so the export holds the counts known by then.
    value: (survey) => countsText(store.entry(counted(survey))),
    render: (survey) => <RespondentCountsText survey={counted(survey)} />,
  };
}
