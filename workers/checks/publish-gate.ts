// The publish gate: publishing is refused while a critical finding stands. The designer asks its
// worker; the server asks this directly before it publishes, so no client can skip the checks.
import type { Component } from '../../schema';
import type { Finding } from './finding';
import { runChecks, type ReplicaOptions } from './replica';

export type PublishCheck =
  | { readonly ok: true; readonly findings: readonly Finding[] }
  | { readonly ok: false; readonly code: 'critical_findings'; readonly message: string; readonly findings: readonly Finding[]; readonly critical: readonly Finding[] };

/** Every finding, and whether they allow publishing; a refusal names how many critical ones stand. */
export function checkPublishable(components: Iterable<Component>, options: ReplicaOptions = {}): PublishCheck {
  const findings = runChecks(components, options);
  const critical = findings.filter((finding) => finding.level === 'critical');
  if (critical.length === 0) return { ok: true, findings };
  const message = `The survey cannot be published while ${critical.length} critical ${critical.length === 1 ? 'problem stands' : 'problems stand'}`;
  return { ok: false, code: 'critical_findings', message, findings, critical };
}
