// Runs in the page before the app (bundled and installed as an init script by
// ../designer.bench.ts): records long tasks, slow event timings, and per keystroke the time from
// the keydown event's timeStamp to the next frame's paint, and tells when the main thread is idle.
// Every time is performance.now() of the page, in milliseconds.

export interface KeySample {
  readonly key: string;
  /** keydown's timeStamp (when the OS/CDP input reached the browser). */
  readonly down: number;
  /** First task after the next frame's rAF callbacks, style, layout and paint. */
  readonly painted: number;
}

export interface Span {
  readonly start: number;
  readonly duration: number;
}

export interface SlowEvent extends Span {
  readonly name: string;
  readonly processingStart: number;
  readonly processingEnd: number;
}

export interface BenchProbe {
  readonly longTasks: Span[];
  readonly slowEvents: SlowEvent[];
  readonly keys: KeySample[];
  /** timeStamp of the last click (capture phase): a link navigates on click. */
  lastClick: number;
  /** timeStamp of the last pointerdown: focus moves (and a field hands its text over) on it. */
  lastPointerDown: number;
  /** Sample keystrokes only while armed. */
  armKeys(armed: boolean): void;
  /** After the next frame paints: performance.now(). */
  nextPaint(): Promise<number>;
  /**
   * Starts watching for `selector` (call before the action that brings it); `shown()` then
   * resolves with the paint time of the first frame after the DOM change that made it match.
   */
  watch(selector: string, timeoutMs: number): void;
  shown(): Promise<number>;
  /**
   * Resolves once no long task has run for `quietMs` (the time-to-interactive rule), with the
   * end of the last long task that started at or after `since` (or `since` if none did).
   */
  idleAfter(since: number, quietMs: number, timeoutMs: number): Promise<number>;
  now(): number;
}

declare global {
  interface Window {
    __bench: BenchProbe;
  }
}

const afterPaint = () =>
  new Promise<number>((resolve) => {
    requestAnimationFrame(() => {
      // The rAF callbacks run before the frame's style, layout and paint; a message posted now is
      // delivered in the first task after them.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve(performance.now());
      };
      channel.port2.postMessage(0);
    });
  });

const probe: BenchProbe = {
  longTasks: [],
  slowEvents: [],
  keys: [],
  lastClick: 0,
  lastPointerDown: 0,
  armKeys(armed) {
    keysArmed = armed;
  },
  nextPaint: afterPaint,
  watch(selector, timeoutMs) {
    watched = new Promise((resolve, reject) => {
      // Checked in the mutation's microtask, so the paint awaited is the first one that shows it.
      const observer = new MutationObserver(() => {
        if (!document.querySelector(selector)) return;
        stop();
        void afterPaint().then(resolve);
      });
      const timer = setTimeout(() => {
        stop();
        reject(new Error(`${selector} did not show in ${timeoutMs} ms`));
      }, timeoutMs);
      const stop = () => {
        observer.disconnect();
        clearTimeout(timer);
      };
      observer.observe(document.documentElement, { childList: true, subtree: true });
    });
    watched.catch(() => {}); // read through shown()
  },
  shown() {
    return watched ?? Promise.reject(new Error('Nothing is watched'));
  },
  idleAfter(since, quietMs, timeoutMs) {
    return new Promise((resolve, reject) => {
      const started = performance.now();
      // Quiet on two checks in a row: a long task's entry arrives a little after the task ends.
      let quietSeen = -1;
      const check = () => {
        const ends = probe.longTasks.filter((t) => t.start >= since).map((t) => t.start + t.duration);
        const last = Math.max(since, ...ends);
        const quiet = performance.now() - last >= quietMs;
        if (quiet && quietSeen === last) {
          resolve(last);
          return;
        }
        quietSeen = quiet ? last : -1;
        if (performance.now() - started > timeoutMs) reject(new Error(`The main thread was not idle within ${timeoutMs} ms`));
        else setTimeout(check, 50);
      };
      check();
    });
  },
  now: () => performance.now(),
};

let keysArmed = false;
let watched: Promise<number> | null = null;
window.__bench = probe;

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask', buffered: true });

new PerformanceObserver((list) => {
  for (const entry of list.getEntries() as PerformanceEventTiming[]) {
    probe.slowEvents.push({
      name: entry.name, start: entry.startTime, duration: entry.duration, processingStart: entry.processingStart, processingEnd: entry.processingEnd,
    });
  }
}).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);

window.addEventListener('click', (event) => {
  probe.lastClick = event.timeStamp;
}, { capture: true });

window.addEventListener('pointerdown', (event) => {
  probe.lastPointerDown = event.timeStamp;
}, { capture: true });

window.addEventListener('keydown', (event) => {
  if (!keysArmed) return;
  const down = event.timeStamp;
  const key = event.key;
  void afterPaint().then((painted) => probe.keys.push({ key, down, painted }));
}, { capture: true });
