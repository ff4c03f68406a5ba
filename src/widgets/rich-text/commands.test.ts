// @vitest-environment jsdom
import { EditorState, TextSelection, type Command } from 'prosemirror-state';
import { describe, expect, it } from 'vitest';
import {
  activeAlignment,
  activeMarkAttrs,
  blockKey,
  insertDynamicText,
  isMarkActive,
  removeMarkAround,
  setAlignment,
  setLink,
  setMark,
  splitListItem,
  toggleList,
} from './commands';
import { docToHtml, htmlToDoc } from './editor-html';
import { basicSchema, fullSchema } from './schema';

const { marks, nodes } = fullSchema;

/** A state over `html` with the selection from..to (document positions). */
function stateOf(html: string, from = 1, to = from, schema = fullSchema): EditorState {
  const doc = htmlToDoc(schema, html);
  return EditorState.create({ doc, selection: TextSelection.create(doc, from, to) });
}

function run(state: EditorState, command: Command): EditorState {
  let next = state;
  const applied = command(state, (tr) => {
    next = state.apply(tr);
  });
  if (!applied) throw new Error('command did not apply');
  return next;
}

const html = (state: EditorState) => docToHtml(state.doc);
const bulletList = toggleList(nodes.bullet_list!, nodes.list_item!, nodes.ordered_list!);
const orderedList = toggleList(nodes.ordered_list!, nodes.list_item!, nodes.bullet_list!);

describe('alignment', () => {
  it('aligns every selected paragraph and reads it back', () => {
    const state = run(stateOf('<p>one</p><p>two</p>', 1, 8), setAlignment('justify'));
    expect(html(state)).toBe('<p style="text-align: justify;">one</p><p style="text-align: justify;">two</p>');
    expect(activeAlignment(state)).toBe('justify');
  });
  it('stores left as no alignment', () => {
    const state = run(stateOf('<p style="text-align: right">x</p>'), setAlignment('left'));
    expect(html(state)).toBe('<p>x</p>');
    expect(activeAlignment(state)).toBe('left');
  });
  it('does not apply in basic mode', () => {
    expect(setAlignment('center')(stateOf('<p>x</p>', 1, 1, basicSchema))).toBe(false);
  });
});

describe('marks', () => {
  it('sets and replaces a highlight colour', () => {
    let state = run(stateOf('<p>hello</p>', 1, 6), setMark(marks.highlight!, { colour: 'yellow' }));
    state = run(state, setMark(marks.highlight!, { colour: 'pink' }));
    expect(activeMarkAttrs(state, marks.highlight!)).toEqual({ colour: 'pink' });
    expect(isMarkActive(state, marks.highlight!)).toBe(true);
    state = run(state, setMark(marks.highlight!, null));
    expect(isMarkActive(state, marks.highlight!)).toBe(false);
  });
  it('stores a text colour for the next typing on an empty selection', () => {
    const state = run(stateOf('<p>hi</p>', 2), setMark(marks.text_colour!, { hex: '#123456' }));
    expect(isMarkActive(state, marks.text_colour!)).toBe(true);
  });
  it('cannot remove a mark that is not there (dry run)', () => {
    expect(setMark(marks.strong!, null)(stateOf('<p>hi</p>', 1, 3))).toBe(false);
  });
});

describe('links', () => {
  it('links the selection', () => {
    expect(html(run(stateOf('<p>site</p>', 1, 5), setLink(marks.link!, 'https://x.org')))).toBe(
      '<p><a href="https://x.org" target="_blank" rel="noopener noreferrer">site</a></p>',
    );
  });
  it('inserts the address as text without a selection', () => {
    expect(html(run(stateOf('<p></p>'), setLink(marks.link!, 'https://x.org')))).toContain('>https://x.org</a>');
  });
  it('removes the link around the cursor', () => {
    const state = stateOf('<p>a <a href="https://x.org">link</a> b</p>', 5);
    expect(html(run(state, removeMarkAround(marks.link!)))).toBe('<p>a link b</p>');
  });
});

describe('lists', () => {
  it('wraps paragraphs in a bulleted list, switches to numbered, and unwraps', () => {
    let state = run(stateOf('<p>a</p><p>b</p>', 1, 5), bulletList);
    expect(html(state)).toBe('<ul><li><p>a</p></li><li><p>b</p></li></ul>');
    state = run(state, orderedList);
    expect(html(state)).toBe('<ol><li><p>a</p></li><li><p>b</p></li></ol>');
    state = run(state, orderedList);
    expect(html(state)).toBe('<p>a</p><p>b</p>');
  });
  it('splits an item on Enter', () => {
    const state = run(stateOf('<ul><li><p>ab</p></li></ul>', 4), splitListItem(nodes.list_item!));
    expect(html(state)).toBe('<ul><li><p>a</p></li><li><p>b</p></li></ul>');
  });
  it('leaves the list from an empty last item', () => {
    const state = run(stateOf('<ul><li><p>a</p></li><li><p></p></li></ul>', 8), splitListItem(nodes.list_item!));
    expect(html(state)).toBe('<ul><li><p>a</p></li></ul><p></p>');
    expect(state.selection.$from.parent.type.name).toBe('paragraph');
    expect(state.selection.$from.depth).toBe(1);
  });
  it('does not apply outside a list', () => {
    expect(splitListItem(nodes.list_item!)(stateOf('<p>a</p>', 1))).toBe(false);
  });
});

describe('dynamic text', () => {
  it('inserts an atom at the cursor in basic mode', () => {
    const state = run(
      stateOf('<p>Hi there</p>', 4, 4, basicSchema),
      insertDynamicText(basicSchema.nodes.dynamic_text!, { id: 'q1', type: 'question', value: 'label' }),
    );
    expect(html(state)).toBe('Hi <span dt-id="q1" dt-type="question" dt-value="label"></span>there');
  });
  it('blockKey swallows the key', () => {
    expect(blockKey(stateOf('<p>x</p>'))).toBe(true);
  });
});
