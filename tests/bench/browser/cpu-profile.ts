// Reads a V8 CPU profile (CDP Profiler.stop) into hot spots: self and total time per function,
// each placed in its source file through the bundle's source map (fetched beside the script).
// Total time counts a function once per sample however often it recurses.

export interface CallFrame {
  readonly functionName: string;
  readonly url: string;
  readonly lineNumber: number;
  readonly columnNumber: number;
}

export interface ProfileNode {
  readonly id: number;
  readonly callFrame: CallFrame;
  readonly children?: readonly number[];
  /** Samples per source line (1-based) of this node's own time. */
  readonly positionTicks?: readonly { readonly line: number; readonly ticks: number }[];
}

export interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly startTime: number;
  readonly endTime: number;
  readonly samples?: readonly number[];
  readonly timeDeltas?: readonly number[];
}

export interface HotSpot {
  readonly function: string;
  /** Source file:line (through the source map), or the script's URL:line. */
  readonly at: string;
  readonly selfMs: number;
  readonly totalMs: number;
  /** Where most of its self time was spent (file:line), and that line's share of the self samples. */
  readonly hottestLine?: string;
  readonly hottestLineShare?: number;
}

export interface HotSpots {
  readonly profiledMs: number;
  /** Samples in no JS: idle, (program) (native work such as style/layout/paint), GC. */
  readonly idleMs: number;
  readonly programMs: number;
  readonly gcMs: number;
  readonly bySelf: HotSpot[];
  readonly byTotal: HotSpot[];
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One decoded source map: per generated line, segments [column, source, line] sorted by column. */
interface DecodedMap {
  readonly sources: readonly string[];
  readonly lines: readonly (readonly (readonly [number, number, number])[])[];
}

function decodeMappings(mappings: string): DecodedMap['lines'] {
  const lines: [number, number, number][][] = [];
  let source = 0;
  let sourceLine = 0;
  for (const line of mappings.split(';')) {
    const segments: [number, number, number][] = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0] ?? 0;
      if (values.length >= 4) {
        // Fields 4 and 5 (source column, name) are not needed here.
        source += values[1]!;
        sourceLine += values[2]!;
        segments.push([column, source, sourceLine]);
      }
    }
    lines.push(segments);
  }
  return lines;
}

/** Sources are relative to the bundle in a temp dir: "../../../work/main/sync/rows.ts" → "sync/rows.ts". */
const fromRoot = (source: string, root: string) => {
  const bare = source.replace(/^(\.\.\/)+/, '');
  const prefix = `${root.replace(/^\/+|\/+$/g, '')}/`;
  return bare.startsWith(prefix) ? bare.slice(prefix.length) : bare;
};

async function loadMap(url: string, root: string): Promise<DecodedMap | null> {
  try {
    const response = await fetch(`${url}.map`);
    if (!response.ok) return null;
    const map = (await response.json()) as { sources: string[]; mappings: string };
    return { sources: map.sources.map((s) => fromRoot(s, root)), lines: decodeMappings(map.mappings) };
  } catch {
    return null;
  }
}

function locate(map: DecodedMap | null, frame: CallFrame): string {
  const fallback = `${frame.url.replace(/^https?:\/\/[^/]+/, '')}:${frame.lineNumber + 1}`;
  const segments = map?.lines[frame.lineNumber];
  if (!map || !segments?.length) return fallback;
  let found: readonly [number, number, number] | undefined;
  for (const segment of segments) {
    if (segment[0] > frame.columnNumber) break;
    found = segment;
  }
  found ??= segments[0];
  return found ? `${map.sources[found[1]] ?? '?'}:${found[2] + 1}` : fallback;
}

const special = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

/**
 * The profile's `top` functions by self time and by total time, in milliseconds; `root` is the
 * repository's directory, so files read relative to it.
 */
export async function hotSpots(profile: CpuProfile, { top = 15, root = '' }: { top?: number; root?: string } = {}): Promise<HotSpots> {
  const maps = new Map<string, Promise<DecodedMap | null>>();
  const parent = new Map<number, number>();
  const byId = new Map<number, ProfileNode>();
  for (const node of profile.nodes) {
    byId.set(node.id, node);
    for (const child of node.children ?? []) parent.set(child, node.id);
  }
  const keyOf = (frame: CallFrame) => `${frame.functionName || '(anonymous)'}|${frame.url}|${frame.lineNumber}|${frame.columnNumber}`;
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const frames = new Map<string, CallFrame>();
  const lineTicks = new Map<string, Map<number, number>>();
  for (const node of profile.nodes) {
    if (!node.positionTicks?.length) continue;
    const key = keyOf(node.callFrame);
    const lines = lineTicks.get(key) ?? new Map<number, number>();
    for (const { line, ticks } of node.positionTicks) lines.set(line, (lines.get(line) ?? 0) + ticks);
    lineTicks.set(key, lines);
  }
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let idle = 0;
  let program = 0;
  let gc = 0;
  // A sample's time is the delta to the next sample.
  for (let i = 0; i < samples.length; i++) {
    const ms = (deltas[i + 1] ?? 0) / 1000;
    const leaf = byId.get(samples[i]!);
    if (!leaf) continue;
    const name = leaf.callFrame.functionName;
    if (name === '(idle)') idle += ms;
    else if (name === '(program)') program += ms;
    else if (name === '(garbage collector)') gc += ms;
    if (special.has(name)) continue;
    const leafKey = keyOf(leaf.callFrame);
    self.set(leafKey, (self.get(leafKey) ?? 0) + ms);
    const seen = new Set<string>();
    for (let id: number | undefined = leaf.id; id !== undefined; id = parent.get(id)) {
      const node = byId.get(id)!;
      if (special.has(node.callFrame.functionName)) continue;
      const key = keyOf(node.callFrame);
      frames.set(key, node.callFrame);
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + ms);
    }
  }
  const round = (ms: number) => Math.round(ms * 10) / 10;
  const describe = async (key: string): Promise<HotSpot> => {
    const frame = frames.get(key)!;
    let map = maps.get(frame.url);
    if (!map) maps.set(frame.url, (map = frame.url.startsWith('http') ? loadMap(frame.url, root) : Promise.resolve(null)));
    const decoded = await map;
    const spot: HotSpot = { function: frame.functionName || '(anonymous)', at: locate(decoded, frame), selfMs: round(self.get(key) ?? 0), totalMs: round(total.get(key) ?? 0) };
    const lines = [...(lineTicks.get(key) ?? new Map<number, number>()).entries()].sort((a, b) => b[1] - a[1]);
    const all = lines.reduce((sum, [, ticks]) => sum + ticks, 0);
    if (!lines.length || !all) return spot;
    const [line, ticks] = lines[0]!;
    // positionTicks lines are 1-based; read the line from its first mapped column.
    const hottestLine = locate(decoded, { ...frame, lineNumber: line - 1, columnNumber: -1 });
    return { ...spot, hottestLine, hottestLineShare: Math.round((ticks / all) * 100) / 100 };
  };
  const topKeys = (from: Map<string, number>) => [...from.entries()].sort((a, b) => b[1] - a[1]).slice(0, top).map(([key]) => key);
  return {
    profiledMs: round((profile.endTime - profile.startTime) / 1000),
    idleMs: round(idle),
    programMs: round(program),
    gcMs: round(gc),
    bySelf: await Promise.all(topKeys(self).map(describe)),
    byTotal: await Promise.all(topKeys(total).map(describe)),
  };
}
