// @vitest-environment jsdom
// The flow view on a draft: its nodes are named buttons, and a click or Enter on one selects it.
// jsdom lays nothing out, so React Flow keeps nodes hidden (unmeasured) and draws no edges: what
// is drawn is the browser journey's business (tests/e2e/routing-flow.spec.ts).
import '../../../../widgets/feedback/dom-test-setup';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Component } from '../../../../../schema';
import { makeDoc } from '../../../../../sync/document';
import type { DraftSnapshot, DraftStore } from '../../../../../sync/draft-store';
import { and, cond, make, ref } from '../../../../../workers/checks/testing/builders';
import { DraftStoreProvider } from '../../../drafts/draft-store-context';
import { RoutingFlowView } from './routing-flow-view';

function storeOf(components: readonly Component[]): DraftStore {
  const snapshot = { doc: makeDoc(null, components), ready: true } as unknown as DraftSnapshot;
  return { subscribe: () => () => {}, getSnapshot: () => snapshot } as unknown as DraftStore;
}

function survey(): Component[] {
  const q1 = make('question', { id: 'q1', name: 'Q1', question_type: 'single', default_language_data: { question_text: 'Drive?' } });
  const p1 = make('routing_page', { id: 'p1', order: 0 });
  const group = make('routing_group', { id: 'g', order: 1 });
  const c1 = make('routing_condition', { id: 'c1', parent: ref(group), order: 0, condition: and(cond('q1')) });
  return [q1, p1, group, c1, make('routing_page', { id: 'p2', parent: ref(c1), order: 0 }),
    make('routing_item', { id: 'i1', parent: ref(p1), order: 0, item_id: 'q1', item_kind: 'question' })];
}

describe('the routing flow view', () => {
  it('names its region and nodes, and selects a node by click or by Enter', async () => {
    const onSelect = vi.fn();
    render(
      <DraftStoreProvider store={storeOf(survey())}>
        <RoutingFlowView selected="p2" onSelect={onSelect} />
      </DraftStoreProvider>,
    );
    expect(screen.getByRole('region', { name: 'Routing flow' })).toHaveAccessibleDescription(/Routing questions view, which lists the same flow as text/);
    const page1 = await screen.findByRole('button', { name: 'Page 1. Q1 · Drive?', hidden: true });
    const group = screen.getByRole('button', { name: /^Group 1\./, hidden: true });
    expect(screen.getByRole('button', { name: /^Page 2\./, hidden: true })).toHaveAttribute('aria-current', 'true');
    expect(page1).not.toHaveAttribute('aria-current');

    fireEvent.click(page1);
    expect(onSelect).toHaveBeenLastCalledWith('p1');
    fireEvent.keyDown(group, { key: 'Enter' });
    expect(onSelect).toHaveBeenLastCalledWith('g');
    expect(onSelect).toHaveBeenCalledTimes(2);
  });
});
