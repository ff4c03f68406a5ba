import { describe, expect, it } from 'vitest';
import { surveyStatus } from './survey-status';

describe('a survey\'s status', () => {
  it('reads deployment_info.status', () => {
    expect(surveyStatus({ deployment_info: { status: 'live' } })).toBe('live');
  });

  it('is draft when deployment_info says none, or something the model does not know', () => {
    expect(surveyStatus({ deployment_info: {} })).toBe('draft');
    expect(surveyStatus({ deployment_info: { status: 'archived' } })).toBe('draft');
  });
});
