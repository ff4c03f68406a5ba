// The pinnable settings side panel of the selected item (issue 6): every field of its kind,
// written through the draft engine as one undoable gesture per change.
import { useMemo, useState } from 'react';
import { Alert } from '../../../widgets/feedback';
import { v7 as uuidv7 } from 'uuid';
import { SidePanel } from '../../../widgets/overlay';
import { useComponent, useDraftActions, useDraftDoc } from '../../drafts/use-draft';
import { ComponentSettings, settingsTitle } from '../settings';
import { conditionSubjects } from './condition-subjects';
import { dynamicTextSources } from './dynamic-text-sources';
import type { FieldChange } from '../../../../sync/operations';
import { useLogin } from '../../../app/session-context';
import { hasFeature } from '../../../app/guards';

export function SettingsPanel({ cid, readOnly, onClose, onWidthChange }: {
  cid: string | null; readOnly: boolean; onClose: () => void; onWidthChange: (width: number | null) => void;
}) {
  const component = useComponent(cid ?? '');
  const doc = useDraftDoc();
  const { dispatch } = useDraftActions();
  const login = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const subjects = useMemo(() => conditionSubjects(doc), [doc]);
  const sources = useMemo(() => dynamicTextSources(doc), [doc]);
  const open = cid !== null && component !== undefined;
  return (
    <SidePanel open={open} defaultWidth={440} onWidthChange={onWidthChange} onOpenChange={(next) => !next && onClose()} title={component ? settingsTitle(component) : 'Settings'}>
      {failure && <Alert severity="error" onDismiss={() => setFailure(null)}>This change could not be made: {failure}</Alert>}
      {component && (
        <ComponentSettings component={component} language="default" subjects={subjects} dynamicTextSources={sources} readOnly={readOnly}
          dataPunch={hasFeature(login, 'survey_data_punch')}
          onChange={(changes) => {
            const fieldChanges: FieldChange[] = changes.map((c) => (
              'value' in c && c.value !== undefined ? { path: [...c.path], value: c.value as FieldChange['value'] } : { path: [...c.path] }));
            const result = dispatch({ type: 'setFields', cid: component.id, kind: component.kind, changes: fieldChanges }, { gestureId: uuidv7() });
            setFailure(result.ok ? null : result.message);
          }} />
      )}
    </SidePanel>
  );
}
