// Style guide: the overlay widgets (modal in every size and while loading, side panel, dropdown,
// popover, hover-tip, context menu, filter panel), live.
import { useState, type CSSProperties } from 'react';
import { Button } from '../../../widgets/feedback';
import { ContextMenu, Dropdown, FilterPanel, HoverTip, MODAL_SIZES, Modal, Popover, SidePanel, type MenuEntry, type ModalSize } from '../../../widgets/overlay';
import { Demo } from './specimen';

const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--space-3)' };
const stage: CSSProperties = {
  position: 'relative',
  height: 320,
  overflow: 'hidden',
  padding: 'var(--space-4)',
  border: '1px solid var(--color-border)',
  borderRadius: 'var(--radius-md)',
  background: 'var(--color-bg)',
};
const field: CSSProperties = { display: 'grid', gap: 4, fontSize: '0.875rem' };

function ModalDemo({ size, loading = false }: { readonly size: ModalSize; readonly loading?: boolean }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(loading);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{loading ? `${size}, loading` : size}</Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        size={size}
        loading={busy}
        title={`Modal, size ${size}`}
        description={size === 'fl' ? 'Size fl opens full screen.' : undefined}
        footer={
          <>
            <Button onClick={() => setBusy(!busy)}>{busy ? 'Stop loading' : 'Start loading'}</Button>
            <Button variant="primary" disabled={busy} onClick={() => setOpen(false)}>
              Done
            </Button>
          </>
        }
      >
        <p>Esc or the Close button closes the modal; while loading both are blocked and a spinner replaces this body.</p>
      </Modal>
    </>
  );
}

function SidePanelDemo() {
  const [open, setOpen] = useState(false);
  const [leftOpen, setLeftOpen] = useState(false);
  return (
    <div style={stage}>
      <div style={row}>
        <Button onClick={() => setOpen(!open)}>{open ? 'Hide' : 'Show'} right panel</Button>
        <Button onClick={() => setLeftOpen(!leftOpen)}>{leftOpen ? 'Hide' : 'Show'} left panel</Button>
      </div>
      <p style={{ maxWidth: 360 }}>
        The right panel closes on a click outside unless pinned (armed 300 ms after opening). Drag its edge, or focus the edge and use the arrow keys, to
        resize it.
      </p>
      <SidePanel title="Question settings" open={open} onOpenChange={setOpen} closeOnClickOutside>
        <p>Hide the panel to reset full size.</p>
      </SidePanel>
      <SidePanel title="Outline" side="left" defaultWidth={220} defaultPinned open={leftOpen} onOpenChange={setLeftOpen}>
        <p>Starts pinned.</p>
      </SidePanel>
    </div>
  );
}

function menuEntries(say: (text: string) => void): MenuEntry[] {
  return [
    { kind: 'label', id: 'heading', label: 'Question Q1' },
    { kind: 'item', id: 'dup', label: 'Duplicate', shortcut: 'Ctrl+D', onSelect: () => say('Duplicated') },
    { kind: 'item', id: 'move', label: 'Move (unavailable)', disabled: true, onSelect: () => {} },
    {
      kind: 'sub',
      id: 'add',
      label: 'Add after',
      entries: [
        { kind: 'item', id: 'q', label: 'Question', onSelect: () => say('Question added') },
        { kind: 'item', id: 'g', label: 'Group', onSelect: () => say('Group added') },
      ],
    },
    { kind: 'separator', id: 'sep' },
    { kind: 'item', id: 'del', label: 'Delete', danger: true, onSelect: () => say('Deleted') },
  ];
}

function MenusDemo() {
  const [said, setSaid] = useState('Nothing chosen yet');
  const entries = menuEntries(setSaid);
  return (
    <div style={{ display: 'grid', gap: 'var(--space-3)' }}>
      <div style={row}>
        <Dropdown trigger="Actions" entries={entries} />
        <Dropdown trigger="⋯" triggerLabel="More actions" triggerVariant="ghost" entries={entries} align="end" />
        <Dropdown trigger="Disabled" entries={entries} disabled />
      </div>
      <ContextMenu entries={entries}>
        <div tabIndex={0} style={{ ...stage, height: 96, display: 'grid', placeItems: 'center' }}>
          Right-click (or press the menu key) here
        </div>
      </ContextMenu>
      <p role="status">{said}</p>
    </div>
  );
}

function FilterPanelDemo() {
  const [status, setStatus] = useState('');
  const [text, setText] = useState('');
  const [applied, setApplied] = useState({ status: '', text: '' });
  const active = Number(applied.status !== '') + Number(applied.text !== '');
  return (
    <FilterPanel
      title="Filter respondents"
      activeCount={active}
      onApply={() => setApplied({ status, text })}
      onClear={() => {
        setStatus('');
        setText('');
        setApplied({ status: '', text: '' });
      }}
    >
      <label style={field}>
        Status
        <select value={status} onChange={(event) => setStatus(event.target.value)}>
          <option value="">Any</option>
          <option value="complete">Complete</option>
          <option value="screened">Screened</option>
        </select>
      </label>
      <label style={field}>
        Contains
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
    </FilterPanel>
  );
}

export function OverlaySection() {
  return (
    <section className="guide-section" aria-labelledby="guide-overlay-title">
      <h2 id="guide-overlay-title">Overlays</h2>
      <Demo title="Modal">
        <div style={row}>
          {MODAL_SIZES.map((size) => (
            <ModalDemo key={size} size={size} />
          ))}
          <ModalDemo size="sm" loading />
        </div>
      </Demo>
      <Demo title="Side panel">
        <SidePanelDemo />
      </Demo>
      <Demo title="Dropdown and context menu">
        <MenusDemo />
      </Demo>
      <Demo title="Popover">
        <div style={row}>
          <Popover trigger={<Button>What is a quota?</Button>} title="Quotas">
            A quota caps how many respondents of a kind may complete.
          </Popover>
          <Popover trigger={<Button>Right side</Button>} label="Example" side="right">
            Placed on the right.
          </Popover>
        </div>
      </Demo>
      <Demo title="Hover-tip">
        <div style={row}>
          <HoverTip content="Copies the survey with all its questions">
            <Button>Duplicate</Button>
          </HoverTip>
          <HoverTip content="Shown below" side="bottom">
            <Button variant="ghost">Below</Button>
          </HoverTip>
        </div>
      </Demo>
      <Demo title="Filter panel">
        <FilterPanelDemo />
      </Demo>
    </section>
  );
}
