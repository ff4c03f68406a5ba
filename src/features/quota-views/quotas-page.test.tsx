// @vitest-environment jsdom
import '../../widgets/feedback/dom-test-setup';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SurveySummary } from '../../api/types';
import { SessionContext } from '../../app/session-context';
import { DesignerSurveyContext } from '../designer/designer-context';
import { fakeEventStream, fakeRespondentData, fakeSession, type FakeResolvers } from '../progress/fake-respondent-data';
import type { QuotaProgress } from './quota-operations';
import { QuotasPage } from './quotas-page';

const surveyId = '7d8f1c3e-0000-4000-8000-000000000002';
const survey = (status: string) => ({ id: surveyId, title: 'Coffee', region: 'au', deployment_info: { status }, access_level: 'owner' }) as unknown as SurveySummary;

const quotaPlan = (young: number): QuotaProgress[] => [{
  id: 'quota', name: 'QUOTA1', description: 'Ages we need',
  groups: [{
    id: 'group', name: 'QG1', selectionMethod: 'all',
    definitions: [
      { id: 'd1', name: 'QD1', code: 'young', label: 'Young', target: 10, count: young, criteria: 'How old are you? is Young', criteriaCount: young },
      { id: 'd2', name: 'QD2', code: 'old', label: 'Old', target: 20, count: 15, criteria: 'How old are you? answer count is more than 2', criteriaCount: null },
    ],
  }],
}];

let events: ReturnType<typeof fakeEventStream>;
beforeEach(() => {
  events = fakeEventStream();
  vi.stubGlobal('fetch', events.fetchStub);
});
afterEach(() => vi.unstubAllGlobals());

async function openQuotas(status: string, resolvers: FakeResolvers) {
  const fake = fakeRespondentData(resolvers);
  const rootRoute = createRootRoute();
  const quotasRoute = createRoute({ getParentRoute: () => rootRoute, path: '/surveys/$surveyId/manage/quotas', component: QuotasPage });
  const router = createRouter({ routeTree: rootRoute.addChildren([quotasRoute]), history: createMemoryHistory({ initialEntries: [`/surveys/${surveyId}/manage/quotas`] }) }) as AnyRouter;
  render(
    <SessionContext value={fakeSession(fake.api)}>
      <DesignerSurveyContext value={survey(status)}>
        <RouterProvider router={router} />
      </DesignerSurveyContext>
    </SessionContext>,
  );
  await screen.findByRole('heading', { name: 'Quotas' });
  return fake;
}

describe('QuotasPage', () => {
  it('shows each definition’s count, target, criteria and a bar that warns above 75 % in the grid view', async () => {
    const fake = await openQuotas('live', { quotas: () => quotaPlan(8) });
    const young = await screen.findByRole('listitem', { name: 'Young' });
    expect(within(young).getByRole('progressbar', { name: 'Fill of Young' })).toHaveAttribute('aria-valuetext', '80% (warning)');
    expect(young).toHaveTextContent('8 / 10');
    expect(young).toHaveTextContent('How old are you? is Young');
    expect(young).toHaveTextContent('Matching completes: 8');
    expect(within(screen.getByRole('listitem', { name: 'Old' })).getByText('Matching completes: N/A')).toBeInTheDocument();
    // The group and the quota sum their definitions: 23 of 30.
    expect(screen.getByRole('progressbar', { name: 'Fill of QG1' })).toHaveAttribute('aria-valuenow', '77');
    expect(screen.getByRole('progressbar', { name: 'Fill of QUOTA1' })).toHaveAttribute('aria-valuenow', '77');
    expect(screen.getByText('Ages we need')).toBeInTheDocument();
    expect(fake.requests[0]).toMatchObject({ region: 'au', variables: { surveyId } });
  });

  it('offers the list and data views as pill tabs, reachable by keyboard', async () => {
    const user = userEvent.setup();
    await openQuotas('live', { quotas: () => quotaPlan(10) });
    await screen.findByRole('listitem', { name: 'Young' });
    screen.getByRole('tab', { name: 'Grid' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');
    const definitions = screen.getByRole('list', { name: 'Definitions of QG1' });
    expect(within(definitions).getByRole('progressbar', { name: 'Fill of Young' })).toHaveAttribute('aria-valuetext', '100% (danger)');
    await user.keyboard('{ArrowRight}');
    const table = screen.getByRole('table', { name: 'Quota definitions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 4).map((cell) => cell.textContent))).toEqual([
      ['QUOTA1', 'QG1', 'Young', 'young'],
      ['QUOTA1', 'QG1', 'Old', 'old'],
    ]);
    expect(within(rows[1]!).getByRole('progressbar', { name: 'Fill of Old' })).toHaveAttribute('aria-valuenow', '75');
    expect(rows[1]).toHaveTextContent('N/A');
  });

  it('reloads the counts when respondents finish', async () => {
    let young = 1;
    const fake = await openQuotas('live', { quotas: () => quotaPlan(young) });
    await screen.findByRole('listitem', { name: 'Young' });
    await waitFor(() => expect(events.paths).toEqual([`/au/respondent-data/surveys/${surveyId}/events`]));
    young = 2;
    act(() => events.send({ surveyId, respondentId: 'r2', status: 'complete' }));
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Young' })).toHaveTextContent('2 / 10'));
    expect(fake.requests).toHaveLength(2);
  });

  it('says a draft has not been published, asking the service nothing', async () => {
    const fake = await openQuotas('draft', { quotas: () => quotaPlan(0) });
    expect(screen.getByText(/has not been published yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Publish it from Launch' })).toHaveAttribute('href', `/surveys/${surveyId}/launch`);
    expect(fake.requests).toEqual([]);
    expect(events.paths).toEqual([]);
  });

  it('says when the survey has no quotas and links to where they are made', async () => {
    await openQuotas('test', { quotas: () => [] });
    expect(await screen.findByText('This survey has no quotas.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add quotas in the question editor' })).toHaveAttribute('href', `/surveys/${surveyId}/edit`);
  });

  it('shows the service’s refusal', async () => {
    await openQuotas('live', { quotas: () => { throw new Error('You may not read this survey'); } });
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not read this survey');
  });
});
