// The cast of the generated contract suites: one person for each way a caller can stand to an
// endpoint (spec §6). Made straight in the database, so the suites do not lean on the endpoints
// they test, and each cell of the matrix gets fresh sessions and a fresh survey: a call that
// revokes its own token or deletes its survey cannot change the next cell's answer.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { features, type AccessLevel } from '../../schema/api';
import { organisations, permissions, surveys, users } from '../db/schema';
import { issueLoginToken } from '../access/tokens';
import { hashPassword } from '../access/password';
import { beforeAll } from 'vitest';
import { serverSuite, type Backend, type ServerSuite, type TestServer } from './harness';

export const personaNames = ['anonymous', 'stranger', 'reader', 'writer', 'featuredWriter', 'owner', 'admin'] as const;
export type PersonaName = (typeof personaNames)[number];

export interface Person {
  readonly id: string;
  readonly email: string;
  readonly orgId: string;
  readonly password: string;
}

export interface Cast {
  /** An organisation without any feature: the survey's owner, reader and writer belong to it. */
  readonly plainOrgId: string;
  /** An organisation with every feature: the featured writer and the stranger belong to it. */
  readonly featuredOrgId: string;
  readonly people: Readonly<Record<Exclude<PersonaName, 'anonymous'>, Person>>;
}

/** The survey level each persona holds on a cell's survey (null: none). */
export const levelOf: Readonly<Record<PersonaName, AccessLevel | null>> = {
  anonymous: null, stranger: null, reader: 'read', writer: 'write', featuredWriter: 'write', owner: 'owner', admin: null,
};

export const personaPassword = 'persona password 1';

export async function createCast(server: TestServer): Promise<Cast> {
  const db = server.ctx.db;
  const [plain] = await db.insert(organisations).values({ name: 'Plain org', development_fields: {} }).returning();
  const [featured] = await db.insert(organisations).values({
    name: 'Featured org', development_fields: { features_access: Object.fromEntries(features.map((f) => [f, true])) },
  }).returning();
  const [admin] = await db.select().from(users).where(eq(users.email, server.ctx.config.adminEmail));
  if (!plain || !featured || !admin?.org_id) throw new Error('createCast: organisations or the first admin are missing');
  const passwordHash = await hashPassword(personaPassword);
  const person = async (name: string, orgId: string): Promise<Person> => {
    const email = `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.test`;
    const [row] = await db.insert(users).values({ email, first_name: name, password_hash: passwordHash, org_id: orgId }).returning();
    if (!row) throw new Error(`createCast: insert of ${name} returned no row`);
    return { id: row.id, email, orgId, password: personaPassword };
  };
  return {
    plainOrgId: plain.id,
    featuredOrgId: featured.id,
    people: {
      stranger: await person('Stranger', featured.id),
      reader: await person('Reader', plain.id),
      writer: await person('Writer', plain.id),
      featuredWriter: await person('FeaturedWriter', featured.id),
      owner: await person('Owner', plain.id),
      admin: { id: admin.id, email: admin.email, orgId: admin.org_id, password: '' },
    },
  };
}

/** A fresh survey owned by the cast's owner, shared with reader, writer and featured writer. */
export async function castSurvey(server: TestServer, cast: Cast): Promise<string> {
  const db = server.ctx.db;
  const { owner } = cast.people;
  const [survey] = await db.insert(surveys).values({
    org_id: cast.plainOrgId, name: 'Matrix survey', title: 'Matrix survey', deployment_info: { status: 'draft' },
    created_by: owner.id, updated_by: owner.id,
  }).returning();
  if (!survey) throw new Error('castSurvey: insert returned no row');
  for (const name of personaNames) {
    const level = levelOf[name];
    if (level && name !== 'anonymous') {
      await db.insert(permissions).values({ user_id: cast.people[name].id, scope_type: 'survey', scope_id: survey.id, access_level: level });
    }
  }
  return survey.id;
}

/** A fresh session for a persona (none for anonymous). */
export async function sessionOf(server: TestServer, cast: Cast, name: PersonaName): Promise<string | undefined> {
  if (name === 'anonymous') return undefined;
  return (await issueLoginToken(server.ctx, cast.people[name].id)).code;
}

/** A server suite with the cast made once for the block (the generated suites' set-up). */
export function castSuite(backend: Backend): ServerSuite & { readonly cast: Cast } {
  const suite = serverSuite(backend);
  let cast: Cast | undefined;
  beforeAll(async () => {
    cast = await createCast(suite.server);
  });
  return {
    get server() { return suite.server; },
    get admin() { return suite.admin; },
    get cast() {
      if (!cast) throw new Error(`castSuite(${backend}).cast was read before its beforeAll made the cast`);
      return cast;
    },
  };
}
