// The respondent page renderer, loaded at run time: the server may not import src/, so the page
// is rendered by the module Vite's SSR build made of src/respondent/render-document.tsx (config
// respondentRenderer; tests point it at the source, which vitest transforms). The stylesheets it
// links, the entry script that hydrates a page and the modules preloaded with it come from the
// client build's manifest.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DocumentData, RendererModule, RespondentDocument } from '../../schema/api/respondent';

/** The client entry respondent pages load and whose CSS they link (vite.config.ts names it). */
export const RESPONDENT_ENTRY = 'src/respondent/respondent-entry.ts';

/**
 * The module of problem texts in languages other than English, which the entry loads on such a
 * page. The manifest keys its chunk by this path, or (a chunk the app shares) by a name of its own.
 */
export const PROBLEM_LANGUAGES_MODULE = 'schema/survey/respondent/problem-texts-languages.ts';
const PROBLEM_LANGUAGES_NAME = 'problem-texts-languages';

/** What a page loads from the client build, as URL paths. */
export interface PageAssets {
  readonly stylesheets: readonly string[];
  /** Their text, in order: documents carry it inline (RespondentDocument.inlineStyles). */
  readonly styles?: string;
  /** The respondent entry's module; absent without a client build (the page then runs no script). */
  readonly script?: string;
  /** The entry's module and every chunk it imports statically, each once: preloaded with it. */
  readonly preloads?: readonly string[];
  /** What a page in another language than English preloads besides (its problem texts' chunk). */
  readonly languagePreloads?: readonly string[];
}

export interface PageRenderer {
  render(document: RespondentDocument): Promise<string>;
  /** The document as the JSON page reply carries it (what a page's data block holds). */
  data(document: RespondentDocument): Promise<DocumentData>;
  /** Texts sanitised as the pages sanitise them (the runtime form's). */
  sanitized(texts: Iterable<string>): Promise<Record<string, string>>;
  /** The pages' offline service worker's script. */
  workerSource(): Promise<string>;
  /** The assets to load; none when the client build is not there. */
  assets(): Promise<PageAssets>;
}

interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  /** The chunks it imports statically (Vite's manifest keys); their stylesheets load with it. */
  readonly imports?: readonly string[];
  /** The chunks it imports when it runs (manifest keys). */
  readonly dynamicImports?: readonly string[];
  /** The chunk's name, when its key is not a source path. */
  readonly name?: string;
}

/**
 * The files of a chunk and of every chunk it imports statically, each once, the chunk first.
 * Dynamic imports (rare widgets) are left out: they load only on a page that needs them.
 */
function modulesOf(manifest: Readonly<Record<string, ManifestChunk>>, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return [];
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => modulesOf(manifest, imported, seen))];
}

/**
 * Every stylesheet the entry needs, imported chunks' first (the entry's own rules come last and
 * win): the design tokens and widget styles sit in chunks shared with the app, not in the entry's
 * own file, and the page was drawn unstyled without them.
 */
function stylesheetsOf(manifest: Readonly<Record<string, ManifestChunk>>, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return [];
  return [...(chunk.imports ?? []).flatMap((imported) => stylesheetsOf(manifest, imported, seen)), ...(chunk.css ?? [])];
}

export async function manifestAssets(staticDir: string): Promise<PageAssets> {
  let text: string;
  try {
    text = await readFile(path.join(staticDir, '.vite', 'manifest.json'), 'utf8');
  } catch {
    // No client build (server tests, the API alone): the page is unstyled and static, not broken.
    return { stylesheets: [] };
  }
  const manifest = JSON.parse(text) as Record<string, ManifestChunk>;
  const entry = manifest[RESPONDENT_ENTRY];
  if (!entry) throw new Error(`The client build's manifest in ${staticDir} has no entry ${RESPONDENT_ENTRY}: rebuild with npm run build`);
  const files = [...new Set(stylesheetsOf(manifest, RESPONDENT_ENTRY))];
  const preloadKeys = new Set<string>();
  const preloads = modulesOf(manifest, RESPONDENT_ENTRY, preloadKeys);
  const languages = (entry.dynamicImports ?? []).find((key) => key === PROBLEM_LANGUAGES_MODULE || manifest[key]?.name === PROBLEM_LANGUAGES_NAME);
  const styles = await Promise.all(files.map((file) => readFile(path.join(staticDir, file), 'utf8').catch((error: unknown) => {
    throw new Error(`The client build's manifest in ${staticDir} names ${file}, which could not be read (rebuild with npm run build): ${String(error)}`);
  })));
  return {
    stylesheets: files.map((file) => `/${file}`),
    // Our own build's CSS; "</" could only end the style element early, so it never stays.
    styles: styles.join('\n').replaceAll('</', '<\\/'),
    script: `/${entry.file}`,
    preloads: preloads.map((file) => `/${file}`),
    languagePreloads: languages === undefined ? [] : modulesOf(manifest, languages, new Set(preloadKeys)).map((file) => `/${file}`),
  };
}

/**
 * A renderer that imports `modulePath` on first use and reads the manifest once. A page that runs
 * the entry also preloads the entry's modules (the caller passes the script; the rest is here).
 */
export function moduleRenderer(modulePath: string, staticDir: string): PageRenderer {
  let loaded: Promise<RendererModule> | null = null;
  let assets: Promise<PageAssets> | null = null;
  const load = () => {
    // An absolute path, not a file URL: Node takes it on POSIX, and vitest's runner resolves it too.
    loaded ??= (import(/* @vite-ignore */ modulePath) as Promise<RendererModule>).then((module) => {
      if (typeof module.renderDocument !== 'function' || typeof module.documentData !== 'function') {
        throw new Error(`${modulePath} does not export renderDocument and documentData (rebuild it with npm run build)`);
      }
      return module;
    }, (error: unknown) => {
      loaded = null;
      throw new Error(`The respondent page renderer ${modulePath} did not load (build it with npm run build): ${String(error)}`);
    });
    return loaded;
  };
  return {
    render: async (document) => {
      const module = await load();
      const { preloads, languagePreloads = [], styles } = await (assets ??= manifestAssets(staticDir));
      // A page not in English loads its problem texts before it goes live: fetched with the entry.
      const english = document.lang.language.split(/[_-]/)[0]!.toLowerCase() === 'en';
      return module.renderDocument({
        ...document,
        ...(document.script && preloads ? { modulePreloads: english ? preloads : [...preloads, ...languagePreloads] } : {}),
        ...(styles !== undefined ? { inlineStyles: styles } : {}),
      });
    },
    data: async (document) => (await load()).documentData(document),
    sanitized: async (texts) => (await load()).sanitizedTexts(texts),
    workerSource: async () => (await load()).offlineWorkerSource(),
    assets: () => (assets ??= manifestAssets(staticDir)),
  };
}
