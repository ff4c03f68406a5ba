import type { Node as PMNode } from 'prosemirror-model';
import type { NodeViewConstructor } from 'prosemirror-view';
import { isDynamicTextType, type DynamicTextAttrs } from './dynamic-text';

/** Reads a dynamic_text node's attributes (the schema validates them as strings). */
export function dynamicTextAttrsOf(node: PMNode): DynamicTextAttrs {
  const type: unknown = node.attrs.type;
  return {
    id: String(node.attrs.id),
    type: isDynamicTextType(type) ? type : 'field',
    value: String(node.attrs.value),
  };
}

/** Draws a dynamic-text atom as a non-editable chip labelled by `describe`. */
export function dynamicTextNodeView(describe: (attrs: DynamicTextAttrs) => string): NodeViewConstructor {
  return (node) => {
    const dom = document.createElement('span');
    dom.className = 'dt-chip';
    dom.contentEditable = 'false';
    dom.dataset.dtType = String(node.attrs.type);
    dom.textContent = describe(dynamicTextAttrsOf(node));
    return { dom, ignoreMutation: () => true };
  };
}
