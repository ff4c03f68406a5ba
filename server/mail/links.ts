// Links sent by e-mail. Their address comes only from the configuration (FIELDWORK_PUBLIC_URL,
// else the server's own port on localhost), never from a request: a Host or X-Forwarded-Host
// header chosen by a client would otherwise send a victim a live token on the client's site.
import type { Config } from '../config';

export function linkBaseUrl(config: Pick<Config, 'publicUrl' | 'port'>): string {
  return (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
}

export function setPasswordUrl(config: Pick<Config, 'publicUrl' | 'port'>, tokenCode: string): string {
  return `${linkBaseUrl(config)}/set-password?token=${encodeURIComponent(tokenCode)}`;
}
