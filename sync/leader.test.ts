import { describe, expect, it } from 'vitest';
import { InMemoryBroadcast, InMemoryLocks } from './in-memory';
import { electLeader } from './leader';

const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('electLeader', () => {
  it('elects one tab and hands over when it leaves', async () => {
    const locks = new InMemoryLocks();
    const log: string[] = [];
    const tab = (name: string) => electLeader(locks, 's1', () => {
      log.push(`${name} leads`);
      return () => log.push(`${name} stops`);
    });
    const a = tab('a');
    const b = tab('b');
    await settle();
    expect([a.isLeader(), b.isLeader()]).toEqual([true, false]);
    a.release();
    await settle();
    expect(log).toEqual(['a leads', 'a stops', 'b leads']);
    expect(b.isLeader()).toBe(true);
  });

  it('stops waiting when a follower leaves', async () => {
    const locks = new InMemoryLocks();
    const a = electLeader(locks, 's1', () => () => {});
    const b = electLeader(locks, 's1', () => { throw new Error('b must not lead'); });
    await settle();
    b.release();
    a.release();
    await settle();
    expect(locks.isHeld('fieldwork-sync:s1')).toBe(false);
  });
});

describe('InMemoryBroadcast', () => {
  it('delivers to the other channels of the name, not to the sender', async () => {
    const hub = new InMemoryBroadcast();
    const [a, b] = [hub.open('x'), hub.open('x')];
    const got: unknown[] = [];
    a.onmessage = ({ data }) => got.push(['a', data]);
    b.onmessage = ({ data }) => got.push(['b', data]);
    a.postMessage({ n: 1 });
    await settle();
    expect(got).toEqual([['b', { n: 1 }]]);
  });
});
