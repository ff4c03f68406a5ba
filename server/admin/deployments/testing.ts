// Test helpers for the deployment suites: a signed-in user whose organisation lacks the deployment
// features, and the feature gate every deployment API shares. (Not a test file itself; vitest
// collects only *.test.ts.)
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { organisations, users } from '../../db/schema';
import type { ServerSuite, TestServer } from '../../testing/harness';
import { grant, newSurvey, signInNewUser } from '../../testing/users';

/** A new non-admin user in a new organisation whose features_access has only `features`. */
export async function signInWithFeatures(server: TestServer, adminToken: string, features: readonly string[]) {
  const [org] = await server.ctx.db.insert(organisations).values({
    name: `Org ${features.join('+') || 'none'}`,
    development_fields: { features_access: Object.fromEntries(features.map((feature) => [feature, true])) },
  }).returning();
  const user = await signInNewUser(server, adminToken);
  await server.ctx.db.update(users).set({ org_id: org!.id }).where(eq(users.id, user.id));
  return user;
}

type DeploymentFeature = 'survey_deployment_email' | 'survey_deployment_intercept';
type Call = (surveyId: string, token: string) => ReturnType<TestServer['call']>;

/**
 * An owner whose organisation lacks `feature` is refused reads and writes with feature_required
 * naming it (another deployment feature does not stand in for it); a writer whose organisation
 * has it writes, answered with `writtenStatus`.
 */
export async function expectFeatureGate(
  suite: ServerSuite, feature: DeploymentFeature,
  calls: { read: Call; write: Call; writtenStatus: number },
): Promise<void> {
  const other: DeploymentFeature = feature === 'survey_deployment_email' ? 'survey_deployment_intercept' : 'survey_deployment_email';
  const id = await newSurvey(suite.server, suite.admin);
  const without = await signInWithFeatures(suite.server, suite.admin, [other]);
  const withIt = await signInWithFeatures(suite.server, suite.admin, [feature]);
  await grant(suite.server, without.id, id, 'owner');
  await grant(suite.server, withIt.id, id, 'write');
  const refused = await calls.read(id, without.token);
  expect(refused.status).toBe(403);
  expect(refused.body.error).toMatchObject({ code: 'feature_required' });
  expect(refused.body.error.message).toContain(feature);
  expect((await calls.write(id, without.token)).status).toBe(403);
  expect((await calls.write(id, withIt.token)).status).toBe(calls.writtenStatus);
}
