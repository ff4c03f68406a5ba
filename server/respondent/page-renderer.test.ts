// What a respondent page loads from the client build (its manifest) and the CSP that lets its
// one script run: nothing but the nonce'd entry and what it imports.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { respondentCsp } from '../http/security-headers';
import { RESPONDENT_ENTRY, manifestAssets } from './page-renderer';

const directive = (csp: string, name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `));

describe('manifestAssets', () => {
  let dir: string | null = null;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = null;
  });

  it("reads the respondent entry's module and stylesheets", async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fieldwork-manifest-'));
    await mkdir(path.join(dir, '.vite'));
    const manifest = { [RESPONDENT_ENTRY]: { file: 'assets/respondent-abc.js', css: ['assets/respondent-abc.css'] } };
    await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'assets', 'respondent-abc.css'), '.respondent{color:red}');
    expect(await manifestAssets(dir)).toEqual({
      stylesheets: ['/assets/respondent-abc.css'], styles: '.respondent{color:red}', script: '/assets/respondent-abc.js', preloads: ['/assets/respondent-abc.js'],
      languagePreloads: [],
    });
  });

  it('links the stylesheets of the chunks the entry imports, before its own, each once', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fieldwork-manifest-'));
    await mkdir(path.join(dir, '.vite'));
    const manifest = {
      [RESPONDENT_ENTRY]: { file: 'assets/respondent.js', css: ['assets/respondent.css'], imports: ['_tokens.js', '_page.js'] },
      '_tokens.js': { file: 'assets/tokens.js', css: ['assets/tokens.css'] },
      '_page.js': { file: 'assets/page.js', css: ['assets/page.css'], imports: ['_tokens.js'] },
    };
    await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    await mkdir(path.join(dir, 'assets'));
    for (const name of ['tokens', 'page', 'respondent']) await writeFile(path.join(dir, 'assets', `${name}.css`), `.${name}{}`);
    // "</" in a stylesheet could end the style element it is drawn in: it never stays.
    await writeFile(path.join(dir, 'assets', 'page.css'), '.page::after{content:"</style>"}');
    const assets = await manifestAssets(dir);
    expect(assets.stylesheets).toEqual(['/assets/tokens.css', '/assets/page.css', '/assets/respondent.css']);
    expect(assets.styles).toBe('.tokens{}\n.page::after{content:"<\\/style>"}\n.respondent{}');
  });

  it('preloads the entry and every chunk it imports statically, each once, but no lazy chunk', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fieldwork-manifest-'));
    await mkdir(path.join(dir, '.vite'));
    const manifest = {
      [RESPONDENT_ENTRY]: { file: 'assets/respondent.js', imports: ['_react.js', '_page.js'], dynamicImports: ['_date.js'] },
      '_react.js': { file: 'assets/react.js' },
      '_page.js': { file: 'assets/page.js', imports: ['_react.js'] },
      '_date.js': { file: 'assets/date.js', imports: ['_react.js'] },
    };
    await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    expect((await manifestAssets(dir)).preloads).toEqual(['/assets/respondent.js', '/assets/react.js', '/assets/page.js']);
  });

  it('preloads the problem texts\' chunk apart, for pages in other languages, without what the entry preloads', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fieldwork-manifest-'));
    await mkdir(path.join(dir, '.vite'));
    const manifest = {
      [RESPONDENT_ENTRY]: { file: 'assets/respondent.js', imports: ['_react.js'], dynamicImports: ['_date.js', '_problem-texts-languages-x1.js'] },
      '_react.js': { file: 'assets/react.js' },
      '_date.js': { file: 'assets/date.js' },
      // A chunk the app shares is keyed by a name of its own, not its module's path.
      '_problem-texts-languages-x1.js': { file: 'assets/problem-texts-languages.js', name: 'problem-texts-languages', imports: ['_react.js', '_plural.js'] },
      '_plural.js': { file: 'assets/plural.js' },
    };
    await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const assets = await manifestAssets(dir);
    expect(assets.preloads).toEqual(['/assets/respondent.js', '/assets/react.js']);
    expect(assets.languagePreloads).toEqual(['/assets/problem-texts-languages.js', '/assets/plural.js']);
  });

  it('names a stylesheet the manifest lists but the build does not hold', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fieldwork-manifest-'));
    await mkdir(path.join(dir, '.vite'));
    await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify({ [RESPONDENT_ENTRY]: { file: 'assets/r.js', css: ['assets/gone.css'] } }));
    await expect(manifestAssets(dir)).rejects.toThrow(/assets\/gone\.css/);
  });

  it('has no script without a client build', async () => {
    expect(await manifestAssets(path.join(tmpdir(), 'fieldwork-no-build-here'))).toEqual({ stylesheets: [] });
  });
});

describe('respondentCsp', () => {
  it('runs no script without a script nonce', () => {
    expect(directive(respondentCsp('c3R5bGU='), 'script-src')).toBe("script-src 'none'");
  });

  it("admits only the nonce'd script and the modules it imports", () => {
    const csp = respondentCsp('c3R5bGU=', 'c2NyaXB0');
    expect(directive(csp, 'script-src')).toBe("script-src 'nonce-c2NyaXB0' 'strict-dynamic'");
    expect(directive(csp, 'default-src')).toBe("default-src 'none'");
    expect(directive(csp, 'style-src')).toBe("style-src 'self' 'nonce-c3R5bGU='");
  });
});
