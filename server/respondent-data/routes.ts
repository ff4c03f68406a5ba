// The respondent data service (issue 15 A) as a Fastify plugin: the executable schema built from
// the SDL by mercurius (no routes of its own: `routes: false`), executed from the contract's one
// endpoint per region (`respondentGraphql`, registered like every other endpoint, so signing in,
// the maintenance gate and the error shape are the shell's), its preview twin over test
// respondents only (`respondentGraphqlPreview`), and the live-update stream.
import type { FastifyInstance } from 'fastify';
import type { GraphQLError } from 'graphql';
import mercurius from 'mercurius';
import {
  respondentDataSdl, respondentEvents, respondentGraphql, respondentGraphqlPreview, type GraphqlReply, type GraphqlRequest, type RespondentDataRegion,
} from '../../schema/api/respondent-data';
import type { AppContext } from '../context';
import { EventStream, route, registerRoutes } from '../http/endpoint';
import { DataCaches } from './data-caches';
import type { DataContext, DataPath } from './data-context';
import { formatDataError } from './data-error';
import { respondentEventStream } from './event-stream';
import { maxDepth, queryCostRule } from './query-cost';
import { resolvers } from './resolvers';

/** A refusal before execution (syntax, validation, depth, cost), as mercurius throws it. */
interface RequestRefusal {
  readonly code?: string;
  readonly errors?: readonly (GraphQLError | Error)[];
}

/** What the handler needs of a call to either path (the two records share params and body). */
interface GraphqlCall {
  readonly user: DataContext['user'];
  readonly asker: DataContext['asker'];
  readonly requestId: string;
  readonly params: { readonly region: RespondentDataRegion };
  readonly body: GraphqlRequest;
}

const depthMessage = /exceeds the query depth limit/;

function refusalReply(error: RequestRefusal): GraphqlReply | null {
  if (!Array.isArray(error.errors) || error.errors.length === 0) return null;
  return {
    data: null,
    errors: error.errors.map((e) => {
      const extensions = 'extensions' in e && e.extensions ? { ...e.extensions } : {};
      const code = typeof extensions.code === 'string' ? extensions.code : depthMessage.test(e.message) ? 'too_complex' : 'bad_input';
      const locations = 'locations' in e && e.locations ? { locations: e.locations } : {};
      return { message: e.message, ...locations, extensions: { ...extensions, code, ...(code === 'too_complex' && depthMessage.test(e.message) ? { limit: maxDepth } : {}) } };
    }),
  };
}

export function respondentDataRoutes(app: FastifyInstance, ctx: AppContext): void {
  const caches = new DataCaches(ctx.db);
  void app.register(mercurius, {
    schema: respondentDataSdl,
    resolvers: resolvers as never,
    routes: false,
    // The cost rule needs each request's variables (page sizes), so parsed queries are not cached.
    cache: false,
    queryDepth: maxDepth,
    validationRules: ({ variables }) => [queryCostRule(variables ?? {})],
    errorFormatter: (execution, context) => ({
      statusCode: 200,
      response: {
        data: execution.data ?? null,
        errors: (execution.errors ?? []).map((error) => formatDataError(error, (original) => context.app.log.error({ err: original }, 'respondent data resolver failed'))) as never,
      },
    }),
  });

  const execute = async (path: DataPath, call: GraphqlCall): Promise<GraphqlReply> => {
    const data: DataContext = {
      ctx, path, caches, user: call.user, asker: call.asker, region: call.params.region, requestId: call.requestId, checked: new Map(),
    };
    try {
      const result = await app.graphql(call.body.query, data as never, call.body.variables ?? {}, call.body.operationName);
      return { data: (result.data ?? null) as Record<string, unknown> | null, ...(result.errors?.length ? { errors: result.errors as never } : {}) };
    } catch (error) {
      const reply = refusalReply(error as RequestRefusal);
      if (reply) return reply;
      throw error;
    }
  };

  registerRoutes(app, ctx, [
    route(respondentGraphql, (call) => execute('data', call)),
    // The same schema over test respondents only (spec §7: preview changes the path).
    route(respondentGraphqlPreview, (call) => execute('preview', call)),
    route(respondentEvents, async (call) =>
      new EventStream(await respondentEventStream(ctx, call.params.region, call.survey.survey, call.query.max_seconds))),
  ]);
}
