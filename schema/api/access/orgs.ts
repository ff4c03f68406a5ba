// Organisations as the access service shows them (spec §7: development_fields, subscription).
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { rule } from '../access-rule';

export const organisationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  owner_id: z.uuid().nullable(),
  region: z.string(),
  subscription: z.string(),
  /** features_access: the gated features (spec §6) the organisation's users may reach. */
  development_fields: z.object({ features_access: z.record(z.string(), z.unknown()).optional() }).catchall(z.unknown()),
});
export type Organisation = z.infer<typeof organisationSchema>;

/** A user's own organisation; another one is as good as absent (404) unless they are an admin. */
export const getOrganisation = endpoint({
  id: 'access.orgs.get',
  method: 'GET',
  path: '/access/api/orgs/:org_id',
  params: z.object({ org_id: z.uuid() }),
  access: rule.signedIn,
  reply: z.object({ org: organisationSchema }),
});
