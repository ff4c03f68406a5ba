// @vitest-environment jsdom
import '../feedback/dom-test-setup';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { HelpArticle } from './help-article';
import { HelpPanel } from './help-panel';

const articles: HelpArticle[] = [
  { id: 'start', title: 'Getting started', subtitle: 'Your first survey', detail: '<p>Create a survey.</p>', icon: 'rocket', tag: 'Basics', routes: ['dashboard'] },
  {
    id: 'routing',
    title: 'Routing',
    subtitle: 'Send respondents onwards',
    detail: '<p>Pages and conditions.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    icon: 'route',
    tag: 'Designer',
    routes: ['survey-designer-routing'],
  },
];

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Help
      </button>
      <HelpPanel articles={articles} currentRouteName="survey-designer-routing" open={open} onOpenChange={setOpen} />
    </>
  );
}

const user = () => userEvent.setup();

describe('HelpPanel', () => {
  it('lists recommended articles first, under Recommended', () => {
    render(<Harness />);
    const groups = screen.getAllByRole('region');
    expect(groups[0]).toHaveAccessibleName('Recommended');
    expect(within(groups[0] as HTMLElement).getByRole('button', { name: /Routing/ })).toBeInTheDocument();
    expect(groups[1]).toHaveAccessibleName('All articles');
  });

  it('shows "No results" for a search without matches', async () => {
    render(<Harness />);
    await user().type(screen.getByRole('searchbox', { name: 'Search help' }), 'billing');
    expect(screen.getByRole('status')).toHaveTextContent('No results');
    expect(screen.queryByRole('button', { name: /Getting started/ })).not.toBeInTheDocument();
  });

  it('filters by the search words', async () => {
    render(<Harness />);
    await user().type(screen.getByRole('searchbox'), 'first survey');
    expect(screen.getByRole('button', { name: /Getting started/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Routing/ })).not.toBeInTheDocument();
  });

  it('opens an article with sanitised HTML, and Back returns to the list', async () => {
    render(<Harness />);
    const u = user();
    await u.click(screen.getByRole('button', { name: /Routing/ }));
    const article = screen.getByRole('article', { name: 'Routing' });
    expect(article).toHaveTextContent('Pages and conditions.');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('img')).not.toHaveAttribute('onerror');
    expect(screen.getByRole('heading', { name: 'Routing' })).toHaveFocus();
    await u.click(screen.getByRole('button', { name: /Back/ }));
    expect(screen.getByRole('searchbox', { name: 'Search help' })).toBeInTheDocument();
  });

  it('opens an article in a new tab at /help?article=<id>', async () => {
    render(<Harness />);
    await user().click(screen.getByRole('button', { name: /Getting started/ }));
    const link = screen.getByRole('link', { name: 'Open in new tab' });
    expect(link).toHaveAttribute('href', '/help?article=start');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('resets the search when closed', async () => {
    render(<Harness />);
    const u = user();
    await u.type(screen.getByRole('searchbox'), 'billing');
    await u.click(screen.getByRole('button', { name: 'Close panel' }));
    await u.click(screen.getByRole('button', { name: 'Help' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.queryByText('No results')).not.toBeInTheDocument();
  });
});
