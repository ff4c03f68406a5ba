// @vitest-environment jsdom
import '../../widgets/feedback/dom-test-setup';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SurveyListItem } from '../../api/types';
import { SessionContext } from '../../app/session-context';
import { DataTable } from '../../widgets/table';
import { countsColumn } from './counts-column';
import { fakeRespondentData, fakeSession } from './fake-respondent-data';
import { RespondentCountsProvider, useRespondentCountsStore } from './respondent-counts';

const surveyAt = (index: number, status: string, region = 'uk') => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, title: `Survey ${index}`, region, deployment_info: { status },
}) as unknown as SurveyListItem;

function List({ surveys }: { surveys: readonly SurveyListItem[] }) {
  const store = useRespondentCountsStore();
  return (
    <RespondentCountsProvider store={store}>
      <DataTable caption="Your surveys" rows={surveys} rowKey={(s) => s.id} columns={[{ label: 'Title', value: 'title' }, countsColumn(store)]} />
    </RespondentCountsProvider>
  );
}

function renderList(surveys: readonly SurveyListItem[]) {
  const fake = fakeRespondentData({
    counts: (args) => (args.surveyIds as string[]).map((surveyId) => {
      const index = Number(surveyId.slice(-12));
      return { surveyId, total: index * 2, complete: index, notStarted: 0, incomplete: 0, screened: 0, quotaFull: 0, closed: 0, test: 0 };
    }),
  });
  render(<SessionContext value={fakeSession(fake.api)}><List surveys={surveys} /></SessionContext>);
  return fake;
}

const row = (title: string) => screen.getByRole('row', { name: new RegExp(`^${title}( |$)`) });

describe('the surveys list’s counts', () => {
  it('asks once per region for the page on screen, and shows complete / total', async () => {
    const surveys = [
      ...Array.from({ length: 11 }, (_, index) => surveyAt(index + 1, 'live', index === 2 ? 'eu' : 'uk')),
      surveyAt(12, 'live'),
    ];
    const fake = renderList(surveys);
    await waitFor(() => expect(within(row('Survey 1')).getByText('1 / 2')).toBeInTheDocument());
    expect(within(row('Survey 3')).getByText('3 / 6')).toBeInTheDocument();
    // The first page holds 10 surveys: 9 in the UK, 1 in Europe; surveys 11 and 12 wait for page 2.
    expect(fake.requests.map((request) => [request.region, (request.variables.live as string[]).length])).toEqual([['uk', 9], ['eu', 1]]);
    await userEvent.setup().click(screen.getByRole('button', { name: /page 2/i }));
    await waitFor(() => expect(within(row('Survey 12')).getByText('12 / 24')).toBeInTheDocument());
    expect(fake.requests).toHaveLength(3);
    expect(fake.requests[2]?.variables.live).toEqual([surveys[10]?.id, surveys[11]?.id]);
  });

  it('shows nothing for a survey never published, and marks test counts', async () => {
    const fake = renderList([surveyAt(1, 'draft'), surveyAt(2, 'test')]);
    await waitFor(() => expect(within(row('Survey 2')).getByText('2 / 4')).toBeInTheDocument());
    expect(within(row('Survey 2')).getByText('test')).toBeInTheDocument();
    expect(within(row('Survey 1')).getAllByRole('cell')[1]).toBeEmptyDOMElement();
    expect(fake.requests.map((request) => request.variables)).toEqual([{ live: [], test: [surveyAt(2, 'test').id] }]);
  });
});
