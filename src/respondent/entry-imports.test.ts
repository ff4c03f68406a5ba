// The respondent entry stays light (issue 14 A: under 100 KB gzipped with React): nothing its
// modules import at run time may reach zod, a sanitiser or a widget library. A bundler keeps a
// module whose top level builds zod schemas even when none is used, so a single value import of
// the wrong schema module, or of a barrel, would bring zod back; this walks the source imports
// (type-only ones are erased and skipped) and names the path that does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ENTRY = 'src/respondent/respondent-entry.ts';
const HEAVY = /^(zod|dompurify|sanitize-html|radix-ui|@radix-ui\/|lucide-react|date-fns|dayjs)/;

interface ModuleImports {
  readonly staticImports: readonly string[];
  readonly dynamicImports: readonly string[];
}

/** Value imports of a module: `import type` and imports naming only types are left out. */
function importsOf(source: string): ModuleImports {
  const staticImports: string[] = [];
  for (const match of source.matchAll(/^(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*'([^']+)'|^import\s+'([^']+)'/gms)) {
    const [, typeOnly, clause = '', from, bare] = match;
    if (bare) {
      staticImports.push(bare);
      continue;
    }
    const names = clause.replace(/^[{\s]+|[}\s]+$/g, '').split(',').map((n) => n.trim()).filter(Boolean);
    const onlyTypes = names.length > 0 && clause.includes('{') && !/^\w+\s*,/.test(clause) && names.every((n) => n.startsWith('type '));
    if (!typeOnly && !onlyTypes) staticImports.push(from!);
  }
  const dynamicImports = [...source.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((m) => m[1]!);
  return { staticImports, dynamicImports };
}

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.join(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    try {
      if (!/\.(ts|tsx)$/.test(candidate)) continue;
      readFileSync(path.join(ROOT, candidate));
      return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

/** Every module the entry loads up front, each with the chain that reached it; and the lazy ones. */
function graph(entry: string) {
  const via = new Map<string, string[]>([[entry, [entry]]]);
  const packages = new Map<string, string[]>();
  const lazy = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    const { staticImports, dynamicImports } = importsOf(readFileSync(path.join(ROOT, file), 'utf8'));
    for (const specifier of dynamicImports) lazy.add(resolve(file, specifier) ?? specifier);
    for (const specifier of staticImports) {
      if (/\.css$/.test(specifier)) continue;
      const target = resolve(file, specifier);
      if (target === null) {
        if (!specifier.startsWith('.') && !packages.has(specifier)) packages.set(specifier, via.get(file)!);
        continue;
      }
      if (via.has(target)) continue;
      via.set(target, [...via.get(file)!, target]);
      queue.push(target);
    }
  }
  return { modules: via, packages, lazy };
}

describe('the respondent entry', () => {
  const { modules, packages, lazy } = graph(ENTRY);

  it('imports no heavy package up front', () => {
    const heavy = [...packages].filter(([name]) => HEAVY.test(name)).map(([name, chain]) => `${name} via ${chain.join(' → ')}`);
    expect(heavy).toEqual([]);
  });

  it('reaches the schema by exact module, never through a barrel', () => {
    const barrels = [...modules].filter(([file]) => /(^|\/)index\.ts$/.test(file)).map(([, chain]) => chain.join(' → '));
    expect(barrels).toEqual([]);
  });

  it('loads the date widget lazily', () => {
    expect(lazy).toContain('src/widgets/answer/date-answer.tsx');
    expect(modules.has('src/widgets/answer/date-answer.tsx')).toBe(false);
  });

  it('loads the problem texts of languages other than English lazily', () => {
    expect(lazy).toContain('schema/survey/respondent/problem-texts-languages.ts');
    expect(modules.has('schema/survey/respondent/problem-texts-languages.ts')).toBe(false);
  });

  it('sees through imports of types only', () => {
    expect(importsOf("import type { A } from './a';\nimport { type B, type C } from './b';\nimport { d, type E } from './d';\nexport * from './f';"))
      .toEqual({ staticImports: ['./d', './f'], dynamicImports: [] });
  });
});
