// The cost rule before execution: one export page of 1,000 with every Respondent field passes;
// a second export, the same list asked twice under aliases, or aliases hidden in fragments do not.
import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { respondentDataSdl } from '../../schema/api/respondent-data';
import { maxCost, maxExportCost, queryCostRule } from './query-cost';

const schema = buildSchema(respondentDataSdl);
const everyField = `id surveyId publishedSurveyId languageId status screenedReason isTest version surveyStart surveyEnd createdAt
  statusSetAt contactStatus attempts developmentFields
  answers { questionId answerGroupId designQuestionId designAnswerGroupId codes otherText date numeric text }
  quotaValues { quotaId definitionCodes } uploadData { name value }`;
const exportPage = (name = 'respondentExport', fields = everyField) =>
  `${name}: respondentExport(surveyId: "s", first: $first, after: $after) { totalCount edges { cursor node { ${fields} } } pageInfo { hasNextPage endCursor } }`;

function refusal(query: string, variables: Record<string, unknown> = {}) {
  const document = parse(query);
  expect(validate(schema, document, specifiedRules)).toEqual([]);
  const errors = validate(schema, document, [queryCostRule(variables)]);
  return errors.map((error) => ({ code: error.extensions.code, message: error.message }));
}

describe('query cost', () => {
  it('lets one export page of 1,000 with every field through, beside a page of the data', () => {
    const query = `query($first: Int, $after: String) { ${exportPage()} respondents(surveyId: "s") { edges { node { id answers { codes } } } } }`;
    expect(refusal(query, { first: 1000 })).toEqual([]);
    // The default page size is the export's 1,000.
    expect(refusal(query)).toEqual([]);
  });

  it('refuses a second export page in the same request', () => {
    const query = `query($first: Int, $after: String) { ${exportPage('a')} ${exportPage('b', 'id')} }`;
    expect(refusal(query, { first: 10 })).toEqual([{ code: 'too_complex', message: 'The query asks for 2 export pages; at most 1 per request' }]);
  });

  it('refuses an export page asking for the same list twice under aliases', () => {
    const twice = `${everyField} again: answers { questionId answerGroupId designQuestionId designAnswerGroupId codes otherText date numeric text }`;
    const [error] = refusal(`query($first: Int, $after: String) { ${exportPage('e', twice)} }`, { first: 1000 });
    expect(error?.code).toBe('too_complex');
    expect(error?.message).toContain(`at most ${maxExportCost}`);
    // The same query over a smaller page fits.
    expect(refusal(`query($first: Int, $after: String) { ${exportPage('e', twice)} }`, { first: 500 })).toEqual([]);
  });

  it('keeps everything but the export to the ordinary budget', () => {
    const pages = Array.from({ length: 3 }, (_, i) => `r${i}: respondents(surveyId: "s") { edges { node { ${everyField} } } }`).join(' ');
    const [error] = refusal(`query($first: Int, $after: String) { ${exportPage('e', 'id')} ${pages} }`, { first: 1000 });
    expect(error?.code).toBe('too_complex');
    expect(error?.message).toContain(`at most ${maxCost}`);
  });

  it('counts top-level fields through fragments', () => {
    const fields = Array.from({ length: 21 }, (_, i) => `s${i}: emailStats(surveyId: "s") { count }`).join(' ');
    expect(refusal(`{ ...All } fragment All on Query { ${fields} }`)).toEqual([{ code: 'too_complex', message: 'The query asks for 21 top-level fields; at most 20' }]);
  });
});
