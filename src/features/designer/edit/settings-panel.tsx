// The pinnable settings side panel of the selected item (issue 6): every field of its kind, in the
// editing language, written through the draft engine as one undoable gesture per change. Beside it
// lies the dock area the condition builder may slide into instead of opening as a dialog.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Alert, Button } from '../../../widgets/feedback';
import { v7 as uuidv7 } from 'uuid';
import { SidePanel } from '../../../widgets/overlay';
import { useComponent, useDraftActions, useDraftDoc } from '../../drafts/use-draft';
import { ConditionDockContext } from '../../conditions/condition-dock';
import { ComponentSettings, DEFAULT_LANGUAGE, settingsTitle } from '../settings';
import { conditionSubjects } from './condition-subjects';
import type { DynamicTextSource } from '../../../widgets/rich-text';
import { dynamicTextSources } from './dynamic-text-sources';
import { useEditingLanguage } from './editing-language-context';
import type { FieldChange } from '../../../../sync/operations';
import { useLogin } from '../../../app/session-context';
import { hasFeature } from '../../../app/guards';
import { useNarrowScreen } from '../../layout/narrow-screen';

/** `make`'s value, made at the first call and kept. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}
const NO_SOURCES: readonly DynamicTextSource[] = [];

/**
 * `value`, or the previous value while it is equal: an edit elsewhere in the survey then gives the
 * rich-text editors the same sources array, so they do not rebuild their dynamic-text views.
 */
function useStable<T>(value: T): T {
  const [kept, setKept] = useState(value);
  const same = kept === value || JSON.stringify(kept) === JSON.stringify(value);
  if (!same) setKept(value);
  return same ? kept : value;
}

/** `focusRequest`: a count the page bumps to move focus into the panel (opened from the keyboard);
 *  `onClose` hands focus back to the tree. */
export function SettingsPanel({ cid, readOnly, focusRequest = 0, onClose, onWidthChange, title, backLabel = 'Back to the survey tree', children }: {
  cid: string | null; readOnly: boolean; focusRequest?: number; onClose: () => void; onWidthChange: (width: number | null) => void;
  /** The panel's title when the kind's own ("Routing page settings") says too little: the routing
   *  tab names pages by position ("Page 3 settings"). */
  title?: string;
  backLabel?: string;
  /** Shown above the settings (the routing tab: what an item shows, where it may move). */
  children?: ReactNode;
}) {
  const component = useComponent(cid ?? '');
  const doc = useDraftDoc();
  const { dispatch } = useDraftActions();
  const login = useLogin();
  const editing = useEditingLanguage();
  const [failure, setFailure] = useState<string | null>(null);
  const [width, setWidth] = useState<number | null>(null);
  const [dock, setDock] = useState<HTMLElement | null>(null);
  const content = useRef<HTMLDivElement>(null);
  // On a narrow screen the panel stands in the tree's place: no room beside it to dock a builder.
  const narrow = useNarrowScreen();
  const open = cid !== null && component !== undefined;
  // Derived from the whole survey: the subjects only when a condition builder asks for them, the
  // dynamic-text sources while the panel shows something to edit with them.
  const listSubjects = useMemo(() => once(() => conditionSubjects(doc, cid)), [doc, cid]);
  const sources = useStable(useMemo(() => (open ? dynamicTextSources(doc) : NO_SOURCES), [open, doc]));
  const translating = editing.language !== DEFAULT_LANGUAGE;
  // Focus goes to the first control the panel shows, once per request (a later mouse selection
  // of another row leaves focus where the author put it).
  const focusHandled = useRef(focusRequest);
  useEffect(() => {
    if (!open || focusRequest === focusHandled.current) return;
    focusHandled.current = focusRequest;
    firstShownControl(content.current)?.focus();
  }, [focusRequest, open]);
  const widthChanged = useCallback((next: number | null) => {
    setWidth(next);
    onWidthChange(next);
  }, [onWidthChange]);

  return (
    <>
      <SidePanel open={open} defaultWidth={440} onWidthChange={widthChanged} onOpenChange={(next) => !next && onClose()} title={component ? title ?? settingsTitle(component) : 'Settings'}>
        <div ref={content}>
        {/* Shown on narrow screens only (edit.css), where the panel hides the tree. */}
        <Button className="settings-back" variant="ghost" size="sm" onClick={onClose}>
          <ArrowLeft aria-hidden size={16} /> {backLabel}
        </Button>
        {failure && <Alert severity="error" onDismiss={() => setFailure(null)}>This change could not be made: {failure}</Alert>}
        {component && children}
        {component && translating && (
          <p className="editing-language-note" role="note">
            Editing the {editing.name} texts. An empty text shows the {editing.defaultName} text to translate.
          </p>
        )}
        {component && (
          <ConditionDockContext value={narrow ? null : dock}>
            <ComponentSettings component={component} language={editing.language} listSubjects={listSubjects} dynamicTextSources={sources} readOnly={readOnly}
              dataPunch={hasFeature(login, 'survey_data_punch')}
              onChange={(changes) => {
                const fieldChanges: FieldChange[] = changes.map((c) => (
                  'value' in c && c.value !== undefined ? { path: [...c.path], value: c.value as FieldChange['value'] } : { path: [...c.path] }));
                const result = dispatch({ type: 'setFields', cid: component.id, kind: component.kind, changes: fieldChanges }, { gestureId: uuidv7() });
                setFailure(result.ok ? null : result.message);
              }} />
          </ConditionDockContext>
        )}
        </div>
      </SidePanel>
      {/* The docked condition builder opens here, left of this panel, so both stay in view. */}
      <div ref={setDock} className="condition-dock" style={{ right: width ?? 0 }} />
    </>
  );
}

const CONTROLS = 'button, [href], input, select, textarea, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/** The first enabled control in `root` that is laid out (the narrow-screen Back button is not, on
 *  a wide screen). */
function firstShownControl(root: HTMLElement | null): HTMLElement | undefined {
  return [...(root?.querySelectorAll<HTMLElement>(CONTROLS) ?? [])]
    .find((el) => !el.matches(':disabled') && el.getClientRects().length > 0);
}
