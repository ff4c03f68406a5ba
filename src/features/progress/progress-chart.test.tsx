// @vitest-environment jsdom
import '../../widgets/feedback/dom-test-setup';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../../app/session-context';
import { fakeEventStream, fakeRespondentData, fakeSession, type FakeResolvers } from './fake-respondent-data';
import { periodLabels, viewerTimeZone } from './period-label';
import { ProgressChart } from './progress-chart';
import type { CountedSurvey } from './progress-operations';

const days = Array.from({ length: 7 }, (_, index) => `2025-11-${String(19 + index).padStart(2, '0')}T00:00:00Z`);
const progressOf = (grouping: string, today: { complete: number; screened: number; quotaFull: number }) => ({
  grouping,
  periods: days.map((start, index) => ({ start, complete: 0, incomplete: index === 0 ? 1 : 0, screened: 0, quotaFull: 0, ...(index === 6 ? today : {}) })),
});

let events: ReturnType<typeof fakeEventStream>;
beforeEach(() => {
  events = fakeEventStream();
  vi.stubGlobal('fetch', events.fetchStub);
});
afterEach(() => vi.unstubAllGlobals());

function renderChart(survey: CountedSurvey, resolvers: FakeResolvers) {
  const fake = fakeRespondentData(resolvers);
  const rootRoute = createRootRoute({ component: () => <ProgressChart survey={survey} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) }) as AnyRouter;
  render(<SessionContext value={fakeSession(fake.api)}><RouterProvider router={router} /></SessionContext>);
  return fake;
}

const live: CountedSurvey = { id: '7d8f1c3e-0000-4000-8000-000000000001', region: 'eu', status: 'live' };

describe('ProgressChart', () => {
  it('draws 7 days of the four series, in the viewer’s zone, and says what it shows', async () => {
    const fake = renderChart(live, { progress: (args) => progressOf(String(args.grouping), { complete: 2, screened: 1, quotaFull: 1 }) });
    const table = await screen.findByRole('table', { name: 'Respondents per day, last 7 days' });
    const labels = periodLabels(days, 'day', viewerTimeZone());
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(labels);
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Category', 'Complete', 'Incomplete', 'Screened', 'Quota Full']);
    const today = within(table).getByRole('row', { name: new RegExp(`^${labels[6]}`) });
    expect(within(today).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2', '0', '1', '1']);
    expect(screen.getByText('Live respondents')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quota counts' })).toHaveAttribute('href', `/surveys/${live.id}/manage/quotas`);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ region: 'eu', variables: { surveyId: live.id, grouping: 'day', kind: 'live', timeZone: viewerTimeZone() } });
  });

  it('switches to hours with the keyboard-reachable pill tabs', async () => {
    const user = userEvent.setup();
    const fake = renderChart(live, { progress: (args) => progressOf(String(args.grouping), { complete: 1, screened: 0, quotaFull: 0 }) });
    await screen.findByRole('table', { name: /per day/ });
    await user.click(screen.getByRole('tab', { name: 'By hour' }));
    expect(await screen.findByRole('table', { name: 'Respondents per hour, last 7 hours' })).toBeInTheDocument();
    expect(fake.requests.map((request) => request.variables.grouping)).toEqual(['day', 'hour']);
  });

  it('counts test respondents while the survey is in test, and says so', async () => {
    const fake = renderChart({ ...live, status: 'test' }, { progress: () => progressOf('day', { complete: 1, screened: 0, quotaFull: 0 }) });
    await screen.findByRole('table');
    expect(fake.requests[0]?.variables.kind).toBe('test');
    expect(screen.getByText(/Test respondents/)).toBeInTheDocument();
  });

  it('asks nothing of a survey never published', async () => {
    const fake = renderChart({ ...live, status: 'draft' }, { progress: () => { throw new Error('not asked'); } });
    expect(await screen.findByText('Progress shows here once the survey has been published.')).toBeInTheDocument();
    expect(fake.requests).toEqual([]);
    expect(events.paths).toEqual([]);
  });

  it('says when there is nothing to draw, and why a load failed', async () => {
    renderChart(live, { progress: () => ({ grouping: 'day', periods: days.map((start) => ({ start, complete: 0, incomplete: 0, screened: 0, quotaFull: 0 })) }) });
    expect(await screen.findByText('No respondents in the last 7 days')).toBeInTheDocument();
  });

  it('shows the service’s refusal', async () => {
    renderChart(live, { progress: () => { throw new Error('Survey is kept in another region'); } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Survey is kept in another region');
  });

  it('reloads when respondents change, live', async () => {
    let complete = 1;
    const fake = renderChart(live, { progress: () => progressOf('day', { complete, screened: 0, quotaFull: 0 }) });
    await screen.findByRole('table');
    await waitFor(() => expect(events.paths).toEqual([`/eu/respondent-data/surveys/${live.id}/events`]));
    complete = 5;
    act(() => events.send({ surveyId: live.id, respondentId: 'r1', status: 'complete' }));
    await waitFor(() => expect(fake.requests).toHaveLength(2));
    const today = periodLabels(days, 'day', viewerTimeZone())[6]!;
    await waitFor(() => expect(within(screen.getByRole('row', { name: new RegExp(`^${today}`) })).getAllByRole('cell')[0]).toHaveTextContent('5'));
  });
});
