// Runs every benchmark of this folder (`*.bench.ts`, each exporting `bench()`) and prints ONE JSON
// object: { node, platform, cpus, results: { <file stem>: <its figures> } }. Not a timed test: it
// reports, it does not fail on a slow figure. Progress and failures go to stderr.
//
//   npx tsx tests/bench/run.ts            every benchmark
//   npx tsx tests/bench/run.ts checks     only those whose name contains "checks"
import { readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

interface BenchModule {
  bench(): Promise<unknown> | unknown;
}

const dir = path.dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2] ?? '';
const files = readdirSync(dir).filter((file) => file.endsWith('.bench.ts') && file.includes(filter)).sort();

const results: Record<string, unknown> = {};
for (const file of files) {
  const name = file.slice(0, -'.bench.ts'.length);
  process.stderr.write(`bench ${name}…\n`);
  try {
    const module = (await import(pathToFileURL(path.join(dir, file)).href)) as BenchModule;
    results[name] = await module.bench();
  } catch (error) {
    results[name] = { error: error instanceof Error ? error.message : String(error) };
  }
}

process.stdout.write(
  `${JSON.stringify({ node: process.version, platform: `${os.platform()} ${os.arch()}`, cpus: os.cpus().length, cpu: os.cpus()[0]?.model, results }, null, 2)}\n`,
);
