// @vitest-environment jsdom
import '../feedback/dom-test-setup';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';
import type { SaveEnvironment } from './save-text-file';
import type { TableColumn } from './table-column';

interface Person {
  name: string;
  score: number;
  note?: string;
  enable?: boolean;
}

const columns: TableColumn<Person>[] = [
  { label: 'Name', value: 'name', sort: true },
  { label: 'Score', value: 'score', sort: true },
  { label: 'Note', value: (row) => row.note ?? '' },
  { label: 'Secret', value: () => 'hidden', enable: false },
];
const people = (count: number): Person[] => Array.from({ length: count }, (_, i) => ({ name: `P${i + 1}`, score: (i * 7) % 10 }));
const bodyRows = () => within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  it('shows "{n} Items" and hides disabled columns and rows', () => {
    render(<DataTable caption="People" columns={columns} rows={[...people(3), { name: 'Gone', score: 1, enable: false }]} />);
    expect(screen.getByText('3 Items')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Secret' })).not.toBeInTheDocument();
    expect(screen.queryByText('Gone')).not.toBeInTheDocument();
  });

  it('renders a column through its render function but sorts by its value', async () => {
    const linked: TableColumn<Person>[] = [{ label: 'Name', value: 'name', sort: true, render: (row) => <a href={`#${row.name}`}>{row.name}</a> }];
    render(<DataTable caption="People" columns={linked} rows={[{ name: 'Bo', score: 1 }, { name: 'Al', score: 2 }]} />);
    expect(screen.getByRole('link', { name: 'Bo' })).toHaveAttribute('href', '#Bo');
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(firstCells()).toEqual(['Al', 'Bo']);
  });

  it('hides pagination for 5 items and shows it for 6', () => {
    const { rerender } = render(<DataTable caption="People" columns={columns} rows={people(5)} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    rerender(<DataTable caption="People" columns={columns} rows={people(6)} />);
    expect(screen.getByRole('navigation', { name: 'People pages' })).toBeInTheDocument();
    expect(screen.getByLabelText('Items per page:')).toHaveValue('10');
  });

  it('pages 10 rows at a time and moves between pages', async () => {
    render(<DataTable caption="People" columns={columns} rows={people(25)} />);
    expect(bodyRows()).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(firstCells()).toEqual(['P21', 'P22', 'P23', 'P24', 'P25']);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('changes the page size and returns to page 1', async () => {
    render(<DataTable caption="People" columns={columns} rows={people(25)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await userEvent.selectOptions(screen.getByLabelText('Items per page:'), '5');
    expect(firstCells()).toEqual(['P1', 'P2', 'P3', 'P4', 'P5']);
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(5);
  });

  it('shows at most 7 page buttons, with ellipses', async () => {
    render(<DataTable caption="People" columns={columns} rows={people(200)} defaultPageSize={5} />);
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    const pageNames = screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);
    expect(pageNames).toEqual(['34', '35', '36', '37', '38', '39', '40']);
    expect(screen.getByText('…')).toBeInTheDocument();
  });

  it('sorts from the header and reports aria-sort', async () => {
    render(<DataTable caption="People" columns={columns} rows={[{ name: 'b', score: 2 }, { name: 'a', score: 9 }, { name: 'c', score: 1 }]} />);
    const header = screen.getByRole('columnheader', { name: 'Score' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Note' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCells()).toEqual(['c', 'b', 'a']);
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells()).toEqual(['a', 'b', 'c']);
  });

  it('cuts text beyond 50 characters, keeping the full text in a title and a hover-tip', async () => {
    const long = 'x'.repeat(60);
    render(<DataTable caption="People" columns={columns} rows={[{ name: 'a', score: 1, note: long }]} />);
    const cell = screen.getByTitle(long);
    expect(cell).toHaveTextContent(`${'x'.repeat(50)}…`);
    act(() => cell.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(long);
  });

  it('exports every enabled row, pipe-delimited, to <exportName>.txt', async () => {
    const written: (Blob | string)[] = [];
    const picker = vi.fn(async () => ({
      createWritable: async () => ({ write: async (data: Blob | string) => void written.push(data), close: async () => {} }),
    }));
    const env: SaveEnvironment = { showSaveFilePicker: picker, document, createObjectURL: () => '', revokeObjectURL: () => {} };
    const rows = [...people(11), { name: 'A|B', score: 1, note: 'two\nlines' }];
    render(<DataTable caption="People" columns={columns} rows={rows} exportName="people" saveEnvironment={env} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(picker).toHaveBeenCalledWith(expect.objectContaining({ suggestedName: 'people.txt' }));
    await waitFor(() => expect(written).toHaveLength(1));
    const data = written[0] ?? '';
    const lines = (typeof data === 'string' ? data : await data.text()).split('\n');
    expect(lines).toHaveLength(13);
    expect(lines[0]).toBe('Name|Score|Note');
    expect(lines[12]).toBe('A\\|B|1|two\\nlines');
  });

  it('renders only the rows in view past 100 rows on a page', () => {
    render(<DataTable caption="People" columns={columns} rows={people(500)} paginate={false} />);
    const rendered = bodyRows().filter((row) => !row.getAttribute('aria-hidden'));
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(100);
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '501');
  });
});
