// Users as the access service shows them (never the password hash), and the calls about the
// signed-in user: who am I, edit my profile or set my password, and an admin creating a user.
import { z } from 'zod';
import { endpoint, text } from '../endpoint';
import { rule } from '../access-rule';
import { organisationSchema } from './orgs';

export const minPasswordLength = 8;

/** Stored lower-case; 320 is the longest address SMTP allows. */
export const emailSchema = z.email('Enter a valid e-mail address').max(320, 'E-mail must be at most 320 characters');
export const passwordSchema = z.string()
  .min(minPasswordLength, `Password must be at least ${minPasswordLength} characters`)
  .max(200, 'Password must be at most 200 characters');
// The same lengths on create and on update.
const firstName = text(100, 'First name').trim().min(1, 'First name is required');
const lastName = text(100, 'Last name').trim();

export const userSchema = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  is_admin: z.boolean(),
  /** Null for a user of no organisation (an empty id is sent as null, spec §5). */
  org_id: z.uuid().nullable(),
  development_fields: z.object({ user_agreement_accepted: z.boolean().optional() }).catchall(z.unknown()),
});
export type User = z.infer<typeof userSchema>;

export const getMe = endpoint({
  id: 'access.me.get',
  method: 'GET',
  path: '/access/api/users/me',
  access: rule.signedIn,
  reply: z.object({ user: userSchema, org: organisationSchema.nullable() }),
});

/** A session edits the profile and accepts the agreement; a set-password link (a scoped,
 *  single-use access token) sets the password, and nothing else. */
export const patchMe = endpoint({
  id: 'access.me.patch',
  method: 'PATCH',
  path: '/access/api/users/me',
  access: rule.passwordToken,
  body: z.object({
    password: passwordSchema.optional(),
    first_name: firstName.optional(),
    last_name: lastName.optional(),
    development_fields: z.object({ user_agreement_accepted: z.boolean().optional() }).strict().optional(),
  }).strict(),
  reply: z.object({ user: userSchema }),
});

export const newUser = endpoint({
  id: 'access.users.create',
  method: 'POST',
  path: '/access/api/new-user',
  access: rule.admin,
  body: z.object({
    email: emailSchema,
    first_name: firstName,
    last_name: lastName.default(''),
    /** Absent: the admin's own organisation; null: none. */
    org_id: z.uuid().nullish(),
    is_admin: z.boolean().optional(),
  }).strict(),
  status: 201,
  // The admin may hand the invitation link over themselves (it is e-mailed too).
  reply: z.object({ user: userSchema, set_password_url: z.string() }),
});
