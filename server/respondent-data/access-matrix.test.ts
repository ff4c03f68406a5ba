// Every query and mutation × every way a caller can stand to the survey it names: anonymous (the
// endpoint's 401), a stranger (not_found, as for every survey they cannot see), read, write,
// owner, admin, and the right survey asked at the wrong region (invalid_region). Contacts also
// need the organisation's survey_manage_contacts feature (admins pass every gate). The preview path
// (test respondents only) decides access the same way; there contacts and e-mail, once access has
// passed, are not_in_preview.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { surveys } from '../db/schema';
import { backends } from '../testing/harness';
import { castSuite, castSurvey, sessionOf, type PersonaName } from '../testing/personas';
import { graphql, type GraphqlPath } from '../testing/respondent-data';

type Level = 'read' | 'write';
interface Operation {
  readonly name: string;
  readonly level: Level;
  readonly contacts?: boolean;
  /** Contacts and e-mail: live fielding, not served on the preview path. */
  readonly liveOnly?: boolean;
  readonly query: (surveyId: string) => string;
}

const id = () => randomUUID();
const operations: readonly Operation[] = [
  { name: 'respondents', level: 'read', query: (s) => `{ respondents(surveyId: "${s}") { totalCount } }` },
  { name: 'respondentExport', level: 'read', query: (s) => `{ respondentExport(surveyId: "${s}") { totalCount edges { cursor } } }` },
  { name: 'respondent', level: 'read', query: (s) => `{ respondent(surveyId: "${s}", id: "${id()}") { id } }` },
  { name: 'counts', level: 'read', query: (s) => `{ counts(surveyIds: ["${s}"]) { total } }` },
  { name: 'progress', level: 'read', query: (s) => `{ progress(surveyId: "${s}") { grouping } }` },
  { name: 'quotas', level: 'read', query: (s) => `{ quotas(surveyId: "${s}") { id } }` },
  { name: 'duplicateChecks', level: 'read', query: (s) => `{ duplicateChecks(surveyId: "${s}") { name } }` },
  { name: 'headerNames', level: 'read', query: (s) => `{ headerNames(surveyId: "${s}") { name } }` },
  { name: 'textWidths', level: 'read', query: (s) => `{ textWidths(surveyId: "${s}") { maxBytes } }` },
  { name: 'emailStats', level: 'read', liveOnly: true, query: (s) => `{ emailStats(surveyId: "${s}") { count } }` },
  { name: 'usage', level: 'read', query: (s) => `{ usage(surveyIds: ["${s}"], from: "2000-01-01T00:00:00Z", to: "2100-01-01T00:00:00Z") { completes } }` },
  { name: 'onHoldContacts', level: 'read', contacts: true, liveOnly: true, query: (s) => `{ onHoldContacts(surveyId: "${s}") { totalCount } }` },
  { name: 'contactHistory', level: 'read', contacts: true, liveOnly: true, query: (s) => `{ contactHistory(surveyId: "${s}", contactId: "${id()}") { eventName } }` },
  // A respondent that does not exist: access is decided first, so a caller with access learns not_found.
  { name: 'updateRespondent', level: 'write', query: (s) => `mutation { updateRespondent(surveyId: "${s}", id: "${id()}", update: {}) { id } }` },
  { name: 'deleteRespondent', level: 'write', query: (s) => `mutation { deleteRespondent(surveyId: "${s}", id: "${id()}") }` },
  { name: 'createContact', level: 'write', contacts: true, liveOnly: true, query: (s) => `mutation { createContact(surveyId: "${s}", contact: { email: "${id()}@example.test" }) { id } }` },
  { name: 'createContacts', level: 'write', contacts: true, liveOnly: true, query: (s) => `mutation { createContacts(surveyId: "${s}", contacts: [{ email: "${id()}@example.test" }]) { id } }` },
  { name: 'updateUploadDatum', level: 'write', contacts: true, liveOnly: true, query: (s) => `mutation { updateUploadDatum(surveyId: "${s}", contactId: "${id()}", contactStatus: "live") { id } }` },
];

const personas = ['anonymous', 'stranger', 'reader', 'writer', 'featuredWriter', 'owner', 'admin'] as const satisfies readonly PersonaName[];
const levels: Record<(typeof personas)[number], Level | 'owner' | null> = {
  anonymous: null, stranger: null, reader: 'read', writer: 'write', featuredWriter: 'write', owner: 'owner', admin: 'owner',
};
/** The answer where access passes: what the operation says about a survey with no data. */
const passed = (operation: Operation, path: GraphqlPath) => {
  if (path === 'preview' && operation.liveOnly) return 'not_in_preview';
  return ['updateRespondent', 'deleteRespondent', 'contactHistory', 'updateUploadDatum'].includes(operation.name) ? 'not_found' : 'ok';
};

function expected(operation: Operation, persona: (typeof personas)[number], path: GraphqlPath): string {
  if (persona === 'anonymous') return 'http 401';
  const level = levels[persona];
  if (!level) return 'not_found';
  if (operation.level === 'write' && level === 'read') return 'forbidden';
  if (operation.contacts && persona !== 'admin' && persona !== 'featuredWriter') return 'feature_required';
  return passed(operation, path);
}

describe.each(backends)('respondent data access on %s', (backend) => {
  const suite = castSuite(backend);
  let surveyId: string;
  let foreignId: string;
  const tokens = new Map<string, string | undefined>();

  beforeAll(async () => {
    surveyId = await castSurvey(suite.server, suite.cast);
    foreignId = await castSurvey(suite.server, suite.cast);
    await suite.server.ctx.db.update(surveys).set({ region: 'eu' }).where(eq(surveys.id, foreignId));
    for (const persona of personas) tokens.set(persona, persona === 'admin' ? suite.admin : await sessionOf(suite.server, suite.cast, persona));
    // Opening a region database migrates it (seconds on PGlite): done here, not in the first test.
    await suite.server.ctx.regions.get('uk');
    await suite.server.ctx.regions.get('eu');
  }, 120_000);

  const outcome = async (query: string, token: string | undefined, region = 'uk', path: GraphqlPath = 'data') => {
    const answer = await graphql(suite.server, token, query, {}, region, path);
    if (answer.status !== 200) return `http ${answer.status}`;
    return answer.errors?.[0]?.extensions.code ?? 'ok';
  };

  for (const operation of operations) {
    it(`${operation.name}: answers each caller as the permission model says, on the data and the preview path`, async () => {
      const actual: Record<string, string> = {};
      const wanted: Record<string, string> = {};
      for (const path of ['data', 'preview'] as const) {
        for (const persona of personas) {
          actual[`${path}.${persona}`] = await outcome(operation.query(surveyId), tokens.get(persona), 'uk', path);
          wanted[`${path}.${persona}`] = expected(operation, persona, path);
        }
        // A survey kept in another region, asked of this one: refused even to its admin.
        actual[`${path}.wrongRegion`] = await outcome(operation.query(foreignId), suite.admin, 'uk', path);
        wanted[`${path}.wrongRegion`] = 'invalid_region';
      }
      expect(actual).toEqual(wanted);
    });
  }

  it('answers the right region for a survey kept there', async () => {
    expect(await outcome(operations[0]!.query(foreignId), suite.admin, 'eu')).toBe('ok');
  });
});
