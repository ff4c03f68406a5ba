// The data view: one row per definition in the kit's data table (sort, pages, pipe-text export),
// for comparing definitions across quotas and taking the figures away.
import { DataTable, type TableColumn } from '../../widgets/table';
import { ProgressBar } from '../../widgets/feedback';
import { criteriaCountText, definitionRows, type DefinitionRow, type QuotaView } from './quota-model';

const columns: readonly TableColumn<DefinitionRow>[] = [
  { label: 'Quota', value: 'quota', sort: true },
  { label: 'Group', value: 'group', sort: true },
  { label: 'Definition', value: 'title', sort: true },
  { label: 'Code', value: 'code', sort: true },
  { label: 'Criteria', value: 'criteria' },
  { label: 'Count', value: (row) => row.fill.count, sort: true },
  { label: 'Target', value: (row) => row.fill.target, sort: true },
  {
    label: 'Fill', value: (row) => `${Math.round(row.fill.percent)}%`, sort: true, width: 160,
    render: (row) => <ProgressBar value={Math.min(100, row.fill.percent)} label={`Fill of ${row.title}`} warnings showValue />,
  },
  { label: 'Matching completes', value: (row) => criteriaCountText(row.criteriaCount) },
];

export function QuotaDataView({ quotas }: { quotas: readonly QuotaView[] }) {
  return <DataTable caption="Quota definitions" columns={columns} rows={definitionRows(quotas)} rowKey={(row) => row.id} exportName="quotas" />;
}
