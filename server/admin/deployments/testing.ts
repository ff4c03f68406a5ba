// Test helper for the deployment suites: a signed-in user whose organisation lacks the deployment
// features. (Not a test file itself; vitest collects only *.test.ts.)
import { eq } from 'drizzle-orm';
import { organisations, users } from '../../db/schema';
import type { TestServer } from '../../testing/harness';
import { signInNewUser } from '../../testing/users';

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
