// The Data table's columns (TanStack Table definitions): the respondent's status beacon, start
// and end, language, test flag and version, then one column per header of the version's datamap
// (its label as the header's title; code columns read "label (code)", spec §9).
import { createColumnHelper, columnSizingFeature, tableFeatures, type ColumnDef } from '@tanstack/react-table';
import { formatDate, parseDateValue } from '../../widgets/format';
import { RespondentStatusBeacon } from './respondent-status-beacon';
import { answerOf, cellContent, cellText } from './respondent-cell';
import type { Header, RespondentRow } from './respondent-data-types';

export const dataTableFeatures = tableFeatures({ columnSizingFeature });
const helper = createColumnHelper<typeof dataTableFeatures, RespondentRow>();

/** Local date and time, DD/MM/YYYY HH:mm (spec §9's survey date, with the time a respondent needs). */
export function respondentTime(iso: string | null): string {
  if (!iso) return '';
  return parseDateValue(iso) ? formatDate(iso, 'DD/MM/YYYY HH:mm') : 'Invalid date string';
}

/** Widths in px: fixed, so both axes can be virtualised without measuring. */
const ANSWER_WIDTH = 200;

const fixedColumns = helper.columns([
  helper.accessor('status', { id: 'status', header: 'Status', size: 150, cell: (info) => <RespondentStatusBeacon status={info.getValue()} reason={info.row.original.screenedReason} /> }),
  helper.accessor('surveyStart', { id: 'start', header: 'Started', size: 150, cell: (info) => respondentTime(info.getValue()) }),
  helper.accessor('surveyEnd', { id: 'end', header: 'Ended', size: 150, cell: (info) => respondentTime(info.getValue()) }),
  helper.accessor('languageId', { id: 'language', header: 'Language', size: 100, cell: (info) => info.getValue() }),
  helper.accessor('isTest', { id: 'test', header: 'Test', size: 70, cell: (info) => (info.getValue() ? 'Test' : 'Live') }),
  helper.accessor('version', { id: 'version', header: 'Version', size: 80, cell: (info) => info.getValue() }),
]);

export function dataColumns(headers: readonly Header[]): ColumnDef<typeof dataTableFeatures, RespondentRow, unknown>[] {
  return [
    ...fixedColumns,
    ...headers.map((header) =>
      helper.display({
        id: `answer:${header.name}`,
        size: ANSWER_WIDTH,
        header: () => <span title={header.label || undefined}>{header.name}</span>,
        cell: (info) => cellText(cellContent(header, answerOf(info.row.original, header))),
      }),
    ),
  ];
}
