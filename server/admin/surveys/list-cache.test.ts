import { describe, expect, it } from 'vitest';
import { ListCache, type KeptList } from './list-cache';

const list = (revision: number, bytes: number): KeptList => ({ revision, horizon: 1n, body: Buffer.alloc(0), rows: [], chunks: [], bytes });

describe('ListCache', () => {
  it('drops the least recently read lists once past its bytes', () => {
    const cache = new ListCache(100, 10);
    cache.set('a', list(1, 40));
    cache.set('b', list(1, 40));
    expect(cache.get('a')?.revision).toBe(1);
    cache.set('c', list(1, 40));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.size).toEqual({ lists: 2, bytes: 80 });
  });

  it('drops the least recently read lists once past its count', () => {
    const cache = new ListCache(1000, 2);
    for (const key of ['a', 'b', 'c']) cache.set(key, list(1, 1));
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map((kept) => kept !== undefined)).toEqual([false, true, true]);
  });

  it('keeps no list larger than its bytes, and keeps what it had', () => {
    const cache = new ListCache(100, 10);
    cache.set('a', list(1, 40));
    cache.set('b', list(1, 101));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toEqual({ lists: 1, bytes: 40 });
  });

  it('keeps the later revision when a read that began earlier finishes later', () => {
    const cache = new ListCache();
    cache.set('a', list(5, 10));
    cache.set('a', list(4, 10));
    expect(cache.get('a')?.revision).toBe(5);
    cache.set('a', list(6, 20));
    expect(cache.get('a')?.revision).toBe(6);
    expect(cache.size).toEqual({ lists: 1, bytes: 20 });
  });
});
