import { describe, expect, it } from 'vitest';
import { changesStatus, nextStatus, statusEventSchema } from './status';

const publish = { type: 'publish', setActive: false } as const;
const publishActive = { type: 'publish', setActive: true } as const;
const setActive = { type: 'setActiveVersion' } as const;

describe('survey status transitions', () => {
  it('moves a draft to test when a version is published', () => {
    expect(nextStatus('draft', publish)).toBe('test');
  });

  it('goes live when publishing with set-active', () => {
    expect(nextStatus('draft', publishActive)).toBe('live');
    expect(nextStatus('test', publishActive)).toBe('live');
  });

  it('goes live when the active version is set', () => {
    expect(nextStatus('draft', setActive)).toBe('live');
    expect(nextStatus('test', setActive)).toBe('live');
    expect(nextStatus('live', setActive)).toBe('live');
  });

  it('never demotes a test or live survey on a plain publish', () => {
    expect(nextStatus('test', publish)).toBe('test');
    expect(nextStatus('live', publish)).toBe('live');
  });

  it('leaves a closed survey closed', () => {
    for (const event of [publish, publishActive, setActive]) expect(nextStatus('closed', event)).toBe('closed');
  });

  it('tells whether a status save is needed', () => {
    expect(changesStatus('draft', publish)).toBe(true);
    expect(changesStatus('live', setActive)).toBe(false);
  });

  it('parses events and rejects a publish without setActive', () => {
    expect(statusEventSchema.parse(publishActive)).toEqual(publishActive);
    expect(statusEventSchema.safeParse({ type: 'publish' }).error?.issues[0]?.path).toEqual(['setActive']);
  });
});
