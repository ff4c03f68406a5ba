// The permission matrix, generated from the contract: every registered endpoint × every persona
// (anonymous, another organisation, read, write without and with the features, owner, admin),
// against what its access rule says, restated here independently of schema/api's decide().
// An endpoint without a sample fails the first test, so a new one is covered the day it lands.
import { beforeAll, describe, expect, it } from 'vitest';
import { accessLevels, containerOwner, type AccessRule, type Endpoint } from '../../schema/api';
import { backends, serverSuite } from '../testing/harness';
import { samples, sampleKey } from '../testing/endpoint-samples';
import { createCast, levelOf, personaNames, type Cast, type PersonaName } from '../testing/personas';
import { cellFor, outcome, send } from './contract-cell';

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
    const suite = serverSuite(backend);
    let cast: Cast;
    beforeAll(async () => {
      cast = await createCast(suite.server);
    });
    const endpointOf = (key: string): Endpoint => {
      const found = suite.server.app.endpoints.find((e) => sampleKey(e) === key);
      if (!found) throw new Error(`No registered endpoint for sample ${key}`);
      return found;
    };

    it('has a sample for every registered endpoint and an endpoint for every sample', () => {
      const registered = suite.server.app.endpoints.map(sampleKey).sort();
      expect(registered).toEqual(Object.keys(samples).sort());
    });

    for (const key of Object.keys(samples)) {
      it(`${key} answers each persona as its rule says`, async () => {
        const endpoint = endpointOf(key);
        const expected: Record<string, string> = {};
        const actual: Record<string, string> = {};
        for (const persona of personaNames) {
          const cell = await cellFor(suite.server, cast, persona, suite.admin);
          const input = await samples[key]!(cell);
          expected[persona] = expectedOutcome(endpoint.access, persona, input.params ?? {});
          actual[persona] = outcome(await send(suite.server, endpoint, input, cell.selfToken || undefined));
        }
        expect(actual).toEqual(expected);
      });
    }
  });
}
