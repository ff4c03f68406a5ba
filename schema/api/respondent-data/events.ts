// Live updates of a survey's respondents for the Data tab (issue 15): a stream of server-sent
// events, read with fetch (it carries the Authorization header, which EventSource cannot).
//
//   event: respondents
//   data: {"surveyId":"…","respondentId":"…","status":"complete"}
//
// one per respondent created, changing status or deleted (status "deleted"), and a comment line
// (": heartbeat") every so often so proxies keep the connection open. The stream ends after
// `max_seconds` (the client reconnects): a revoked token or a withdrawn permission is checked
// again on the next connection, and connections spread over server instances as they come back.
import { z } from 'zod';
import { rule } from '../access-rule';
import { endpoint } from '../endpoint';
import { respondentDataRegions } from './regions';

/** One event's data. */
export const respondentEventSchema = z.object({
  surveyId: z.string(),
  respondentId: z.string(),
  status: z.enum(['not_started', 'incomplete', 'complete', 'screened', 'quota_full', 'closed', 'deleted']),
});
export type RespondentEvent = z.infer<typeof respondentEventSchema>;

export const respondentEvents = endpoint({
  id: 'respondent_data.events.get',
  method: 'GET',
  path: '/:region/respondent-data/surveys/:id/events',
  params: z.object({ region: z.enum(respondentDataRegions), id: z.uuid('id must be a survey id') }),
  query: z.object({
    /** How long the stream stays open; 0 sends the opening comment and ends (a probe). */
    max_seconds: z.coerce.number().int().min(0).max(600).default(300),
  }),
  reply: z.string(),
  replyKind: 'event_stream',
  access: rule.survey('read'),
});
