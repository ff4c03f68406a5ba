// @vitest-environment jsdom
// The survey tree's keys in the virtualised view: one tab stop, and a row focused by key far
// outside the rendered window is rendered and takes DOM focus.
import '../../../widgets/feedback/dom-test-setup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SurveyTree } from './survey-tree';
import type { RowActions } from './tree-row-view';
import type { TreeRow } from './tree-rows';

const rows: TreeRow[] = Array.from({ length: 500 }, (_, i) => ({
  cid: `c${i}`, kind: 'question', depth: 0, name: `Q${i + 1}`, label: i === 499 ? 'Last one' : '', childCount: 0,
  expanded: true, deleted: false, index: i, siblings: 500,
}));
const actions = (): RowActions => ({
  toggle: vi.fn(), select: vi.fn(), settings: vi.fn(), moveBy: vi.fn(), moveOut: vi.fn(), moveIn: vi.fn(), duplicate: vi.fn(),
  remove: vi.fn(), restore: vi.fn(), addChild: vi.fn(), pasteAnswers: vi.fn(), dragStart: vi.fn(), drop: vi.fn(),
});

describe('the survey tree from the keyboard', () => {
  // jsdom lays nothing out: the virtualizer reads its window's size from clientHeight/-Width.
  const size = (name: 'clientHeight' | 'clientWidth', value: number) =>
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => value });
  beforeAll(() => {
    size('clientHeight', 400);
    size('clientWidth', 900);
  });
  afterAll(() => {
    size('clientHeight', 0);
    size('clientWidth', 0);
  });

  it('is one tab stop, and End focuses the last row though it was not rendered', async () => {
    const user = userEvent.setup();
    render(<SurveyTree rows={rows} selected={null} readOnly={false} actions={actions()} />);
    expect(screen.queryByRole('treeitem', { name: 'Q500 Last one' })).toBeNull();
    await user.tab();
    expect(screen.getByRole('treeitem', { name: 'Q1' })).toHaveFocus();
    expect(screen.getAllByRole('treeitem').filter((el) => el.tabIndex === 0)).toHaveLength(1);
    await user.keyboard('{End}');
    expect(screen.getByRole('treeitem', { name: 'Q500 Last one' })).toHaveFocus();
  });

  it('opens settings with Enter, moves with Alt+Down and deletes after the confirmation', async () => {
    const user = userEvent.setup();
    const row = actions();
    render(<SurveyTree rows={rows} selected="c1" readOnly={false} actions={row} />);
    await user.tab();
    expect(screen.getByRole('treeitem', { name: 'Q2' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(row.settings).toHaveBeenCalledWith('c1');
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(row.moveBy).toHaveBeenCalledWith('c1', 1);
    await user.keyboard('{Delete}');
    expect(row.remove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('dialog', { name: 'Delete Q2?' }).querySelector('[data-variant="danger"]')!);
    expect(row.remove).toHaveBeenCalledWith('c1');
  });
});
