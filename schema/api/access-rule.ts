// Who may call an endpoint, as data (spec §6). The server resolves who is asking once per request
// and asks `decide`; the browser asks the same function what a user may do (menus, greyed tabs,
// the read-only designer), so a rule and its meaning exist in one place.

export const features = [
  'survey_deployment_email', 'survey_deployment_intercept', 'survey_deployment_panel', 'survey_deployment_whatsapp',
  'survey_manage_contacts', 'survey_details_region', 'survey_multi_themes', 'survey_data_punch',
] as const;
export type Feature = (typeof features)[number];

/** Survey access levels, weakest first: each includes the ones before it. */
export const accessLevels = ['read', 'write', 'owner'] as const;
export type AccessLevel = (typeof accessLevels)[number];

export type AccessRule =
  /** Anyone, signed in or not. */
  | { readonly kind: 'public' }
  /** A signed-in user (a login token). */
  | { readonly kind: 'signed_in' }
  /** A signed-in admin. */
  | { readonly kind: 'admin' }
  /** A signed-in user, or a single-use access token whose scope lets it set that user's password. */
  | { readonly kind: 'password_token' }
  /** A survey named by the path parameter `param`: at least `level` on it, and the feature when
   *  set (admins hold every level on every survey and pass every feature gate). */
  | { readonly kind: 'survey'; readonly param: string; readonly level: AccessLevel; readonly feature?: Feature }
  /** An image container named by `param`: write access to what owns it (containerOwner). */
  | { readonly kind: 'container'; readonly param: string };

export const rule = {
  public: { kind: 'public' },
  signedIn: { kind: 'signed_in' },
  admin: { kind: 'admin' },
  passwordToken: { kind: 'password_token' },
  survey: (level: AccessLevel, options: { param?: string; feature?: Feature } = {}): AccessRule =>
    ({ kind: 'survey', param: options.param ?? 'id', level, ...(options.feature ? { feature: options.feature } : {}) }),
  container: (param = 'id'): AccessRule => ({ kind: 'container', param }),
} as const satisfies Record<string, AccessRule | ((...args: never[]) => AccessRule)>;

export function levelAllows(have: AccessLevel, need: AccessLevel): boolean {
  return accessLevels.indexOf(have) >= accessLevels.indexOf(need);
}

/** Features an organisation grants its users: `development_fields.features_access[feature] === true`. */
export function organisationFeatures(org: { readonly development_fields?: Record<string, unknown> } | null | undefined): ReadonlySet<Feature> {
  const access = org?.development_fields?.features_access;
  if (typeof access !== 'object' || access === null) return new Set();
  return new Set(features.filter((feature) => (access as Record<string, unknown>)[feature] === true));
}

/** Who is asking, as far as a rule cares. */
export interface Asker {
  /** null: nobody signed in. 'login' a session; 'access' a scoped single-use token. */
  readonly token: 'login' | 'access' | null;
  readonly isAdmin: boolean;
  readonly features: ReadonlySet<Feature>;
  /** For an access token: whether its scope lets it set the password of the user it belongs to. */
  readonly mayOnlySetPassword?: boolean;
}

export const anonymous: Asker = { token: null, isAdmin: false, features: new Set() };

/** Admins pass every feature gate (spec §6). */
export function hasFeature(asker: Pick<Asker, 'isAdmin' | 'features'>, feature: Feature): boolean {
  return asker.isAdmin || asker.features.has(feature);
}

/** What owns an image container, from its id: a survey (its id), a theme or an organisation. */
export type ContainerOwner =
  | { readonly kind: 'survey'; readonly id: string }
  | { readonly kind: 'theme'; readonly id: string }
  | { readonly kind: 'organisation'; readonly id: string }
  /** Any other name (the guide's demo container): the admins'. */
  | { readonly kind: 'admins' };

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const ownerPatterns = [
  ['survey', new RegExp(`^(${uuid})$`)],
  ['theme', new RegExp(`^theme-(${uuid})$`)],
  ['organisation', new RegExp(`^org-(${uuid})$`)],
] as const;

export function containerOwner(containerId: string): ContainerOwner {
  for (const [kind, pattern] of ownerPatterns) {
    const match = pattern.exec(containerId);
    if (match?.[1]) return { kind, id: match[1] };
  }
  return { kind: 'admins' };
}

export type Refusal = 'unauthorized' | 'forbidden' | 'not_found' | 'feature_required';
export type Decision = { readonly ok: true } | { readonly ok: false; readonly code: Refusal; readonly message: string };

const allowed: Decision = { ok: true };
const refuse = (code: Refusal, message: string): Decision => ({ ok: false, code, message });

/**
 * Whether `asker` may call an endpoint with `rule`. For survey rules `surveyLevel` is the asker's
 * permission on the survey (null: none, so the survey does not exist for them: 404, the same as
 * another organisation's). Container rules are decided on their owner, which the caller resolves
 * to the survey rule it stands for (containerRule).
 */
export function decide(rule: AccessRule, asker: Asker, surveyLevel: AccessLevel | null = null): Decision {
  if (rule.kind === 'public') return allowed;
  if (asker.token === null) return refuse('unauthorized', 'Authentication required');
  if (asker.token === 'access') {
    return rule.kind === 'password_token' && asker.mayOnlySetPassword
      ? allowed
      : refuse('unauthorized', 'This link can only be used to set a password');
  }
  switch (rule.kind) {
    case 'signed_in':
    case 'password_token':
      return allowed;
    case 'admin':
      return asker.isAdmin ? allowed : refuse('forbidden', 'Only an admin may do this');
    case 'survey': {
      if (!asker.isAdmin) {
        if (surveyLevel === null) return refuse('not_found', 'Survey not found');
        if (!levelAllows(surveyLevel, rule.level)) {
          return refuse('forbidden', `Your access to this survey is ${surveyLevel}: this needs ${rule.level}`);
        }
      }
      if (rule.feature && !hasFeature(asker, rule.feature)) {
        return refuse('feature_required', `This needs the feature ${rule.feature}, which your organisation does not have: ask an admin to switch it on`);
      }
      return allowed;
    }
    case 'container':
      throw new Error(`decide: resolve container rule on "${rule.param}" to its owner's rule first (containerRule)`);
    default:
      return assertNever(rule);
  }
}

/** The rule a container rule stands for once its owner is known. */
export function containerRule(owner: ContainerOwner, param: string): AccessRule {
  switch (owner.kind) {
    case 'survey': return { kind: 'survey', param, level: 'write' };
    case 'theme':
    case 'organisation':
    case 'admins':
      // Themes and organisations are run from the back office: their images are the admins'.
      return { kind: 'admin' };
    default:
      return assertNever(owner);
  }
}

export function assertNever(value: never): never {
  throw new Error(`Unexpected value ${JSON.stringify(value)}`);
}
