import { baseKeymap, toggleMark } from 'prosemirror-commands';
import { history, redo, undo } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import { Plugin, type Command } from 'prosemirror-state';
import { blockKey, splitListItem } from './commands';
import { removeLineBreaks, stripToDynamicText } from './editor-html';
import { SCHEMAS, type EditorMode } from './schema';

const historyKeys: Record<string, Command> = { 'Mod-z': undo, 'Mod-y': redo, 'Shift-Mod-z': redo };

/**
 * Basic mode is one line: Enter is blocked, and pasted HTML loses every tag but dynamic-text
 * spans and every line break.
 */
const basicPaste = new Plugin({
  props: {
    transformPastedHTML: (html) => stripToDynamicText(html),
    transformPastedText: (text) => removeLineBreaks(text),
  },
});

export function editorPlugins(mode: EditorMode): Plugin[] {
  if (mode === 'basic') {
    return [history(), keymap({ ...historyKeys, Enter: blockKey, 'Shift-Enter': blockKey, 'Mod-Enter': blockKey }), keymap(baseKeymap), basicPaste];
  }
  const { marks, nodes } = SCHEMAS.full;
  const hardBreak: Command = (state, dispatch) => {
    if (dispatch) dispatch(state.tr.replaceSelectionWith(nodes.hard_break!.create()).scrollIntoView());
    return true;
  };
  return [
    history(),
    keymap({
      ...historyKeys,
      'Mod-b': toggleMark(marks.strong!),
      'Mod-i': toggleMark(marks.em!),
      'Mod-u': toggleMark(marks.underline!),
      Enter: splitListItem(nodes.list_item!),
      'Shift-Enter': hardBreak,
    }),
    keymap(baseKeymap),
  ];
}
