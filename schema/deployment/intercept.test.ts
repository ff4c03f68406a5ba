import { describe, expect, it } from 'vitest';
import { interceptConfigSchema } from './intercept';
import { createInterceptTrigger, interceptTriggerSchema } from './intercept-trigger';

const pathsOf = (value: unknown) => interceptConfigSchema.safeParse(value).error?.issues.map((issue) => issue.path.join('.'));

describe('intercept schema', () => {
  it('fills an empty intercept with a disabled popup for every visitor', () => {
    expect(interceptConfigSchema.parse({})).toEqual({
      enabled: false,
      presentation: 'popup',
      sample_rate_percent: 100,
      trigger_match: 'all',
      triggers: [],
      invitation: { headline: 'We would like your feedback', message: '', accept_label: 'Take the survey', decline_label: 'No thanks' },
    });
  });

  it('returns a parsed intercept unchanged when parsed again', () => {
    const once = interceptConfigSchema.parse({ triggers: [{ id: 't1', type: 'time_on_page' }, { id: 't2', type: 'page_url', value: '/checkout' }] });
    expect(interceptConfigSchema.parse(once)).toEqual(once);
  });

  it('fills each trigger type with its own defaults', () => {
    expect(createInterceptTrigger('time_on_page', { id: 'a' })).toEqual({ id: 'a', type: 'time_on_page', seconds: 10 });
    expect(createInterceptTrigger('scroll_depth', { id: 'b' })).toEqual({ id: 'b', type: 'scroll_depth', percent: 50 });
    expect(createInterceptTrigger('page_views', { id: 'c' })).toEqual({ id: 'c', type: 'page_views', count: 3 });
    expect(createInterceptTrigger('exit_intent', { id: 'd' })).toEqual({ id: 'd', type: 'exit_intent' });
    expect(createInterceptTrigger('page_url', { id: 'e', value: '/pricing' })).toEqual({ id: 'e', type: 'page_url', match: 'contains', value: '/pricing' });
  });

  it('refuses a sample rate outside 0 to 100, naming the field', () => {
    expect(pathsOf({ sample_rate_percent: 101 })).toEqual(['sample_rate_percent']);
    expect(pathsOf({ sample_rate_percent: -1 })).toEqual(['sample_rate_percent']);
    expect(interceptConfigSchema.parse({ sample_rate_percent: 0.5 }).sample_rate_percent).toBe(0.5);
  });

  it('refuses an unknown trigger type or presentation', () => {
    expect(pathsOf({ triggers: [{ id: 't', type: 'mouse_wiggle' }] })).toEqual(['triggers.0.type']);
    expect(pathsOf({ presentation: 'modal' })).toEqual(['presentation']);
  });

  it('refuses a trigger without an id, and an id used twice', () => {
    expect(pathsOf({ triggers: [{ type: 'exit_intent' }] })).toEqual(['triggers.0.id']);
    expect(pathsOf({ triggers: [{ id: 't', type: 'exit_intent' }, { id: 't', type: 'page_url', value: '/a' }] })).toEqual(['triggers.1.id']);
  });

  it('allows several page addresses but one trigger of each measured type', () => {
    const urls = [{ id: 'a', type: 'page_url', value: '/a' }, { id: 'b', type: 'page_url', value: '/b' }];
    expect(interceptConfigSchema.safeParse({ triggers: urls }).success).toBe(true);
    expect(pathsOf({ triggers: [{ id: 'a', type: 'time_on_page' }, { id: 'b', type: 'time_on_page', seconds: 20 }] })).toEqual(['triggers.1.type']);
  });

  it('checks each type\'s own fields', () => {
    expect(pathsOf({ triggers: [{ id: 'a', type: 'page_url', match: 'regex', value: '(' }] })).toEqual(['triggers.0.value']);
    expect(pathsOf({ triggers: [{ id: 'a', type: 'page_url', value: '  ' }] })).toEqual(['triggers.0.value']);
    expect(pathsOf({ triggers: [{ id: 'a', type: 'scroll_depth', percent: 150 }] })).toEqual(['triggers.0.percent']);
    expect(pathsOf({ triggers: [{ id: 'a', type: 'time_on_page', seconds: 1.5 }] })).toEqual(['triggers.0.seconds']);
    expect(pathsOf({ triggers: [{ id: 'a', type: 'exit_intent', seconds: 3 }] })).toEqual(['triggers.0']);
  });

  it('accepts a valid regular expression', () => {
    expect(interceptTriggerSchema.parse({ id: 'a', type: 'page_url', match: 'regex', value: '^https://shop\\.example/(cart|checkout)' }))
      .toMatchObject({ match: 'regex' });
  });
});
