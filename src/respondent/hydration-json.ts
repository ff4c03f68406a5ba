// The page's data block as the server writes it (hydration-data.ts reads it back in the browser).
// Apart from the reading so the respondent's bundle carries no writing (wireTree among it).
import { wireTree } from '../../schema/api/respondent/form-tree';
import type { DocumentPage } from '../../schema/api/respondent/respondent-document';
import type { Component } from '../../schema/survey/components/component';
import type { Drawn, HydrationData, WrittenPage } from './hydration-data';

/**
 * The page as the block writes it: its components as a wire tree, and each shown component and
 * item that is (the very object) one of them by its id alone (the server draws the shown ones
 * from the page's, so the browser resolves them to the same components).
 */
function writtenPage(body: DocumentPage): DocumentPage | WrittenPage {
  const { pageComponents, ...rest } = body;
  if (!pageComponents) return body;
  const own = new Map(pageComponents.map((c) => [c.id, c]));
  const refer = (list: readonly Component[]): Drawn => list.map((c) => (own.get(c.id) === c ? c.id : c));
  return { ...rest, components: refer(body.components), items: refer(body.items), pageTree: wireTree(pageComponents) };
}

/**
 * JSON that no text in it can end the data block or open a comment: every <, > and & is written
 * as a \u escape (still the same JSON), and so are U+2028/9 for old JavaScript parsers.
 */
export function hydrationJson(data: HydrationData): string {
  const body = data.document.body.kind === 'page' ? writtenPage(data.document.body) : data.document.body;
  return JSON.stringify({ ...data, document: { ...data.document, body } })
    .replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
