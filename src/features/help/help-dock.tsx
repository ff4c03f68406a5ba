// The in-app help panel (spec §2): opened from the left menu, it recommends the articles for
// the screen on view (by route name) and opens any article in a new tab at /help.
import { useMatches } from '@tanstack/react-router';
import { HelpPanel } from '../../widgets/navigation';
import { useHelpArticles } from './use-help-articles';

export function HelpDock({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const routeName = useMatches({ select: (matches) => matches.findLast((m) => m.staticData.routeName)?.staticData.routeName });
  // Loaded on first opening, then kept for the page's life.
  const state = useHelpArticles(open);
  return (
    <div className="help-dock">
      <HelpPanel open={open} onOpenChange={onOpenChange} currentRouteName={routeName}
        articles={state.kind === 'loaded' ? state.articles : []} />
    </div>
  );
}
