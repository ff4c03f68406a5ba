import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserSession, memoryStorage, recall, remember } from './session-memory';

const blocked = new Proxy(memoryStorage(), {
  get: () => () => { throw new DOMException('The operation is insecure.', 'SecurityError'); },
});

describe('session memory', () => {
  it('keeps a value, and forgets it when told null', () => {
    const storage = memoryStorage();
    remember(storage, 'k', 'fr');
    expect(recall(storage, 'k')).toBe('fr');
    remember(storage, 'k', null);
    expect(recall(storage, 'k')).toBeNull();
  });

  it('reads null and drops writes when storage is blocked or missing, without throwing', () => {
    expect(() => remember(blocked, 'k', 'fr')).not.toThrow();
    expect(recall(blocked, 'k')).toBeNull();
    expect(() => remember(undefined, 'k', 'fr')).not.toThrow();
    expect(recall(undefined, 'k')).toBeNull();
  });

  afterEach(() => { vi.unstubAllGlobals(); });

  it('keeps choices in memory for the page where the browser blocks session storage', () => {
    vi.stubGlobal('window', { get sessionStorage(): Storage { throw new DOMException('The operation is insecure.', 'SecurityError'); } });
    remember(browserSession(), 'k', 'fr');
    expect(recall(browserSession(), 'k')).toBe('fr');
  });

  it('has no storage outside a browser', () => {
    vi.stubGlobal('window', undefined);
    expect(browserSession()).toBeUndefined();
  });
});
