// The help articles, fetched once per page and shared by the help panel and the help page.
import { useEffect, useState } from 'react';
import type { ApiClient } from '../../api/client';
import { listHelpArticles } from '../../../schema/api/admin/reference';
import type { HelpArticle } from '../../widgets/navigation/help-article';
import { useApi } from '../../app/session-context';

const cache = new WeakMap<ApiClient, Promise<readonly HelpArticle[]>>();

function loadArticles(api: ApiClient): Promise<readonly HelpArticle[]> {
  let load = cache.get(api);
  if (!load) {
    load = api.call(listHelpArticles).then((r) => r.articles);
    // A failed load is not cached, so the next look tries again.
    load.catch(() => cache.delete(api));
    cache.set(api, load);
  }
  return load;
}

export type HelpArticlesState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'loaded'; readonly articles: readonly HelpArticle[] };

export function useHelpArticles(enabled = true): HelpArticlesState {
  const api = useApi();
  const [state, setState] = useState<HelpArticlesState>({ kind: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadArticles(api).then(
      (articles) => live && setState({ kind: 'loaded', articles }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [api, enabled]);
  return state;
}
