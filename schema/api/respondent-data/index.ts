// The respondent data service (issue 15 A, spec §7): one GraphQL endpoint per region. Signing in
// is checked here; each resolver checks the caller's access to the survey it names (read for
// queries, write for mutations) through the permission model, and that the survey is kept in the
// region the path names (else `invalid_region`).
import { z } from 'zod';
import { rule } from '../access-rule';
import { endpoint } from '../endpoint';
import { respondentDataRegions } from './regions';

export { respondentDataSdl } from './sdl';
export { respondentEvents, respondentEventSchema, type RespondentEvent } from './events';
export { respondentDataRegions, type RespondentDataRegion } from './regions';
export { HEADER_VALUE_KINDS, type HeaderValueKind, type ValueLabel, type DataHeader, type DataAnswer, type DataTextWidth } from './wire';

/** A GraphQL request as every client sends it. */
export const graphqlRequestSchema = z.object({
  query: z.string().min(1).max(20_000),
  variables: z.record(z.string(), z.unknown()).optional(),
  operationName: z.string().max(200).optional(),
});
export type GraphqlRequest = z.infer<typeof graphqlRequestSchema>;

export const graphqlErrorSchema = z.object({
  message: z.string(),
  path: z.array(z.union([z.string(), z.number()])).optional(),
  extensions: z.record(z.string(), z.unknown()).optional(),
});

export const graphqlReplySchema = z.object({
  data: z.record(z.string(), z.unknown()).nullable().optional(),
  errors: z.array(graphqlErrorSchema).optional(),
});
export type GraphqlReply = z.infer<typeof graphqlReplySchema>;

export const respondentGraphql = endpoint({
  id: 'respondent_data.graphql.post',
  method: 'POST',
  path: '/:region/respondent-graphql/graphql',
  params: z.object({ region: z.enum(respondentDataRegions) }),
  body: graphqlRequestSchema,
  reply: graphqlReplySchema,
  access: rule.signedIn,
  // Mutations are audited by their resolvers (which survey, which respondent), not as one POST.
  audit: false,
});

/**
 * The same schema over preview data (spec §7: "preview changes the path"): test respondents only,
 * whatever a query's filter says; mutations reach test respondents only.
 */
export const respondentGraphqlPreview = endpoint({
  id: 'respondent_data.graphql.preview.post',
  method: 'POST',
  path: '/:region/preview/respondent-graphql/graphql',
  params: z.object({ region: z.enum(respondentDataRegions) }),
  body: graphqlRequestSchema,
  reply: graphqlReplySchema,
  access: rule.signedIn,
  audit: false,
});
