// The server's configuration, read once from the environment. Every variable is listed in the
// README; an invalid value stops the start with a message naming the variable.
import path from 'node:path';
import { z } from 'zod';

export const regions = ['uk', 'eu', 'au'] as const;
export type Region = (typeof regions)[number];

/** Where one database lives: an embedded PGlite directory (or memory) or a PostgreSQL URL. */
export type DatabaseLocation =
  | {
    readonly kind: 'pglite';
    readonly dataDir: string | null;
    /** How often the server analyses and vacuums it (pglite-upkeep.ts: it runs no autovacuum); absent or 0: never. */
    readonly upkeepSeconds?: number;
  }
  | { readonly kind: 'postgres'; readonly url: string };

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly database: DatabaseLocation;
  /** One respondent database per region (spec §6: a survey is locked to its region). */
  readonly regionDatabases: Readonly<Record<Region, DatabaseLocation>>;
  readonly adminEmail: string;
  readonly adminPassword: string | null;
  readonly tokenTtlMinutes: number;
  readonly accessTokenTtlMinutes: number;
  readonly publicUrl: string | null;
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  /** Failed sign-ins per address and e-mail per 15 minutes. */
  readonly loginRateLimit: number;
  /** Failed sign-ins from one address, whatever the e-mail, per 15 minutes. */
  readonly loginAddressRateLimit: number;
  /** Failed sign-ins to one e-mail, from any address, per 15 minutes. */
  readonly loginAccountRateLimit: number;
  /** Failed sign-ins overall per minute; past it every sign-in waits for the next minute. */
  readonly loginGlobalRateLimit: number;
  /** Password-reset requests per e-mail per 15 minutes (counted whether or not it has an account). */
  readonly resetRateLimit: number;
  /** Password-reset requests from one address per 15 minutes. */
  readonly resetAddressRateLimit: number;
  readonly staticDir: string;
  /** The respondent page renderer: the module Vite's SSR build made (src/respondent/render-document.tsx). */
  readonly respondentRenderer: string;
  /** Respondent page requests (views and posts) from one address per minute. */
  readonly respondentRateLimit: number;
  /** Addresses (or CIDR ranges) of reverse proxies whose X-Forwarded-* headers are believed;
   *  from anyone else those headers are ignored, so a client cannot pick its own address or host. */
  readonly trustedProxies: readonly string[];
  /** Hold every contract reply to its schema (tests and the browser journeys' server). */
  readonly validateReplies: boolean;
  /** Serve the front end's source maps (off by default: they are the whole source). */
  readonly serveSourceMaps: boolean;
  /** Error reporting (Sentry protocol: Sentry or GlitchTip); off when unset. */
  readonly sentryDsn: string | null;
  /** The regions whose surveys this server designs (spec §6: a survey is locked to its region).
   *  A survey of another region answers 401 invalid_region. */
  readonly servedRegions: readonly Region[];
  /** Data processors: the provider's standard API address (for a processor whose api is empty),
   *  how long a call may take, and whether it may reach private and loopback addresses. */
  readonly processors: { readonly defaultUrl: string | null; readonly timeoutMs: number; readonly allowPrivateAddresses: boolean };
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  FIELDWORK_DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  DATABASE_URL_UK: z.url().optional(),
  DATABASE_URL_EU: z.url().optional(),
  DATABASE_URL_AU: z.url().optional(),
  FIELDWORK_ADMIN_EMAIL: z.email().default('admin@fieldwork.local'),
  FIELDWORK_ADMIN_PASSWORD: z.string().min(8).optional(),
  FIELDWORK_TOKEN_TTL_MINUTES: z.coerce.number().int().min(1).default(12 * 60),
  FIELDWORK_ACCESS_TOKEN_TTL_MINUTES: z.coerce.number().int().min(1).default(3 * 24 * 60),
  FIELDWORK_PUBLIC_URL: z.url().optional(),
  FIELDWORK_SMTP_URL: z.string().optional(),
  FIELDWORK_MAIL_FROM: z.string().default('Fieldwork <no-reply@fieldwork.local>'),
  /** Where the built browser app is served from; lets two builds share a checkout. */
  FIELDWORK_STATIC_DIR: z.string().default('dist'),
  /** Where the respondent renderer's SSR build is (npm run build writes dist/ssr). */
  FIELDWORK_SSR_DIR: z.string().default('dist/ssr'),
  FIELDWORK_RESPONDENT_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  FIELDWORK_LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  FIELDWORK_LOGIN_ADDRESS_LIMIT: z.coerce.number().int().min(1).default(50),
  FIELDWORK_LOGIN_ACCOUNT_LIMIT: z.coerce.number().int().min(1).default(20),
  FIELDWORK_LOGIN_GLOBAL_LIMIT: z.coerce.number().int().min(1).default(300),
  FIELDWORK_RESET_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  FIELDWORK_RESET_ADDRESS_LIMIT: z.coerce.number().int().min(1).default(20),
  FIELDWORK_TRUSTED_PROXIES: z.string().default(''),
  FIELDWORK_VALIDATE_REPLIES: z.enum(['0', '1', 'true', 'false']).optional(),
  /** Seconds between the embedded databases' upkeep passes (0: none); default 60, none for in-memory test databases. */
  FIELDWORK_PGLITE_UPKEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
  FIELDWORK_SOURCE_MAPS: z.enum(['0', '1', 'true', 'false']).default('0'),
  FIELDWORK_SENTRY_DSN: z.url().optional(),
  FIELDWORK_PROCESSOR_URL: z.url().optional(),
  FIELDWORK_PROCESSOR_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  FIELDWORK_PROCESSOR_PRIVATE_ADDRESSES: z.enum(['0', '1', 'true', 'false']).default('0'),
  FIELDWORK_REGIONS: z.string().default(regions.join(','))
    .transform((value) => value.split(',').map((r) => r.trim()).filter(Boolean))
    .pipe(z.array(z.enum(regions)).min(1, 'name at least one of uk, eu, au')),
});

const flag = (value: string | undefined) => value === '1' || value === 'true';

/** autovacuum's naptime is a minute: the embedded databases are seen to as often. */
const DEFAULT_UPKEEP_SECONDS = 60;

/** Reads the configuration; `memory` keeps every embedded database in memory (tests). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: { memory?: boolean } = {}): Config {
  // An empty variable means "not set" (shells and CI often export VAR= to clear one).
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${detail}`);
  }
  const e = parsed.data;
  // Links in e-mails are built from FIELDWORK_PUBLIC_URL only (never from a request's headers):
  // once mail really leaves the server, a localhost link would reach nobody.
  if (e.FIELDWORK_SMTP_URL && !e.FIELDWORK_PUBLIC_URL) {
    throw new Error('Invalid configuration: FIELDWORK_SMTP_URL is set but FIELDWORK_PUBLIC_URL is not: set FIELDWORK_PUBLIC_URL to the address users open (e.g. https://fieldwork.example.com), links in e-mails are built from it');
  }
  const dataDir = path.resolve(e.FIELDWORK_DATA_DIR);
  // A test's in-memory database lives seconds: its upkeep would only make its timing vary.
  const upkeepSeconds = e.FIELDWORK_PGLITE_UPKEEP_SECONDS ?? (options.memory ? 0 : DEFAULT_UPKEEP_SECONDS);
  const embedded = (name: string): DatabaseLocation =>
    ({ kind: 'pglite', dataDir: options.memory ? null : path.join(dataDir, name), ...(upkeepSeconds > 0 ? { upkeepSeconds } : {}) });
  const located = (url: string | undefined, name: string): DatabaseLocation =>
    (url ? { kind: 'postgres', url } : embedded(name));
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: located(e.DATABASE_URL, 'main'),
    regionDatabases: {
      uk: located(e.DATABASE_URL_UK, 'region-uk'),
      eu: located(e.DATABASE_URL_EU, 'region-eu'),
      au: located(e.DATABASE_URL_AU, 'region-au'),
    },
    adminEmail: e.FIELDWORK_ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.FIELDWORK_ADMIN_PASSWORD ?? null,
    tokenTtlMinutes: e.FIELDWORK_TOKEN_TTL_MINUTES,
    accessTokenTtlMinutes: e.FIELDWORK_ACCESS_TOKEN_TTL_MINUTES,
    publicUrl: e.FIELDWORK_PUBLIC_URL ?? null,
    smtpUrl: e.FIELDWORK_SMTP_URL ?? null,
    mailFrom: e.FIELDWORK_MAIL_FROM,
    loginRateLimit: e.FIELDWORK_LOGIN_RATE_LIMIT,
    loginAddressRateLimit: e.FIELDWORK_LOGIN_ADDRESS_LIMIT,
    loginAccountRateLimit: e.FIELDWORK_LOGIN_ACCOUNT_LIMIT,
    loginGlobalRateLimit: e.FIELDWORK_LOGIN_GLOBAL_LIMIT,
    resetRateLimit: e.FIELDWORK_RESET_RATE_LIMIT,
    resetAddressRateLimit: e.FIELDWORK_RESET_ADDRESS_LIMIT,
    staticDir: path.resolve(e.FIELDWORK_STATIC_DIR),
    respondentRenderer: path.resolve(e.FIELDWORK_SSR_DIR, 'render-document.js'),
    respondentRateLimit: e.FIELDWORK_RESPONDENT_RATE_LIMIT,
    trustedProxies: e.FIELDWORK_TRUSTED_PROXIES.split(',').map((entry) => entry.trim()).filter(Boolean),
    validateReplies: flag(e.FIELDWORK_VALIDATE_REPLIES),
    serveSourceMaps: flag(e.FIELDWORK_SOURCE_MAPS),
    sentryDsn: e.FIELDWORK_SENTRY_DSN ?? null,
    servedRegions: e.FIELDWORK_REGIONS,
    processors: {
      defaultUrl: e.FIELDWORK_PROCESSOR_URL ?? null,
      timeoutMs: e.FIELDWORK_PROCESSOR_TIMEOUT_MS,
      allowPrivateAddresses: flag(e.FIELDWORK_PROCESSOR_PRIVATE_ADDRESSES),
    },
  };
}
