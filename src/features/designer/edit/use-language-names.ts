// The languages' English names from the reference list (GET /admin/new/api/languages, spec §7),
// fetched once per page. Until it answers, or for a code it does not list, the browser's own name
// for the code stands in, else the code itself.
import { useCallback, useEffect, useState } from 'react';
import type { ApiClient } from '../../../api/client';
import { useApi } from '../../../app/session-context';
import { listLanguages } from '../../../../schema/api/admin/reference';

const cache = new WeakMap<ApiClient, Promise<ReadonlyMap<string, string>>>();

function loadNames(api: ApiClient): Promise<ReadonlyMap<string, string>> {
  let load = cache.get(api);
  if (!load) {
    load = api
      .call(listLanguages)
      .then((reply) => new Map(reply.languages.results.map((language) => [language.code, language.name])));
    // A failed load is not kept, so the next page that asks tries again.
    load.catch(() => cache.delete(api));
    cache.set(api, load);
  }
  return load;
}

const NO_NAMES: ReadonlyMap<string, string> = new Map();

/** "French" for fr; the browser's name or the code until the list is in. */
export function fallbackLanguageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }).of(code.replace('_', '-')) ?? code;
  } catch {
    return code;
  }
}

export function useLanguageNames(): (code: string) => string {
  const api = useApi();
  const [names, setNames] = useState(NO_NAMES);
  useEffect(() => {
    let live = true;
    loadNames(api).then(
      (loaded) => live && setNames(loaded),
      () => {}, // the stand-in names stay: naming languages is not worth an error on the editor
    );
    return () => {
      live = false;
    };
  }, [api]);
  return useCallback((code: string) => names.get(code) ?? fallbackLanguageName(code), [names]);
}
