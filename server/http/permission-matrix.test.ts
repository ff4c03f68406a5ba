// The permission matrix, generated from the contract: every registered endpoint × every persona
// (anonymous, another organisation, read, write without and with the features, owner, admin),
// against what its access rule says, restated here independently of schema/api's decide().
// An endpoint without a sample fails the first test, so a new one is covered the day it lands.
import { describe, expect, it } from 'vitest';
import { accessLevels, containerOwner, type AccessRule, type Endpoint } from '../../schema/api';
import { backends } from '../testing/harness';
import { samples, sampleKey } from '../testing/endpoint-samples';
import { castSuite, levelOf, personaNames, type PersonaName } from '../testing/personas';
import { cellFor, outcome, send } from './contract-cell';

/**
 * The rule each endpoint must declare, pinned here: the matrix below proves the server enforces
 * the record's rule, and this table proves the record says what was meant, so loosening a rule
 * takes a change a reviewer sees in two places.
 */
const pinnedRules: Readonly<Record<string, string>> = {
  'POST /access/api/auth/login': 'public',
  'POST /access/api/auth/refresh': 'signed_in',
  'POST /access/api/auth/revoke': 'signed_in',
  'POST /access/api/reset-password': 'public',
  'POST /access/api/access-tokens': 'admin',
  'POST /access/api/new-user': 'admin',
  'GET /access/api/users/me': 'signed_in',
  'PATCH /access/api/users/me': 'password_token',
  'GET /access/api/orgs/:org_id': 'signed_in',
  'GET /access/api/users/id/:user_id/permissions/survey/': 'signed_in',
  'GET /access/api/users/id/:user_id/permissions/survey_alias/': 'signed_in',
  'GET /access/api/users/id/:user_id/permissions/survey/:survey_id': 'survey:read',
  'PUT /access/api/users/id/:user_id/permissions/survey/:survey_id': 'survey:owner',
  'DELETE /access/api/users/id/:user_id/permissions/survey/:survey_id': 'survey:owner',
  'GET /access/api/permissions/scopes/survey/:survey_id': 'survey:read',
  'GET /admin/api/maintenance': 'admin',
  'PUT /admin/api/maintenance': 'admin',
  'GET /admin/new/api/languages': 'signed_in',
  'GET /admin/api/help/articles': 'public',
  'GET /admin/api/surveys': 'signed_in',
  'POST /admin/api/surveys': 'signed_in',
  'GET /admin/api/surveys/:id': 'survey:read',
  'PATCH /admin/api/surveys/:id': 'survey:write',
  'DELETE /admin/api/surveys/:id': 'survey:owner',
  'POST /admin/api/surveys/:id/duplicate': 'survey:read',
  'GET /admin/api/surveys/:id/components': 'survey:read',
  'POST /admin/api/surveys/:id/components': 'survey:write',
  'GET /admin/api/surveys/:id/components/temp': 'survey:read',
  'POST /admin/api/surveys/:id/components/temp': 'survey:write',
  'GET /admin/api/surveys/:id/routes': 'survey:read',
  'POST /admin/api/surveys/:id/routes': 'survey:write',
  'GET /admin/api/surveys/:id/settings': 'survey:read',
  'PATCH /admin/api/surveys/:id/settings': 'survey:write',
  'GET /admin/api/surveys/:id/published': 'survey:read',
  'POST /admin/api/surveys/:id/published': 'survey:write',
  'GET /admin/api/surveys/:id/published/active': 'survey:read',
  'PUT /admin/api/surveys/:id/published/active': 'survey:write',
  'GET /admin/api/surveys/:id/published/:version/id-map': 'survey:read',
  'GET /admin/api/surveys/:id/deployments/intercept': 'survey:read:survey_deployment_intercept',
  'PUT /admin/api/surveys/:id/deployments/intercept': 'survey:write:survey_deployment_intercept',
  'DELETE /admin/api/surveys/:id/deployments/intercept': 'survey:write:survey_deployment_intercept',
  'GET /admin/api/surveys/:id/deployments/email/tasks': 'survey:read:survey_deployment_email',
  'POST /admin/api/surveys/:id/deployments/email/tasks': 'survey:write:survey_deployment_email',
  'PATCH /admin/api/surveys/:id/deployments/email/tasks/:task_id': 'survey:write:survey_deployment_email',
  'DELETE /admin/api/surveys/:id/deployments/email/tasks/:task_id': 'survey:write:survey_deployment_email',
  'POST /admin/api/:storage/blob-storage/containers/:id': 'container',
  'POST /admin/api/:storage/blob-storage/containers/:id/blobs/*': 'container',
  'DELETE /admin/api/:storage/blob-storage/containers/:id/blobs/*': 'container',
  'GET /files/:id/*': 'public',
  'GET /s/:surveyId': 'public',
  'POST /s/:surveyId': 'public',
  'POST /s/:surveyId/pages': 'public',
  'GET /s/offline-worker.js': 'public',
  'GET /s/:surveyId/versions/:version/forms/:lang': 'public',
  // Signed in here; each GraphQL field checks the survey it names (server/respondent-data/access-matrix.test.ts).
  'POST /:region/respondent-graphql/graphql': 'signed_in',
  'POST /:region/preview/respondent-graphql/graphql': 'signed_in',
  'GET /:region/respondent-data/surveys/:id/events': 'survey:read',
};

const ruleText = (rule: AccessRule) =>
  (rule.kind === 'survey' ? `survey:${rule.level}${rule.feature ? `:${rule.feature}` : ''}` : rule.kind);

function expectedOutcome(rule: AccessRule, persona: PersonaName, params: Readonly<Record<string, string>>): string {
  if (rule.kind === 'public') return 'allowed';
  if (persona === 'anonymous') return '401 unauthorized';
  if (rule.kind === 'signed_in' || rule.kind === 'password_token') return 'allowed';
  if (rule.kind === 'admin') return persona === 'admin' ? 'allowed' : '403 forbidden';
  const surveyRule = rule.kind === 'container'
    ? (containerOwner(params[rule.param] ?? '').kind === 'survey' ? { level: 'write' as const, feature: undefined } : null)
    : rule;
  if (!surveyRule) return persona === 'admin' ? 'allowed' : '403 forbidden';
  if (persona === 'admin') return 'allowed';
  const level = levelOf[persona];
  if (!level) return '404 not_found';
  if (accessLevels.indexOf(level) < accessLevels.indexOf(surveyRule.level)) return '403 forbidden';
  if (surveyRule.feature && persona !== 'featuredWriter') return '403 feature_required';
  return 'allowed';
}

for (const backend of backends) {
  describe(`permission matrix (${backend})`, () => {
    const suite = castSuite(backend);
    const endpointOf = (key: string): Endpoint => {
      const found = suite.server.app.endpoints.find((e) => sampleKey(e) === key);
      if (!found) throw new Error(`No registered endpoint for sample ${key}`);
      return found;
    };

    it('has a sample for every registered endpoint and an endpoint for every sample', () => {
      const registered = suite.server.app.endpoints.map(sampleKey).sort();
      expect(registered).toEqual(Object.keys(samples).sort());
    });

    it('declares on every endpoint the rule pinned for it', () => {
      const declared = Object.fromEntries(suite.server.app.endpoints.map((e) => [sampleKey(e), ruleText(e.access)]));
      expect(declared).toEqual(pinnedRules);
    });

    for (const key of Object.keys(samples)) {
      it(`${key} answers each persona as its rule says`, async () => {
        const endpoint = endpointOf(key);
        const expected: Record<string, string> = {};
        const actual: Record<string, string> = {};
        for (const persona of personaNames) {
          const cell = await cellFor(suite.server, suite.cast, persona, suite.admin);
          const input = await samples[key]!(cell);
          expected[persona] = expectedOutcome(endpoint.access, persona, input.params ?? {});
          actual[persona] = outcome(await send(suite.server, endpoint, input, cell.selfToken || undefined));
        }
        expect(actual).toEqual(expected);
      });
    }
  });
}
