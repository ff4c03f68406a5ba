// The export's source in the browser: the respondent data service, through the typed GraphQL call.
// Respondents come oldest first, so respondents arriving during the export land after the cursor
// instead of shifting the pages still to come.
import type { RespondentDataRegion } from '../../../../schema/api/respondent-data';
import type { ApiClient } from '../../../api/client';
import { respondentData } from '../../../api/respondent-data';
import { compactFilter, type RespondentFilterInput } from '../respondent-filter';
import type { ExportHeader, ExportRespondent, ExportSource, ExportTextWidth } from './export-source';

/**
 * Respondents per request: spec §9's export page of 1,000, which the service's `respondentExport`
 * allows (the Data tab's `respondents` stops at 50).
 */
export const EXPORT_PAGE_SIZE = 1000;

export const COLUMNS_QUERY = /* GraphQL */ `
  query ExportColumns($surveyId: ID!, $version: Int, $filter: RespondentFilter) {
    headerNames(surveyId: $surveyId, version: $version) {
      name label questionId answerGroupId answerCode valueKind valueLabels { code label }
    }
    textWidths(surveyId: $surveyId, filter: $filter) { questionId answerGroupId kind maxBytes }
  }
`;

export const PAGE_QUERY = /* GraphQL */ `
  query ExportPage($surveyId: ID!, $first: Int!, $after: String, $filter: RespondentFilter) {
    respondentExport(surveyId: $surveyId, first: $first, after: $after, filter: $filter, order: oldest_first) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges {
        node {
          id status screenedReason languageId isTest version createdAt surveyStart surveyEnd
          answers { designQuestionId designAnswerGroupId codes otherText date numeric text }
        }
      }
    }
  }
`;

interface ColumnsReply {
  readonly headerNames: readonly ExportHeader[];
  readonly textWidths: readonly ExportTextWidth[];
}
interface PageReply {
  readonly respondentExport: {
    readonly totalCount: number;
    readonly pageInfo: { readonly hasNextPage: boolean; readonly endCursor: string | null };
    readonly edges: readonly { readonly node: ExportRespondent }[];
  };
}

export function serviceSource(api: ApiClient, region: RespondentDataRegion, surveyId: string, filter: RespondentFilterInput, pageSize = EXPORT_PAGE_SIZE): ExportSource {
  const variables = { surveyId, filter: compactFilter(filter) };
  // One version chosen: its own datamap names the columns; otherwise the service's default.
  const version = filter.versions?.length === 1 ? filter.versions[0] : null;
  return {
    async columns() {
      const reply = await respondentData<ColumnsReply>(api, region, COLUMNS_QUERY, { ...variables, version });
      return { headers: reply.headerNames, textWidths: reply.textWidths };
    },
    async page(after, signal) {
      const reply = await respondentData<PageReply>(api, region, PAGE_QUERY, { ...variables, first: pageSize, after }, { signal });
      const { totalCount, pageInfo, edges } = reply.respondentExport;
      return {
        totalCount,
        respondents: edges.map((edge) => edge.node),
        next: pageInfo.hasNextPage ? pageInfo.endCursor : null,
      };
    },
  };
}
