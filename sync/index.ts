// The public API of sync/: the draft engine a page opens per survey, the commands it runs, and
// what it reports. Internals (mutators, batch planning, push/pull steps) stay private.
export { openDraftStore, clearDrafts, DraftStore, DRAFTS_CHANNEL, type DraftStoreDeps, type DraftSnapshot, type DispatchResult, type Clock } from './draft-store';
export { addComponent, setFields, setText, moveComponent, removeComponent, setSurveyFields, componentsUnder, type Command, type CommandResult, type AddComponentInput } from './commands';
export {
  createIntercept, setInterceptFields, setInterceptInvitation, removeIntercept, addInterceptTrigger, setInterceptTrigger,
  removeInterceptTrigger, addEmailTask, setEmailTaskFields, activateEmailTask, deactivateEmailTask, removeEmailTask, type AddEmailTaskInput,
} from './deployment-commands';
export { emailTasksOf, type DraftEmailTask, type DraftIntercept, type EmailTaskMap } from './deployments';
export { parseOp, opSchema, channelOfOp, type Op, type OpType, type PendingOp, type FieldChange } from './operations';
export { allComponents, componentOf, componentCount, lookupOf, makeDoc, childrenOf, siblingsOf, subtreeOf, channelOf, flagOf, compareSiblings, emptyDoc, emailTaskOf, CHANGE_FLAGS, CHANNELS, SAVE_CHANNELS, type Cid, type DraftDoc, type SurveyRecord, type Channel, type SaveChannel, type ChangeFlag } from './document';
export { DraftDatabase, type ConflictRow, type ConflictReason } from './database';
export { createHttpTransport, TransportError, type SyncTransport, type FetchLike, type TransportFailure } from './transport';
export { statusOf, type SyncStatus, type SyncPhase, type FailureCode } from './status';
export { type ChangeSummary } from './batch-compiler';
export { InMemoryLocks, InMemoryBroadcast, type ChannelLike } from './in-memory';
export { InMemoryTransport } from './in-memory-transport';
export { type LockManagerLike } from './leader';
