// The export's lifecycle on the page: idle → choosing the file → running (rows done of total) →
// done, cancelled, or back to idle after a failure, which ends quietly (spec §8). A 401 or 503 met
// by the worker still reaches the session, as any other call's would.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../../../app/session-context';
import { invalidRegion } from '../../../api/client';
import type { RespondentDataRegion } from '../../../../schema/api/respondent-data';
import type { RespondentFilterInput } from '../respondent-filter';
import { chooseExportTarget, downloadBlob, startExportWorker, type RunningExport } from './export-client';
import { exportFileNameFor, type ExportOptions } from './export-options';
import { sessionToken } from '../../auth/session-token';

export type ExportState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running'; readonly rows: number; readonly total: number }
  | { readonly kind: 'done'; readonly rows: number }
  | { readonly kind: 'cancelled' };

export interface DataExport {
  readonly state: ExportState;
  start(options: ExportOptions): Promise<void>;
  cancel(): void;
  /** Back to idle after done or cancelled (the dialog reopened). */
  reset(): void;
}

export function useDataExport(surveyId: string, region: RespondentDataRegion, filter: RespondentFilterInput): DataExport {
  const session = useSession();
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const running = useRef<RunningExport | null>(null);

  // Leaving the Data tab ends a running export rather than leaving a worker behind.
  useEffect(() => () => running.current?.cancel(), []);

  const start = useCallback(async (options: ExportOptions) => {
    if (running.current) return;
    const token = sessionToken(session.auth);
    if (!token) return;
    // The last export's outcome goes at once, not after the picker: "Export complete" standing
    // while the next one is chosen would read as this one's.
    setState({ kind: 'idle' });
    const target = await chooseExportTarget(options.name, options.format);
    if (!target) return; // the author closed the picker
    setState({ kind: 'running', rows: 0, total: 0 });
    const run = startExportWorker({ surveyId, region, filter, options, token }, target, (progress) => {
      setState({ kind: 'running', rows: progress.rows, total: progress.total });
    });
    running.current = run;
    const result = await run.result.catch(() => ({ kind: 'failed', message: 'The export worker stopped', status: null, code: null }) as const);
    running.current = null;
    switch (result.kind) {
      case 'done':
        // A failed download ends quietly too (spec §8); the rows were written all the same.
        if ('blob' in result && result.blob) await downloadBlob(result.blob, exportFileNameFor(options.name, options.format));
        setState({ kind: 'done', rows: result.rows });
        return;
      case 'cancelled':
        setState({ kind: 'cancelled' });
        return;
      case 'failed':
        // A survey kept in another region is the service's refusal, not an ended session.
        if (result.status === 401 && result.code !== invalidRegion) session.auth.send({ type: 'auth.unauthorized' });
        if (result.status === 503) session.maintenance.send({ type: 'maintenance.serverUnavailable' });
        setState({ kind: 'idle' });
        return;
    }
  }, [session, surveyId, region, filter]);

  const cancel = useCallback(() => running.current?.cancel(), []);
  const reset = useCallback(() => {
    if (!running.current) setState({ kind: 'idle' });
  }, []);
  return { state, start, cancel, reset };
}
