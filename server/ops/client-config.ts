// What the browser app needs to know about this server before it starts, served as a small
// public JSON file (the shell's CSP allows no inline script to carry it). Only public values:
// a Sentry DSN is meant to be seen by browsers.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

export const clientConfigPath = '/status/client-config.json';

export interface ClientConfig {
  readonly errorReporting: { readonly dsn: string; readonly release: string } | null;
}

/** This build's version (package.json), the release error reports are filed under. */
export function currentRelease(): string {
  const file = new URL('../../package.json', import.meta.url);
  return `fieldwork@${(JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version}`;
}

export function clientConfigOf(config: Pick<Config, 'sentryDsn'>, release: string): ClientConfig {
  return { errorReporting: config.sentryDsn ? { dsn: config.sentryDsn, release } : null };
}

export function clientConfigRoute(app: FastifyInstance, config: ClientConfig): void {
  app.get(clientConfigPath, { config: { access: 'public' } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return config;
  });
}
