// The components a hydrated page settles visibility over: everything its items can show, hidden
// or not, with their parents; nothing of other pages, no exit blocks.
import { describe, expect, it } from 'vitest';
import { createComponent, type Component } from '../../schema';
import { surveyComponents } from '../../schema/survey/respondent/test-survey';
import { fieldedVersionOf } from './fielded-version';
import { pageComponents } from './page-components';

const page = (id: string, order: number) => createComponent('routing_page', { id, order, parent: null });
const item = (id: string, pageId: string, order: number, target: { id: string; kind: 'group' | 'question' | 'exit_block' | 'grid' }) =>
  createComponent('routing_item', { id, order, parent: { id: pageId, kind: 'routing_page' }, item_id: target.id, item_kind: target.kind });

function version() {
  const routes: Component[] = [
    page('p1', 0),
    item('i1', 'p1', 0, { id: 'g1', kind: 'group' }),
    item('i1exit', 'p1', 1, { id: 'eb1', kind: 'exit_block' }),
    page('p2', 1),
    // A question inside a group, placed on its own: its group comes along as its parent.
    item('i2', 'p2', 0, { id: 'q2', kind: 'question' }),
    page('p3', 2),
    item('i3', 'p3', 0, { id: 'gd1', kind: 'grid' }),
  ];
  const snapshot = {
    survey: { id: 'v1', admin_survey_id: 's1', version: 1, title: 'Coffee', default_language: 'en' },
    components: surveyComponents(), routes,
  };
  return fieldedVersionOf(JSON.stringify(snapshot));
}

const idsOn = (pageId: string) => {
  const fielded = version();
  const routingPage = fielded.source.get(pageId);
  if (routingPage?.kind !== 'routing_page') throw new Error(`No page ${pageId}`);
  return pageComponents(fielded, routingPage).map((c) => c.id);
};

describe('pageComponents', () => {
  it('holds the page, its items and everything under them, hidden ones included, and no exit', () => {
    const ids = idsOn('p1');
    expect(ids).toEqual(expect.arrayContaining(['p1', 'i1', 'g1', 'q1', 'ag1', 'a1', 'a2', 'ct1', 'q2', 'ag2', 'q3', 'q4']));
    expect(ids).not.toContain('i1exit');
    expect(ids).not.toContain('eb1');
    expect(ids).not.toContain('gd1');
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("brings a placed question's parents, not its siblings", () => {
    const ids = idsOn('p2');
    expect(ids).toEqual(expect.arrayContaining(['p2', 'i2', 'g1', 'q2', 'ag2']));
    expect(ids).not.toContain('q1');
  });

  it("holds a grid's rows and shared answer group", () => {
    expect(idsOn('p3')).toEqual(expect.arrayContaining(['gd1', 'gq1', 'gq2', 'gag', 'ga1', 'ga2']));
  });
});
