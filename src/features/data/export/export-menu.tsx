// The Data tab's export (issue 15 C): an Export button opening a dialog to choose the format
// (pipe .txt, CSV, SPSS .sav), code columns as labels or codes, the rows (live, test, all) and the
// export name; then a progress bar of rows done with Cancel. The work runs in a worker
// (export.worker.ts), so the tab stays usable.
import { useState, type FormEvent } from 'react';
import type { RespondentDataRegion } from '../../../../schema/api/respondent-data';
import { Button, ProgressBar } from '../../../widgets/feedback';
import { RadioGroupField, TextField } from '../../../widgets/form';
import { Modal } from '../../../widgets/overlay';
import { DEFAULT_EXPORT_NAME } from '../../../widgets/table/table-export';
import { respondentKinds, type RespondentFilterInput, type RespondentKind } from '../respondent-filter';
import {
  EXPORT_FORMATS, EXPORT_ROW_LABELS, EXPORT_VALUE_LABELS, exportFileNameFor, exportFormats, exportValueModes,
  type ExportFormat, type ExportValueMode,
} from './export-options';
import { useDataExport, type ExportState } from './use-data-export';
import './export-menu.css';

export interface ExportMenuProps {
  readonly surveyId: string;
  readonly region: RespondentDataRegion;
  readonly filter: RespondentFilterInput;
  readonly exportName: string;
}

const formatOptions = exportFormats.map((value) => ({ value, label: EXPORT_FORMATS[value].label }));
const valueOptions = exportValueModes.map((value) => ({ value, label: EXPORT_VALUE_LABELS[value] }));
const rowOptions = respondentKinds.map((value) => ({ value, label: EXPORT_ROW_LABELS[value] }));

const isFormat = (value: string): value is ExportFormat => (exportFormats as readonly string[]).includes(value);
const isValueMode = (value: string): value is ExportValueMode => (exportValueModes as readonly string[]).includes(value);
const isKind = (value: string): value is RespondentKind => (respondentKinds as readonly string[]).includes(value);

export function ExportMenu(props: ExportMenuProps): React.JSX.Element {
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<ExportFormat>('pipe');
  const [values, setValues] = useState<ExportValueMode>('labels');
  const [rows, setRows] = useState<RespondentKind>(props.filter.kind ?? 'all');
  const [name, setName] = useState(props.exportName.trim() || DEFAULT_EXPORT_NAME);
  const run = useDataExport(props.surveyId, props.region, props.filter);
  const busy = run.state.kind === 'running';

  const openChange = (next: boolean) => {
    // Closing the dialog while the file is being written cancels it: nothing runs unseen.
    if (!next && busy) run.cancel();
    if (next) run.reset();
    setOpen(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run.start({ format, values, rows, name: name.trim() || DEFAULT_EXPORT_NAME });
  };

  return (
    <>
      <Button variant="secondary" onClick={() => openChange(true)}>Export</Button>
      <Modal open={open} onOpenChange={openChange} title="Export data" size="sm">
        <form className="export-menu" onSubmit={submit} noValidate aria-busy={busy || undefined}>
          <RadioGroupField label="Format" options={formatOptions} value={format} disabled={busy} onChange={(v) => isFormat(v) && setFormat(v)} />
          <RadioGroupField label="Answer codes as" options={valueOptions} value={values} disabled={busy} orientation="horizontal"
            onChange={(v) => isValueMode(v) && setValues(v)} />
          <RadioGroupField label="Rows" options={rowOptions} value={rows} disabled={busy} orientation="horizontal" onChange={(v) => isKind(v) && setRows(v)} />
          <TextField label="Export name" value={name} onChange={setName} disabled={busy} maxLength={200}
            hint={`Saved as ${exportFileNameFor(name, format)}`} />
          <ExportStatus state={run.state} />
          <div className="dialog-actions">
            {busy
              ? <Button onClick={run.cancel}>Cancel</Button>
              : <Button type="submit" variant="primary">Export</Button>}
          </div>
        </form>
      </Modal>
    </>
  );
}

function ExportStatus({ state }: { state: ExportState }) {
  switch (state.kind) {
    case 'idle':
      return null;
    case 'running':
      return (
        <div className="export-menu__progress">
          <ProgressBar label="Export progress" value={state.rows} max={Math.max(state.total, 1)} />
          <p role="status">{state.total > 0 ? `${state.rows.toLocaleString()} of ${state.total.toLocaleString()} rows` : 'Preparing the export…'}</p>
        </div>
      );
    case 'done':
      return <p role="status">Export complete: {state.rows.toLocaleString()} {state.rows === 1 ? 'row' : 'rows'}</p>;
    case 'cancelled':
      return <p role="status">Export cancelled</p>;
  }
}
