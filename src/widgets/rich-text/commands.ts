// Editor commands in ProseMirror's shape, `(state, dispatch?) => boolean`: called without dispatch
// they are a dry run, which is how the toolbar greys out what does not apply.
import type { Attrs, MarkType, Node as PMNode, NodeType } from 'prosemirror-model';
import { TextSelection, type Command, type EditorState } from 'prosemirror-state';
import type { DynamicTextAttrs } from './dynamic-text';
import type { Alignment } from './palette';

/** Sets the alignment of every aligned textblock in the selection ('left' is stored as none). */
export function setAlignment(align: Alignment): Command {
  return (state, dispatch) => {
    const { from, to } = state.selection;
    const targets: { pos: number; node: PMNode }[] = [];
    state.doc.nodesBetween(from, to, (node, pos) => {
      if (node.isTextblock && node.type.spec.attrs?.align) targets.push({ pos, node });
      return !node.isTextblock;
    });
    if (targets.length === 0) return false;
    if (dispatch) {
      const tr = state.tr;
      for (const { pos, node } of targets) tr.setNodeMarkup(pos, undefined, { ...node.attrs, align: align === 'left' ? null : align });
      dispatch(tr);
    }
    return true;
  };
}

/** The alignment of the textblock holding the selection start. */
export function activeAlignment(state: EditorState): Alignment {
  const align: unknown = state.selection.$from.parent.attrs.align;
  return align === 'center' || align === 'right' || align === 'justify' ? align : 'left';
}

/** Whether the mark is on the stored marks or across the whole selection. */
export function isMarkActive(state: EditorState, type: MarkType): boolean {
  const { from, to, empty, $from } = state.selection;
  if (empty) return type.isInSet(state.storedMarks ?? $from.marks()) !== undefined;
  return state.doc.rangeHasMark(from, to, type);
}

/** The attributes of a mark at the selection start, e.g. the current highlight colour. */
export function activeMarkAttrs(state: EditorState, type: MarkType): Attrs | undefined {
  const { $from, empty } = state.selection;
  const marks = empty ? (state.storedMarks ?? $from.marks()) : ($from.nodeAfter?.marks ?? $from.marks());
  return type.isInSet(marks)?.attrs;
}

/** Replaces the mark over the selection with one of these attributes, or removes it (null). */
export function setMark(type: MarkType, attrs: Attrs | null): Command {
  return (state, dispatch) => {
    const { from, to, empty } = state.selection;
    if (!empty && !state.doc.rangeHasMark(from, to, type) && attrs === null) return false;
    if (dispatch) {
      const tr = state.tr;
      if (empty) {
        tr.removeStoredMark(type);
        if (attrs) tr.addStoredMark(type.create(attrs));
      } else {
        tr.removeMark(from, to, type);
        if (attrs) tr.addMark(from, to, type.create(attrs));
      }
      dispatch(tr);
    }
    return true;
  };
}

/** Removes a mark from the run of text around a collapsed cursor (e.g. the link it sits in). */
export function removeMarkAround(type: MarkType): Command {
  return (state, dispatch) => {
    const { $from, from, to, empty } = state.selection;
    if (!empty) return setMark(type, null)(state, dispatch);
    const parent = $from.parent;
    const start = $from.start();
    let rangeFrom = -1;
    let rangeTo = -1;
    parent.forEach((child, offset) => {
      const childFrom = start + offset;
      const childTo = childFrom + child.nodeSize;
      if (type.isInSet(child.marks) && childFrom <= from && childTo >= to) [rangeFrom, rangeTo] = [childFrom, childTo];
    });
    if (rangeFrom < 0) return false;
    if (dispatch) dispatch(state.tr.removeMark(rangeFrom, rangeTo, type));
    return true;
  };
}

/** Links the selection; with nothing selected, inserts the address itself as linked text. */
export function setLink(type: MarkType, href: string): Command {
  return (state, dispatch) => {
    if (dispatch) {
      const { from, to, empty } = state.selection;
      const tr = state.tr;
      if (empty) tr.insert(from, state.schema.text(href, [type.create({ href })]));
      else tr.removeMark(from, to, type).addMark(from, to, type.create({ href }));
      dispatch(tr);
    }
    return true;
  };
}

export function insertDynamicText(type: NodeType, attrs: DynamicTextAttrs): Command {
  return (state, dispatch) => {
    const { $from } = state.selection;
    if (!$from.parent.canReplaceWith($from.index(), $from.index(), type)) return false;
    if (dispatch) dispatch(state.tr.replaceSelectionWith(type.create({ ...attrs })).scrollIntoView());
    return true;
  };
}

/** Depth of the nearest list around the selection, if any. */
function listDepth(state: EditorState, listTypes: readonly NodeType[]): number | undefined {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth -= 1) if (listTypes.includes($from.node(depth).type)) return depth;
  return undefined;
}

/**
 * Bulleted or numbered list on and off: outside a list it wraps the selected blocks; inside a
 * list of the other kind it switches the kind; inside one of this kind it unwraps the list.
 */
export function toggleList(listType: NodeType, itemType: NodeType, otherListType: NodeType): Command {
  return (state, dispatch) => {
    const depth = listDepth(state, [listType, otherListType]);
    const { $from, $to } = state.selection;
    if (depth === undefined) {
      const range = $from.blockRange($to);
      if (!range || !range.parent.canReplaceWith(range.startIndex, range.endIndex, listType)) return false;
      if (dispatch) {
        const items = [];
        for (let index = range.startIndex; index < range.endIndex; index += 1) items.push(itemType.create(null, range.parent.child(index)));
        const list = listType.create(null, items);
        dispatch(state.tr.replaceWith(range.start, range.end, list).scrollIntoView());
      }
      return true;
    }
    const listPos = $from.before(depth);
    const list = $from.node(depth);
    if (dispatch) {
      const tr = state.tr;
      if (list.type === listType) {
        const blocks: PMNode[] = [];
        list.forEach((item) => item.forEach((block) => blocks.push(block)));
        tr.replaceWith(listPos, listPos + list.nodeSize, blocks);
        tr.setSelection(TextSelection.near(tr.doc.resolve(Math.min(tr.mapping.map(state.selection.from), tr.doc.content.size))));
      } else {
        tr.setNodeMarkup(listPos, listType);
      }
      dispatch(tr.scrollIntoView());
    }
    return true;
  };
}

/** Enter in a list item: a new item; in an empty last item: leave the list for a paragraph after it. */
export function splitListItem(itemType: NodeType): Command {
  return (state, dispatch) => {
    const { $from, $to } = state.selection;
    if ($from.depth < 3 || !$from.sameParent($to) || $from.node(-1).type !== itemType) return false;
    const item = $from.node(-1);
    const list = $from.node(-2);
    const isEmptyLastItem = $from.parent.content.size === 0 && item.childCount === 1 && $from.index(-2) === list.childCount - 1;
    if (isEmptyLastItem) {
      if (dispatch) {
        const tr = state.tr;
        const itemStart = $from.before(-1);
        const afterList = $from.after(-2);
        const paragraph = state.schema.nodes.paragraph!.create();
        if (list.childCount === 1) tr.replaceWith($from.before(-2), afterList, paragraph);
        else tr.delete(itemStart, itemStart + item.nodeSize).insert(afterList - item.nodeSize, paragraph);
        const target = list.childCount === 1 ? $from.before(-2) + 1 : afterList - item.nodeSize + 1;
        dispatch(tr.setSelection(TextSelection.create(tr.doc, target)).scrollIntoView());
      }
      return true;
    }
    const tr = state.tr.deleteSelection();
    try {
      // Splitting the paragraph and its item together; the step throws where the schema forbids it.
      tr.split(tr.selection.from, 2);
    } catch {
      return false;
    }
    if (dispatch) dispatch(tr.scrollIntoView());
    return true;
  };
}

/** A command that consumes the key and does nothing (basic mode's Enter). */
export const blockKey: Command = () => true;
