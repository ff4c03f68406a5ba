// The respondent page renderer, loaded at run time: the server may not import src/, so the page
// is rendered by the module Vite's SSR build made of src/respondent/render-document.tsx (config
// respondentRenderer; tests point it at the source, which vitest transforms). The stylesheets it
// links come from the client build's manifest, under the respondent entry.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RendererModule, RespondentDocument } from '../../schema/api/respondent';

/** The client entry whose CSS respondent pages link (vite.config.ts names it). */
export const RESPONDENT_ENTRY = 'src/respondent/respondent-entry.ts';

export interface PageRenderer {
  render(document: RespondentDocument): Promise<string>;
  /** The stylesheets to link, as URL paths; none when the client build is not there. */
  stylesheets(): Promise<readonly string[]>;
}

interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
}

export async function manifestStylesheets(staticDir: string): Promise<string[]> {
  let text: string;
  try {
    text = await readFile(path.join(staticDir, '.vite', 'manifest.json'), 'utf8');
  } catch {
    // No client build (server tests, the API alone): the page is unstyled, not broken.
    return [];
  }
  const manifest = JSON.parse(text) as Record<string, ManifestChunk>;
  const entry = manifest[RESPONDENT_ENTRY];
  if (!entry) throw new Error(`The client build's manifest in ${staticDir} has no entry ${RESPONDENT_ENTRY}: rebuild with npm run build`);
  return (entry.css ?? []).map((file) => `/${file}`);
}

/** A renderer that imports `modulePath` on first use and reads the manifest once. */
export function moduleRenderer(modulePath: string, staticDir: string): PageRenderer {
  let loaded: Promise<RendererModule> | null = null;
  let sheets: Promise<string[]> | null = null;
  const load = () => {
    // An absolute path, not a file URL: Node takes it on POSIX, and vitest's runner resolves it too.
    loaded ??= (import(/* @vite-ignore */ modulePath) as Promise<RendererModule>).then((module) => {
      if (typeof module.renderDocument !== 'function') throw new Error(`${modulePath} does not export renderDocument`);
      return module;
    }, (error: unknown) => {
      loaded = null;
      throw new Error(`The respondent page renderer ${modulePath} did not load (build it with npm run build): ${String(error)}`);
    });
    return loaded;
  };
  return {
    render: async (document) => (await load()).renderDocument(document),
    stylesheets: () => (sheets ??= manifestStylesheets(staticDir)),
  };
}
