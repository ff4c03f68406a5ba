import { describe, expect, it } from 'vitest';
import { ItemReader } from './check-context';
import { CHECKS, ITEM_CHECKS_BY_KIND, LANGUAGE_CHECKS_BY_KIND } from './checks';
import { blocksPublishing, CHECK_CODES, compareFindings, type Finding } from './finding';
import { checkPublishable } from './publish-gate';
import { SurveyStore } from './survey-store';
import { isBlankText } from './text';
import { edit, validSurvey } from './testing/builders';
import { Prng } from './testing/prng';

describe('the check table', () => {
  it('gives each check the level and area of spec §5', () => {
    const levels = Object.fromEntries(Object.entries(CHECKS).map(([code, check]) => [code, `${check.area} ${check.level}`]));
    expect(levels).toEqual({
      no_questions: 'survey critical',
      duplicate_question_name: 'survey critical',
      no_complete_exit: 'survey critical',
      no_closed_exit: 'survey critical',
      invalid_condition: 'survey critical',
      // Not in spec §5's list: conditions it leaves out (issue), judged by the same rules.
      exit_invalid_condition: 'survey critical',
      conditional_text_invalid_condition: 'survey critical',
      quota_invalid_criteria: 'survey critical',
      invalid_parent: 'survey standard',
      grid_no_questions: 'survey standard',
      grid_no_answer_groups: 'survey standard',
      grid_no_answers: 'survey standard',
      question_no_answer_groups: 'survey standard',
      question_no_answers: 'survey standard',
      no_parent: 'survey warning',
      missing_question_text: 'survey warning',
      missing_answer_label: 'survey warning',
      missing_exit_text: 'survey warning',
      missing_translation: 'survey warning',
      routing_no_pages: 'routing critical',
      routing_no_questions: 'routing critical',
      routing_no_exits: 'routing critical',
      routing_invalid_item: 'routing critical',
      routing_page_invalid_item: 'routing critical',
      routing_invalid_condition: 'routing critical',
      routing_invalid_parent: 'routing standard',
      routing_page_empty: 'routing standard',
      routing_condition_no_expression: 'routing standard',
      routing_unreachable: 'routing warning',
      routing_no_children: 'routing warning',
      unused_question: 'routing warning',
      unused_quota: 'routing warning',
    });
    expect(Object.keys(CHECKS)).toEqual([...CHECK_CODES]);
  });

  it('checks the kinds the spec names, and the conditions of the others', () => {
    const codes = (kind: keyof typeof ITEM_CHECKS_BY_KIND) => [...ITEM_CHECKS_BY_KIND[kind], ...LANGUAGE_CHECKS_BY_KIND[kind]].map((entry) => entry.code);
    expect(codes('answer')).toEqual(['invalid_condition', 'invalid_parent', 'no_parent', 'missing_answer_label', 'missing_translation']);
    expect(codes('exit_block')).toEqual(['exit_invalid_condition', 'missing_exit_text', 'missing_translation']);
    expect(codes('conditional_text')).toEqual(['conditional_text_invalid_condition']);
    expect(codes('quota_definition')).toEqual(['quota_invalid_criteria']);
    expect(codes('quota')).toEqual([]);
  });

  it('keeps the checks that read the languages apart: a language change re-runs those alone', () => {
    const readers = Object.entries(CHECKS).filter(([, check]) => check.scope === 'item' && check.readsLanguages).map(([code]) => code);
    expect(readers).toEqual(['missing_translation']);
    expect(LANGUAGE_CHECKS_BY_KIND.question.map((entry) => entry.code)).toEqual(['missing_translation']);
    expect(ITEM_CHECKS_BY_KIND.question.map((entry) => entry.code)).not.toContain('missing_translation');
  });
});

describe('findings', () => {
  const finding = (code: Finding['code'], level: Finding['level'], id: string): Finding => ({ id, code, level, area: 'survey', itemId: null, itemKind: null, message: '' });

  it('block publishing only when critical', () => {
    expect(blocksPublishing([finding('invalid_parent', 'standard', 'a'), finding('no_parent', 'warning', 'b')])).toBe(false);
    expect(blocksPublishing([finding('no_questions', 'critical', 'c')])).toBe(true);
  });

  it('sort most severe first, then by check and id', () => {
    const list = [finding('no_parent', 'warning', 'no_parent:x'), finding('invalid_parent', 'standard', 'invalid_parent:b'), finding('invalid_parent', 'standard', 'invalid_parent:a'), finding('no_questions', 'critical', 'no_questions')];
    expect(list.sort(compareFindings).map((f) => f.id)).toEqual(['no_questions', 'invalid_parent:a', 'invalid_parent:b', 'no_parent:x']);
  });
});

describe('blank text', () => {
  it('counts empty wrappers, breaks and non-breaking spaces as blank', () => {
    for (const text of [undefined, null, '', '   ', '<p></p>', '<p><br></p>', '<p>&nbsp;</p>', '\u00a0']) expect(isBlankText(text)).toBe(true);
  });

  it('counts text, images and dynamic-text items as written', () => {
    for (const text of ['a', '<p>a</p>', '<img src="x.png">', '<span dt-id="q1" dt-type="question"></span>', 'a &amp; b']) expect(isBlankText(text)).toBe(false);
  });

  it('decides as stripping tags and space entities would, on random markup', () => {
    // The definition the shortcuts in isBlankText must agree with (plain text is only trimmed).
    const stripped = (text: string) =>
      !/[<&]/.test(text) ? text.trim() === '' :
      !/<(?:img|video|audio|iframe|svg)\b|\bdt-id\s*=/i.test(text) &&
      text.replace(/<[^>]*>/g, '').replace(/&(?:nbsp|#160|#x0*a0|ensp|emsp|thinsp|#8203|zwnj|zwj);/gi, ' ').replace(/\u200b/g, '').trim() === '';
    const pieces = ['<p>', '</p>', '<br>', '<', '>', '&nbsp;', '&', 'amp;', '&#160;', ' ', '\n', '\u00a0', '\u200b', 'a', 'Ä', '1', '<img src=x>', 'dt-id=', '<b', '"'];
    const prng = new Prng(41);
    for (let i = 0; i < 5000; i++) {
      const text = Array.from({ length: prng.int(1, 6) }, () => prng.choose(pieces)).join('');
      expect(isBlankText(text), JSON.stringify(text)).toBe(stripped(text));
    }
  });
});

describe('the publish gate', () => {
  it('lets a survey without critical findings through, warnings and all', () => {
    const s = validSurvey();
    const result = checkPublishable(s.components, { additionalLanguages: ['fr'] });
    expect(result.ok).toBe(true);
    expect(result.findings.length).toBeGreaterThan(0);
  });

  it('refuses while a critical finding stands, listing them', () => {
    const s = validSurvey();
    const result = checkPublishable([...s.components.filter((c) => c.id !== 'eb2'), edit(s.q1, { visibility_condition: { kind: 'group', operator: 'and', items: [{ kind: 'condition', question_id: 'gone', negate: false, fn: 'answered', answers: [] }] } })]);
    expect(result).toMatchObject({ ok: false, code: 'critical_findings', message: 'The survey cannot be published while 2 critical problems stand' });
    expect(!result.ok && result.critical.map((f) => f.id)).toEqual(['no_closed_exit', 'invalid_condition:q1']);
  });
});

describe('the item reader', () => {
  it('refuses the languages to a check not marked readsLanguages, which a language change would not re-run', () => {
    const reader = new ItemReader(new SurveyStore());
    expect(() => reader.languages()).toThrow(/readsLanguages/);
    reader.languagesOpen = true;
    expect(reader.languages()).toEqual([]);
  });
});
