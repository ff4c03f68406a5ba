// @vitest-environment jsdom
import '../../widgets/feedback/dom-test-setup';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DataGrid } from './data-grid';
import type { Header, RespondentRow } from './respondent-data-types';

const headers: Header[] = [
  { name: 'Q1', label: 'How old are you?', questionId: 'q1', answerGroupId: 'ag1', answerCode: null, valueKind: 'code', valueLabels: [{ code: '1', label: 'Young' }] },
  ...Array.from({ length: 1200 }, (_, i): Header => ({ name: `T${i}`, label: `Text ${i}`, questionId: `t${i}`, answerGroupId: `tag${i}`, answerCode: null, valueKind: 'text', valueLabels: [] })),
];
const row = (id: string, status: RespondentRow['status']): RespondentRow => ({
  id, status, screenedReason: status === 'screened' ? 'Manual' : null, languageId: 'en', isTest: false, version: 1,
  surveyStart: null, surveyEnd: null, createdAt: '2025-01-01T00:00:00Z',
  answers: [{ questionId: 'p1', answerGroupId: 'pag1', designQuestionId: 'q1', designAnswerGroupId: 'ag1', codes: ['1'], otherText: null, date: null, numeric: null, text: null }],
});

function Harness({ rows, onOpen }: { rows: RespondentRow[]; onOpen: (id: string) => void }) {
  const [selected, setSelected] = useState<string | null>(null);
  return <DataGrid label="Respondents" headers={headers} rows={rows} selectedId={selected} onSelect={setSelected} onOpen={onOpen} />;
}

describe('the Data grid', () => {
  // jsdom lays nothing out: the virtualizers read the box's size from clientHeight/-Width.
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

  it('renders only the columns in view of a very wide survey, labels as header titles', () => {
    render(<Harness rows={[row('aaaaaaaa-1', 'complete')]} onOpen={() => {}} />);
    const grid = screen.getByRole('grid', { name: 'Respondents' });
    expect(grid).toHaveAttribute('aria-colcount', String(6 + headers.length));
    expect(within(grid).getAllByRole('columnheader').length).toBeLessThan(20);
    expect(within(grid).getByText('Q1')).toHaveAttribute('title', 'How old are you?');
    expect(within(grid).getByRole('gridcell', { name: 'Young (1)' })).toBeInTheDocument();
  });

  it('moves the selection with the arrow keys and opens the selected respondent with Enter', async () => {
    const onOpen = vi.fn();
    render(<Harness rows={[row('aaaaaaaa-1', 'complete'), row('bbbbbbbb-2', 'screened')]} onOpen={onOpen} />);
    const grid = screen.getByRole('grid', { name: 'Respondents' });
    grid.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('row', { name: /Respondent bbbbbbbb, Screened/ });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(grid).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onOpen).toHaveBeenCalledWith('aaaaaaaa-1');
  });
});
