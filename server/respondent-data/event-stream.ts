// The live-update stream of a survey's respondents (schema/api/respondent-data/events.ts). Events
// come from the region database (the respondents table's trigger NOTIFYs respondent_events, see
// region-migrations/0004), so a respondent saved through any server instance reaches every
// stream; nothing is kept in this process beyond the open streams themselves.
import { PassThrough } from 'node:stream';
import { respondentEventSchema } from '../../schema/api/respondent-data';
import type { SurveyRow } from '../access/survey-access';
import type { Region } from '../config';
import type { AppContext } from '../context';
import { DomainError } from '../http/errors';

export const eventsChannel = 'respondent_events';
export const heartbeatMs = 15_000;
/** How long a client waits before reconnecting after the stream ends. */
const retryMs = 3_000;

export async function respondentEventStream(ctx: AppContext, region: Region, survey: SurveyRow, maxSeconds: number): Promise<PassThrough> {
  if (survey.region !== region) {
    throw new DomainError('invalid_region', `Survey ${survey.id} is kept in region ${survey.region}: its events are at /${survey.region}/respondent-data/…`, { region: survey.region });
  }
  const stream = new PassThrough();
  stream.write(`retry: ${retryMs}\n: connected\n\n`);
  if (maxSeconds === 0) {
    stream.end();
    return stream;
  }
  const database = await ctx.regions.get(region);
  const unlisten = await database.listen(eventsChannel, (payload) => {
    const parsed = respondentEventSchema.safeParse(JSON.parse(payload));
    if (!parsed.success || parsed.data.surveyId !== survey.id) return;
    stream.write(`event: respondents\ndata: ${JSON.stringify(parsed.data)}\n\n`);
  });
  const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), heartbeatMs);
  const lifetime = setTimeout(() => stream.end(), maxSeconds * 1000);
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    void unlisten().catch(() => undefined);
  };
  // Ended by its lifetime, or destroyed when the client goes away.
  stream.on('close', close);
  stream.on('finish', close);
  return stream;
}
