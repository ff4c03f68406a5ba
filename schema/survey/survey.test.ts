import { describe, expect, it } from 'vitest';
import { createSurvey, surveyListItemSchema, surveySchema } from './survey';

const now = '2024-05-01T10:00:00.000Z';
const stored = { id: 's1', name: 'Brand study', title: 'Brand study', created_at: now, updated_at: now };

describe('survey', () => {
  it('creates a draft in English with the name copied from the title', () => {
    const survey = createSurvey({ id: 's1', now, userId: 'u1', survey: { title: 'Brand study' } });
    expect(survey).toMatchObject({
      name: 'Brand study',
      title: 'Brand study',
      default_language: 'en',
      additional_languages: [],
      deployment_info: { status: 'draft' },
      region: 'uk',
      theme: { title: '', custom_css: '' },
      privacy_config: { privacy_policy_url: null, gdpr_url: null },
      development_fields: { client_id: null, project_id: null },
      created_by: 'u1',
      updated_at: now,
    });
  });

  it('fills the defaults when parsing a stored survey', () => {
    const survey = surveySchema.parse(stored);
    expect(survey.deployment_info.status).toBe('draft');
    expect(survey.default_language).toBe('en');
  });

  it('rejects a blank title on the title field', () => {
    const result = surveySchema.safeParse({ ...stored, title: '   ' });
    expect(result.error?.issues[0]?.path).toEqual(['title']);
  });

  it('rejects an unknown status on deployment_info.status', () => {
    const result = surveySchema.safeParse({ ...stored, deployment_info: { status: 'published' } });
    expect(result.error?.issues[0]?.path).toEqual(['deployment_info', 'status']);
  });

  it('says "Invalid language" for a malformed language id', () => {
    const result = surveySchema.safeParse({ ...stored, additional_languages: ['fr', 'French'] });
    expect(result.error?.issues[0]).toMatchObject({ path: ['additional_languages', 1], message: 'Invalid language' });
  });

  it('accepts regional language variants and refuses a language listed twice', () => {
    expect(surveySchema.safeParse({ ...stored, additional_languages: ['en-GB', 'zh-Hans', 'pt_BR'] }).success).toBe(true);
    const twice = surveySchema.safeParse({ ...stored, additional_languages: ['fr', 'fr'] });
    expect(twice.error?.issues[0]?.path).toEqual(['additional_languages']);
  });

  it('refuses a privacy address that is not http(s)', () => {
    const result = surveySchema.safeParse({ ...stored, privacy_config: { gdpr_url: 'javascript:alert(1)' } });
    expect(result.error?.issues[0]?.path).toEqual(['privacy_config', 'gdpr_url']);
  });

  it('gives list items read access unless told otherwise', () => {
    expect(surveyListItemSchema.parse(stored).access_level).toBe('read');
    expect(surveyListItemSchema.parse({ ...stored, access_level: 'owner' }).access_level).toBe('owner');
  });
});
