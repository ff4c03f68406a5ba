// The public API of the survey checks: pure functions, used by the checks worker (checks.worker.ts),
// the designer through it, and the server's publish gate directly.
export { createCheckReplica, runChecks, type CheckReplica, type ReplicaOptions } from './replica';
export { checkPublishable, type PublishCheck } from './publish-gate';
export { createChecksService, type ChecksReply, type ChecksService } from './checks-service';
export { FindingsCopy } from './findings-copy';
export type { FindingsChange, FindingsDelta } from './findings-change';
export { changesFor, diffComponents, type CheckChange, type ComponentMap } from './changes';
export {
  blocksPublishing,
  CHECK_AREAS,
  CHECK_CODES,
  CHECK_LEVELS,
  compareFindings,
  KIND_LABELS,
  type CheckArea,
  type CheckCode,
  type CheckLevel,
  type Finding,
} from './finding';
export { CHECKS, type CheckDef } from './checks';
export { conditionProblem, hasExpression } from './conditions';
export { reachableRouting } from './reachability';
export { isBlankText } from './text';
