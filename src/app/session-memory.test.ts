import { describe, expect, it } from 'vitest';
import { recall, remember } from './session-memory';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() { return values.size; },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => { values.delete(key); },
    setItem: (key, value) => { values.set(key, value); },
  };
}

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
});
