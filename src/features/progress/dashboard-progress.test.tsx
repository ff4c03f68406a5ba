// @vitest-environment jsdom
import '../../widgets/feedback/dom-test-setup';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SurveyListItem } from '../../api/types';
import { SessionContext } from '../../app/session-context';
import { DashboardProgress } from './dashboard-progress';
import { fakeEventStream, fakeRespondentData, fakeSession } from './fake-respondent-data';

const survey = (n: number, status: string, updated: string) =>
  ({ id: `00000000-0000-4000-8000-00000000000${n}`, title: `Survey ${n}`, region: 'uk', updated_at: updated, deployment_info: { status } }) as unknown as SurveyListItem;

beforeEach(() => vi.stubGlobal('fetch', fakeEventStream().fetchStub));
afterEach(() => vi.unstubAllGlobals());

function renderDashboard(surveys: readonly SurveyListItem[]) {
  const fake = fakeRespondentData({
    progress: () => ({ grouping: 'day', periods: [{ start: '2025-11-25T00:00:00Z', complete: 1, incomplete: 0, screened: 0, quotaFull: 0 }] }),
  });
  const rootRoute = createRootRoute({ component: () => <DashboardProgress surveys={surveys} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) }) as AnyRouter;
  render(<SessionContext value={fakeSession(fake.api)}><RouterProvider router={router} /></SessionContext>);
  return fake;
}

describe('DashboardProgress', () => {
  it('starts on the most recently updated published survey and lets another be chosen', async () => {
    const user = userEvent.setup();
    const surveys = [survey(1, 'live', '2025-11-01T00:00:00Z'), survey(2, 'draft', '2025-11-20T00:00:00Z'), survey(3, 'test', '2025-11-10T00:00:00Z')];
    const fake = renderDashboard(surveys);
    // The chart comes in its own chunk: the first import transforms visx, which can take a while.
    expect(await screen.findByRole('heading', { name: 'Progress of Survey 3' }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(fake.requests).toHaveLength(1));
    expect(fake.requests[0]?.variables).toMatchObject({ surveyId: surveys[2]?.id, kind: 'test' });

    await user.click(screen.getByRole('combobox', { name: 'Survey' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent?.replace('✓', ''))).toEqual(['Survey 3', 'Survey 1']);
    await user.click(screen.getByRole('option', { name: 'Survey 1' }));
    expect(await screen.findByRole('heading', { name: 'Progress of Survey 1' })).toBeInTheDocument();
    await waitFor(() => expect(fake.requests.at(-1)?.variables).toMatchObject({ surveyId: surveys[0]?.id, kind: 'live' }));
  });

  it('invites to publish when no survey has been', async () => {
    const fake = renderDashboard([survey(1, 'draft', '2025-11-01T00:00:00Z')]);
    expect(await screen.findByText(/Publish a survey to follow its respondents here/)).toBeInTheDocument();
    expect(fake.requests).toEqual([]);
  });
});
