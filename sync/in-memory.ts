// In-process stand-ins for the browser's `navigator.locks` and `BroadcastChannel`, for tests and
// for environments without them. One instance stands for one browser (its tabs share them).
import type { LockManagerLike } from './leader';

interface Waiter {
  readonly callback: () => Promise<unknown>;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
  readonly signal: AbortSignal | undefined;
}

/** Exclusive locks granted in request order, like the Web Locks API. */
export class InMemoryLocks implements LockManagerLike {
  private readonly held = new Set<string>();
  private readonly queues = new Map<string, Waiter[]>();

  request(name: string, options: { mode: 'exclusive'; signal?: AbortSignal }, callback: () => Promise<unknown>): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { callback, resolve, reject, signal: options.signal };
      options.signal?.addEventListener('abort', () => {
        const queue = this.queues.get(name) ?? [];
        const at = queue.indexOf(waiter);
        if (at >= 0) {
          queue.splice(at, 1);
          reject(new DOMException('The lock request was aborted', 'AbortError'));
        }
      });
      const queue = this.queues.get(name) ?? [];
      this.queues.set(name, queue);
      queue.push(waiter);
      this.grant(name);
    });
  }

  /** Whether someone holds `name` (tests). */
  isHeld(name: string): boolean {
    return this.held.has(name);
  }

  private grant(name: string): void {
    if (this.held.has(name)) return;
    const next = this.queues.get(name)?.shift();
    if (!next) return;
    this.held.add(name);
    Promise.resolve()
      .then(() => next.callback())
      .then(next.resolve, next.reject)
      .finally(() => {
        this.held.delete(name);
        this.grant(name);
      });
  }
}

export interface ChannelLike {
  postMessage(message: unknown): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  close(): void;
}

/** A BroadcastChannel hub: a message reaches every other open channel of the same name. */
export class InMemoryBroadcast {
  private readonly channels = new Map<string, Set<ChannelLike>>();

  open = (name: string): ChannelLike => {
    const peers = this.channels.get(name) ?? new Set<ChannelLike>();
    this.channels.set(name, peers);
    const channel: ChannelLike = {
      onmessage: null,
      postMessage: (message) => {
        const data = structuredClone(message);
        for (const peer of peers) {
          if (peer !== channel) queueMicrotask(() => peers.has(peer) && peer.onmessage?.({ data }));
        }
      },
      close: () => {
        peers.delete(channel);
      },
    };
    peers.add(channel);
    return channel;
  };
}
