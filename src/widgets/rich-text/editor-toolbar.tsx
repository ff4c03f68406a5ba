import type { MarkType } from 'prosemirror-model';
import type { Command, EditorState } from 'prosemirror-state';
import { memo, type ReactNode } from 'react';
import { Highlighter, TextAlignCenter, TextAlignEnd, TextAlignJustify, TextAlignStart } from 'lucide-react';
import { Toolbar } from 'radix-ui';
import { toggleMark } from 'prosemirror-commands';
import { ColourPicker, type Swatch } from './colour-picker';
import { activeAlignment, activeMarkAttrs, isMarkActive, removeMarkAround, setAlignment, setLink, setMark, toggleList } from './commands';
import { DynamicTextPicker } from './dynamic-text-picker';
import type { DynamicTextAttrs, DynamicTextSource } from './dynamic-text';
import { LinkEditor } from './link-editor';
import { ALIGNMENTS, HIGHLIGHT_HEX, HUES, TEXT_PALETTE, isAlignment, type Alignment } from './palette';
import { fullSchema } from './schema';

/** What the toolbar shows of the editor state: a keystroke that changes none of it re-renders nothing. */
export interface ToolbarStatus {
  readonly strong: boolean;
  readonly em: boolean;
  readonly underline: boolean;
  readonly link: boolean;
  readonly bulletList: boolean;
  readonly orderedList: boolean;
  readonly alignment: string;
  readonly highlight: string | undefined;
  readonly textColour: string | undefined;
}

export function toolbarStatus(state: EditorState): ToolbarStatus {
  const listOf = () => state.selection.$from.node(Math.max(0, state.selection.$from.depth - 2)).type.name;
  return {
    strong: isMarkActive(state, marks.strong!),
    em: isMarkActive(state, marks.em!),
    underline: isMarkActive(state, marks.underline!),
    link: isMarkActive(state, marks.link!),
    bulletList: listOf() === 'bullet_list',
    orderedList: listOf() === 'ordered_list',
    alignment: activeAlignment(state),
    highlight: activeMarkAttrs(state, marks.highlight!)?.colour as string | undefined,
    textColour: activeMarkAttrs(state, marks.text_colour!)?.hex as string | undefined,
  };
}

interface EditorToolbarProps {
  mode: 'basic' | 'full';
  status: ToolbarStatus;
  run: (command: Command) => boolean;
  htmlView: boolean;
  onToggleHtml: () => void;
  /** Present when dynamic text may be inserted. */
  dynamicText?: { sources: readonly DynamicTextSource[]; onInsert: (attrs: DynamicTextAttrs) => void };
  disabled?: boolean;
}

const { marks, nodes } = fullSchema;
// Icons from the app's icon set, not Unicode symbols: those render as empty boxes where no
// emoji or symbol font is installed.
const ICON_SIZE = 16;
const ALIGN_GLYPHS = {
  left: <TextAlignStart size={ICON_SIZE} />,
  center: <TextAlignCenter size={ICON_SIZE} />,
  right: <TextAlignEnd size={ICON_SIZE} />,
  justify: <TextAlignJustify size={ICON_SIZE} />,
} as const satisfies Record<Alignment, ReactNode>;
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const HIGHLIGHT_SWATCHES: Swatch[] = HUES.map((hue) => ({ value: hue, name: capitalise(hue), hex: HIGHLIGHT_HEX[hue] }));
const TEXT_SWATCHES: Swatch[] = TEXT_PALETTE.map((colour) => ({ value: colour.hex, name: colour.name, hex: colour.hex }));

/**
 * Props equal for the toolbar: the status, flags and sources. The callbacks are left out on
 * purpose: they act on the live editor view (never on a captured state), so an older one does
 * the same as a newer one, and typing does not re-render the toolbar's many buttons.
 */
const sameToolbar = (a: EditorToolbarProps, b: EditorToolbarProps) =>
  a.mode === b.mode && a.htmlView === b.htmlView && a.disabled === b.disabled
  && a.dynamicText?.sources === b.dynamicText?.sources && (a.dynamicText === undefined) === (b.dynamicText === undefined)
  && (Object.keys(a.status) as (keyof ToolbarStatus)[]).every((key) => a.status[key] === b.status[key]);

/** The formatting toolbar (one tab stop; arrow keys move along it). Basic mode shows only dynamic text. */
export const EditorToolbar = memo(function EditorToolbar({ mode, status, run, htmlView, onToggleHtml, dynamicText, disabled = false }: EditorToolbarProps) {
  const off = disabled || htmlView;
  const markButton = (type: MarkType, active: boolean, label: string, glyph: string, shortcut: string) => (
    <Toolbar.Button
      className="rte-toolbar__button"
      aria-label={label}
      aria-keyshortcuts={shortcut}
      aria-pressed={active}
      disabled={off}
      onClick={() => run(toggleMark(type))}
    >
      <span aria-hidden="true">{glyph}</span>
    </Toolbar.Button>
  );
  const listButton = (label: string, glyph: string, listType: 'bullet_list' | 'ordered_list') => {
    const other = listType === 'bullet_list' ? 'ordered_list' : 'bullet_list';
    const inList = listType === 'bullet_list' ? status.bulletList : status.orderedList;
    return (
      <Toolbar.Button className="rte-toolbar__button" aria-label={label} aria-pressed={inList} disabled={off} onClick={() => run(toggleList(nodes[listType]!, nodes.list_item!, nodes[other]!))}>
        <span aria-hidden="true">{glyph}</span>
      </Toolbar.Button>
    );
  };
  const picker = dynamicText && <DynamicTextPicker sources={dynamicText.sources} onInsert={dynamicText.onInsert} disabled={off} />;

  if (mode === 'basic') {
    if (!picker) return null;
    return (
      <Toolbar.Root className="rte-toolbar" aria-label="Insert">
        {picker}
      </Toolbar.Root>
    );
  }
  return (
    <Toolbar.Root className="rte-toolbar" aria-label="Formatting">
      {markButton(marks.strong!, status.strong, 'Bold', 'B', 'Control+B')}
      {markButton(marks.em!, status.em, 'Italic', 'I', 'Control+I')}
      {markButton(marks.underline!, status.underline, 'Underline', 'U', 'Control+U')}
      <Toolbar.Separator className="rte-toolbar__separator" />
      <Toolbar.ToggleGroup
        type="single"
        aria-label="Alignment"
        className="rte-toolbar__group"
        value={status.alignment}
        disabled={off}
        onValueChange={(value) => {
          if (isAlignment(value)) run(setAlignment(value));
        }}
      >
        {ALIGNMENTS.map((align) => (
          <Toolbar.ToggleItem key={align} value={align} className="rte-toolbar__button" aria-label={`Align ${align}`}>
            <span aria-hidden="true">{ALIGN_GLYPHS[align]}</span>
          </Toolbar.ToggleItem>
        ))}
      </Toolbar.ToggleGroup>
      <Toolbar.Separator className="rte-toolbar__separator" />
      {listButton('Bulleted list', '•', 'bullet_list')}
      {listButton('Numbered list', '1.', 'ordered_list')}
      <Toolbar.Separator className="rte-toolbar__separator" />
      <LinkEditor
        active={status.link}
        disabled={off}
        onApply={(href) => run(setLink(marks.link!, href))}
        onRemove={() => run(removeMarkAround(marks.link!))}
      />
      <ColourPicker
        label="Highlight"
        glyph={<Highlighter size={ICON_SIZE} />}
        swatches={HIGHLIGHT_SWATCHES}
        active={status.highlight}
        noneLabel="No highlight"
        disabled={off}
        onPick={(colour) => run(setMark(marks.highlight!, colour === null ? null : { colour }))}
      />
      <ColourPicker
        label="Text colour"
        glyph="A"
        swatches={TEXT_SWATCHES}
        active={status.textColour}
        noneLabel="Default colour"
        disabled={off}
        onPick={(hex) => run(setMark(marks.text_colour!, hex === null ? null : { hex }))}
      />
      {picker && <Toolbar.Separator className="rte-toolbar__separator" />}
      {picker}
      <Toolbar.Separator className="rte-toolbar__separator" />
      <Toolbar.Button className="rte-toolbar__button" aria-pressed={htmlView} disabled={disabled} onClick={onToggleHtml}>
        HTML
      </Toolbar.Button>
    </Toolbar.Root>
  );
}, sameToolbar);
